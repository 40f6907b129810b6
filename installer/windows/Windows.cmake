# SPDX-License-Identifier: GPL-3.0-or-later
# Windows: a per-user MSI (WiX through CPack). It installs without administrator rights into
# %LOCALAPPDATA%\Programs\PRODUCT, adds a Start-menu folder with the wizard and an uninstall entry,
# and is removed there or from Settings > Apps (the MSI is its own uninstaller). windeployqt copies Qt's libraries and plugins
# beside the programs; the other libraries they link (KF6Archive, zlib, OpenSSL's libcrypto, ...) and
# the compiler's run-time libraries are copied by CMake. Included from installer/Packaging.cmake.
#
# Needs CMake >= 3.29 (CPACK_WIX_INSTALL_SCOPE), the WiX Toolset 3 (candle, light) on PATH and
# windeployqt from the Qt the build used. Build: cmake --build build --target package.

if(CMAKE_VERSION VERSION_LESS 3.29)
    message(FATAL_ERROR "The per-user Windows package needs CMake 3.29 or newer (CPACK_WIX_INSTALL_SCOPE)")
endif()

# The compiler's run-time libraries (MSVC's vcruntime, msvcp) beside the programs.
set(CMAKE_INSTALL_SYSTEM_RUNTIME_DESTINATION bin)
set(CMAKE_INSTALL_UCRT_LIBRARIES OFF)
include(InstallRequiredSystemLibraries)

# Qt's libraries, platform plugin, styles, TLS backends and translations. windeployqt reads every
# program and the network module and deploys what each needs into bin/.
if(NOT TARGET Qt6::windeployqt AND CMAKE_CROSSCOMPILING)
    # A cross build from Linux (scripts/build-windows) has no windeployqt: it makes the programs and
    # the tests, not the package yet.
    message(STATUS "Cross-compiling for Windows without windeployqt: no Windows package is configured")
    return()
endif()
if(NOT TARGET Qt6::windeployqt)
    message(FATAL_ERROR "windeployqt was not found with Qt ${Qt6_VERSION}; it is needed for the Windows package")
endif()
install(CODE "
    set(ts_bin \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/bin\")
    execute_process(
        COMMAND \"$<TARGET_FILE:Qt6::windeployqt>\" --release --no-compiler-runtime --no-system-d3d-compiler
                --no-opengl-sw --dir \"\${ts_bin}\"
                \"\${ts_bin}/torch-setup.exe\" \"\${ts_bin}/torch-setup-cli.exe\" \"\${ts_bin}/torch-setup-network.dll\"
        RESULT_VARIABLE ts_rc)
    if(NOT ts_rc EQUAL 0)
        message(FATAL_ERROR \"windeployqt failed (\${ts_rc})\")
    endif()
    # Libraries that are not Qt's: whatever the programs still link from outside Windows' own folder.
    file(GET_RUNTIME_DEPENDENCIES
        EXECUTABLES \"\${ts_bin}/torch-setup.exe\" \"\${ts_bin}/torch-setup-cli.exe\"
        MODULES \"\${ts_bin}/torch-setup-network.dll\"
        DIRECTORIES \"$<TARGET_FILE_DIR:Qt6::Core>\" \"$<TARGET_FILE_DIR:KF6::Archive>\"
        PRE_EXCLUDE_REGEXES \"^api-ms-\" \"^ext-ms-\"
        POST_EXCLUDE_REGEXES \"[Ss]ystem32\" \"[Ww]in[Ss]x[Ss]\"
        RESOLVED_DEPENDENCIES_VAR ts_deps
        UNRESOLVED_DEPENDENCIES_VAR ts_missing)
    if(ts_missing)
        message(FATAL_ERROR \"libraries the programs need were not found: \${ts_missing}\")
    endif()
    foreach(ts_dep IN LISTS ts_deps)
        get_filename_component(ts_dir \"\${ts_dep}\" DIRECTORY)
        file(TO_CMAKE_PATH \"\${ts_dir}\" ts_dir)
        if(NOT ts_dir STREQUAL ts_bin)  # windeployqt put it there already
            file(INSTALL \"\${ts_dep}\" DESTINATION \"\${ts_bin}\")
        endif()
    endforeach()
")

set(CPACK_GENERATOR WIX)
set(CPACK_WIX_INSTALL_SCOPE perUser)
set(CPACK_WIX_UPGRADE_GUID "${TS_PKG_WINDOWS_UPGRADE_GUID}")
set(CPACK_WIX_PRODUCT_ICON "${TS_PKG_ICON}.ico")
# A Start-menu folder named after the product, with the wizard and an "Uninstall" entry.
set(CPACK_WIX_PROGRAM_MENU_FOLDER "${TS_PKG_PRODUCT_NAME}")
set(CPACK_WIX_PROPERTY_ARPURLINFOABOUT "${TS_PKG_HOMEPAGE}")
set(CPACK_WIX_PROPERTY_ARPCOMMENTS "${TS_PKG_SUMMARY}")
# The licence page shows CPACK_RESOURCE_FILE_LICENSE (installer/LICENSE-NOTICE.txt, converted to RTF by CPack).
# CPACK_PACKAGE_EXECUTABLES (installer/Packaging.cmake) names the wizard for its Start-menu entry.
