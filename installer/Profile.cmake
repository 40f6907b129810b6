# SPDX-License-Identifier: GPL-3.0-or-later
# Reads the packaging profile that TORCH_SETUP_BRANDING names (a folder with package.json, see
# installer/README.md) and decides where the programs are installed. Included from the top-level
# CMakeLists.txt before the programs' install rules; installer/Packaging.cmake uses what it sets.
#
# Sets TS_PKG_<KEY> for every key of package.json, TS_PKG_PRODUCT_NAME, TS_PKG_ICON (absolute base
# path), TS_PKG_WIZARD_PROFILE_DIR (empty for an unbranded build) and the install directories
# TORCH_SETUP_INSTALL_BINDIR (the programs) and TORCH_SETUP_INSTALL_PLUGINDIR (the network module).

set(TORCH_SETUP_BRANDING "${CMAKE_CURRENT_LIST_DIR}/torch-setup" CACHE PATH
    "Packaging profile: a folder with package.json (Torch Setup's own by default; installer/example is a branded one)")

get_filename_component(_ts_profile "${TORCH_SETUP_BRANDING}" ABSOLUTE BASE_DIR "${CMAKE_SOURCE_DIR}")
set(_ts_json_path "${_ts_profile}/package.json")
if(NOT EXISTS "${_ts_json_path}")
    message(FATAL_ERROR "TORCH_SETUP_BRANDING: ${_ts_json_path} does not exist (a packaging profile is a folder "
                        "with package.json; see installer/README.md)")
endif()
set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${_ts_json_path}")
file(READ "${_ts_json_path}" _ts_json)

# ts_profile_value(KEY OUT [OPTIONAL]): a string value of package.json; a missing required key stops.
function(ts_profile_value key out)
    string(JSON value ERROR_VARIABLE error GET "${_ts_json}" "${key}")
    if(error)
        if("OPTIONAL" IN_LIST ARGN)
            set(value "")
        else()
            message(FATAL_ERROR "${_ts_json_path}: ${key}: missing (${error})")
        endif()
    endif()
    set(${out} "${value}" PARENT_SCOPE)
endfunction()

# ts_profile_list(KEY OUT): a JSON array of strings as a CMake list.
function(ts_profile_list key out)
    string(JSON count ERROR_VARIABLE error LENGTH "${_ts_json}" "${key}")
    if(error)
        message(FATAL_ERROR "${_ts_json_path}: ${key}: missing or not a list (${error})")
    endif()
    set(items "")
    if(count GREATER 0)
        math(EXPR last "${count} - 1")
        foreach(i RANGE ${last})
            string(JSON item GET "${_ts_json}" "${key}" ${i})
            list(APPEND items "${item}")
        endforeach()
    endif()
    set(${out} "${items}" PARENT_SCOPE)
endfunction()

ts_profile_value(format_version _ts_format)
if(NOT _ts_format EQUAL 1)
    message(FATAL_ERROR "${_ts_json_path}: format_version: ${_ts_format} is not supported (write 1)")
endif()
foreach(key package_name app_id wizard_command cli_command summary vendor maintainer homepage windows_upgrade_guid)
    string(TOUPPER "${key}" upper)
    ts_profile_value(${key} TS_PKG_${upper})
    if(TS_PKG_${upper} STREQUAL "")
        message(FATAL_ERROR "${_ts_json_path}: ${key}: empty")
    endif()
endforeach()
ts_profile_list(description TS_PKG_DESCRIPTION)
ts_profile_list(keywords TS_PKG_KEYWORDS)
ts_profile_list(categories TS_PKG_CATEGORIES)

# Names that end up in file names and package metadata: checked here rather than by dpkg later.
if(NOT TS_PKG_PACKAGE_NAME MATCHES "^[a-z0-9][a-z0-9.+-]+$")
    message(FATAL_ERROR "${_ts_json_path}: package_name: \"${TS_PKG_PACKAGE_NAME}\" is not a Debian package name "
                        "(lower-case letters, digits, '.', '+', '-')")
endif()
foreach(key WIZARD_COMMAND CLI_COMMAND)
    if(NOT TS_PKG_${key} MATCHES "^[A-Za-z0-9][A-Za-z0-9._-]*$")
        message(FATAL_ERROR "${_ts_json_path}: ${key}: \"${TS_PKG_${key}}\" is not a command name")
    endif()
endforeach()
if(NOT TS_PKG_APP_ID MATCHES "^[A-Za-z][A-Za-z0-9_-]*(\\.[A-Za-z][A-Za-z0-9_-]*)+$")
    message(FATAL_ERROR "${_ts_json_path}: app_id: \"${TS_PKG_APP_ID}\" is not a reverse-DNS id such as org.example.App")
endif()

# The wizard's branding profile: its product name is the package's; without one the built-in profile runs.
ts_profile_value(wizard_profile _ts_wizard_profile OPTIONAL)
set(TS_PKG_WIZARD_PROFILE_DIR "")
if(_ts_wizard_profile STREQUAL "")
    ts_profile_value(product_name TS_PKG_PRODUCT_NAME)
else()
    get_filename_component(_ts_wizard_json "${_ts_wizard_profile}" ABSOLUTE BASE_DIR "${_ts_profile}")
    if(NOT EXISTS "${_ts_wizard_json}")
        message(FATAL_ERROR "${_ts_json_path}: wizard_profile: ${_ts_wizard_json} does not exist")
    endif()
    if(NOT _ts_wizard_json MATCHES "/branding\\.json$")
        message(FATAL_ERROR "${_ts_json_path}: wizard_profile: name the wizard's branding.json (it is installed as branding/branding.json)")
    endif()
    set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS "${_ts_wizard_json}")
    get_filename_component(TS_PKG_WIZARD_PROFILE_DIR "${_ts_wizard_json}" DIRECTORY)
    file(READ "${_ts_wizard_json}" _ts_wizard_text)
    string(JSON TS_PKG_PRODUCT_NAME ERROR_VARIABLE _ts_error GET "${_ts_wizard_text}" product_name)
    if(_ts_error)
        message(FATAL_ERROR "${_ts_wizard_json}: product_name: missing (${_ts_error})")
    endif()
    # ERROR_VARIABLE is NOTFOUND when the key is there.
    string(JSON _ts_unused ERROR_VARIABLE _ts_own_missing GET "${_ts_json}" product_name)
    if(NOT _ts_own_missing)
        message(FATAL_ERROR "${_ts_json_path}: product_name: comes from the wizard profile; remove it here")
    endif()
endif()

ts_profile_value(icon _ts_icon)
get_filename_component(TS_PKG_ICON "${_ts_icon}" ABSOLUTE BASE_DIR "${_ts_profile}")
set(TS_ICON_SIZES 16 22 24 32 48 64 128 256)
foreach(file IN ITEMS "${TS_PKG_ICON}.svg" "${TS_PKG_ICON}.ico" "${TS_PKG_ICON}.icns")
    if(NOT EXISTS "${file}")
        message(FATAL_ERROR "${_ts_json_path}: icon: ${file} does not exist (installer/tools/make-icons.py makes it from the SVG)")
    endif()
endforeach()
foreach(size IN LISTS TS_ICON_SIZES)
    if(NOT EXISTS "${TS_PKG_ICON}-${size}.png")
        message(FATAL_ERROR "${_ts_json_path}: icon: ${TS_PKG_ICON}-${size}.png does not exist (installer/tools/make-icons.py makes it)")
    endif()
endforeach()

# Where the programs go. The network module is found beside the program or in ../lib/torch-setup
# (core/policy/NetworkServices.cpp), the wizard's profile in branding/ beside the wizard.
if(APPLE)
    # The wizard is a bundle; the command-line program and the module live in it beside the wizard.
    set(TORCH_SETUP_INSTALL_BINDIR "${TS_PKG_PRODUCT_NAME}.app/Contents/MacOS")
    set(TORCH_SETUP_INSTALL_PLUGINDIR "${TORCH_SETUP_INSTALL_BINDIR}")
elseif(WIN32)
    set(TORCH_SETUP_INSTALL_BINDIR bin)
    set(TORCH_SETUP_INSTALL_PLUGINDIR bin)
elseif(TS_PKG_WIZARD_PROFILE_DIR STREQUAL "")
    set(TORCH_SETUP_INSTALL_BINDIR bin)
    set(TORCH_SETUP_INSTALL_PLUGINDIR lib/torch-setup)
else()
    # A branded package keeps its programs, module and profile in its own folder (the profile must
    # sit beside the wizard), with commands on PATH linking there; it never shares a file with
    # Torch Setup's own package.
    set(TORCH_SETUP_INSTALL_BINDIR "lib/${TS_PKG_PACKAGE_NAME}")
    set(TORCH_SETUP_INSTALL_PLUGINDIR "lib/${TS_PKG_PACKAGE_NAME}")
endif()
message(STATUS "Packaging profile: ${_ts_profile} (${TS_PKG_PRODUCT_NAME}, package ${TS_PKG_PACKAGE_NAME})")

# Windows: the wizard's icon and version resource, named after the profile (app/wizard/CMakeLists.txt).
if(WIN32)
    set(TORCH_SETUP_WINDOWS_RC "${CMAKE_BINARY_DIR}/installer/torch-setup.rc")
    file(TO_NATIVE_PATH "${TS_PKG_ICON}.ico" TS_PKG_ICON_NATIVE)
    string(REPLACE "\\" "\\\\" TS_PKG_ICON_NATIVE "${TS_PKG_ICON_NATIVE}")
    configure_file("${CMAKE_CURRENT_LIST_DIR}/windows/torch-setup.rc.in" "${TORCH_SETUP_WINDOWS_RC}" @ONLY)
endif()
