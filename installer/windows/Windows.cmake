# SPDX-License-Identifier: GPL-3.0-or-later
# Windows: a per-user installer (NSIS through CPack, installer/windows/NSIS.template.in). It installs
# without administrator rights into %LOCALAPPDATA%\Programs\PRODUCT, adds a Start-menu entry for the
# wizard and an entry in Settings > Apps, installs over an older version in place, and its uninstaller
# removes every file, shortcut and registry key it made. Included from installer/Packaging.cmake.
#
# What goes beside the programs comes from the build itself, never from a hand-kept list of DLLs:
#   - Qt's plugins the product uses, named by their CMake targets (platform, style, TLS backends,
#     image formats for the icons, network information), into bin/<kind>/ where Qt looks beside the
#     program;
#   - every DLL the programs, the network module and those plugins link, found by walking their
#     imports (file(GET_RUNTIME_DEPENDENCIES): objdump when cross-compiling, the platform's tool on
#     Windows) in Qt's, KArchive's and the compiler's folders; Windows' own DLLs are left out;
#   - Qt's own translations for the wizard's languages, into translations/ (where a relocated Qt
#     looks, relative to its Core library).
# Builds: scripts/build-windows then scripts/package-windows (cross, here), or on Windows
# `cmake --build build --target package` with makensis on PATH.

# Qt's plugins the programs load at run time (they are not link dependencies), as Qt module:plugin.
set(_ts_qt_plugins
    Gui:QWindowsIntegrationPlugin          # platforms/qwindows.dll: the windowing system
    Gui:QICOPlugin                         # imageformats/: the .ico icons
    Widgets:QModernWindowsStylePlugin      # styles/: the native look
    Network:QSchannelBackendPlugin         # tls/: HTTPS through Windows' own Schannel
    Network:QTlsBackendCertOnlyPlugin      # tls/: certificate reading without a TLS stack
    Network:QNLMNIPlugin)                  # networkinformation/: whether the machine is online
find_package(Qt6 REQUIRED COMPONENTS Gui Widgets Network)
set(_ts_plugin_files "")
foreach(_ts_entry IN LISTS _ts_qt_plugins)
    string(REPLACE ":" ";" _ts_entry "${_ts_entry}")
    list(GET _ts_entry 0 _ts_module)
    list(GET _ts_entry 1 _ts_plugin)
    # Some Qt builds (Debian's) do not load their plugins' CMake targets with the module: load them here.
    if(NOT TARGET Qt6::${_ts_plugin})
        find_package(Qt6${_ts_plugin} CONFIG QUIET HINTS "${Qt6${_ts_module}_DIR}" NO_DEFAULT_PATH)
    endif()
    if(NOT TARGET Qt6::${_ts_plugin})
        message(FATAL_ERROR "Qt's plugin ${_ts_plugin} (Qt ${_ts_module}) was not found; the Windows installer needs it")
    endif()
    get_target_property(_ts_kind Qt6::${_ts_plugin} QT_PLUGIN_TYPE)
    install(FILES "$<TARGET_FILE:Qt6::${_ts_plugin}>" DESTINATION "${TORCH_SETUP_INSTALL_BINDIR}/${_ts_kind}")
    string(APPEND _ts_plugin_files " \"\${ts_bin}/${_ts_kind}/$<TARGET_FILE_NAME:Qt6::${_ts_plugin}>\"")
endforeach()

# Qt's own texts (buttons of standard dialogs) in the wizard's languages. Cross builds reuse the host
# Qt's, which is the same version.
set(_ts_qt_translations "")
if(DEFINED QT6_INSTALL_PREFIX AND DEFINED QT6_INSTALL_TRANSLATIONS)
    set(_ts_qt_translations "${QT6_INSTALL_PREFIX}/${QT6_INSTALL_TRANSLATIONS}")
endif()
if(NOT EXISTS "${_ts_qt_translations}/qtbase_de.qm" AND CMAKE_CROSSCOMPILING AND QT_HOST_PATH)
    foreach(_ts_dir "${QT_HOST_PATH}/share/qt6/translations" "${QT_HOST_PATH}/translations")
        if(EXISTS "${_ts_dir}/qtbase_de.qm")
            set(_ts_qt_translations "${_ts_dir}")
            break()
        endif()
    endforeach()
endif()
foreach(_ts_lang IN ITEMS de fr es zh_CN)
    if(EXISTS "${_ts_qt_translations}/qtbase_${_ts_lang}.qm")
        install(FILES "${_ts_qt_translations}/qtbase_${_ts_lang}.qm" DESTINATION translations)
    else()
        message(WARNING "Qt's qtbase_${_ts_lang}.qm was not found: the installer's wizard shows Qt's "
                        "standard buttons in English for ${_ts_lang}")
    endif()
endforeach()

# The dependency walk, at install time (the programs exist then). When cross-compiling, CMake reads
# the imports with MinGW's objdump.
set(_ts_dep_tool "")
if(CMAKE_CROSSCOMPILING)
    find_program(TS_MINGW_OBJDUMP NAMES ${TS_MINGW_TRIPLE}-objdump REQUIRED)
    set(_ts_dep_tool "
    set(CMAKE_GET_RUNTIME_DEPENDENCIES_PLATFORM windows+pe)
    set(CMAKE_GET_RUNTIME_DEPENDENCIES_TOOL objdump)
    set(CMAKE_GET_RUNTIME_DEPENDENCIES_COMMAND \"${TS_MINGW_OBJDUMP}\")")
endif()
# The folders the DLLs may come from: Qt's and KArchive's, and the compiler's run-time (libstdc++,
# libgcc, winpthread) and zlib.
set(_ts_dep_dirs "$<TARGET_FILE_DIR:Qt6::Core>" "$<TARGET_FILE_DIR:KF6::Archive>")
get_filename_component(_ts_compiler_dir "${CMAKE_CXX_COMPILER}" DIRECTORY)
list(APPEND _ts_dep_dirs "${_ts_compiler_dir}")
if(CMAKE_CROSSCOMPILING)
    # MinGW's run-time DLLs live beside its libraries on Linux, not beside the compiler.
    execute_process(COMMAND "${CMAKE_CXX_COMPILER}" -print-file-name=libstdc++-6.dll
                    OUTPUT_VARIABLE _ts_libstdcxx OUTPUT_STRIP_TRAILING_WHITESPACE)
    execute_process(COMMAND "${CMAKE_CXX_COMPILER}" -print-file-name=libwinpthread-1.dll
                    OUTPUT_VARIABLE _ts_pthread OUTPUT_STRIP_TRAILING_WHITESPACE)
    foreach(_ts_found IN ITEMS "${_ts_libstdcxx}" "${_ts_pthread}")
        if(IS_ABSOLUTE "${_ts_found}")
            get_filename_component(_ts_found_dir "${_ts_found}" DIRECTORY)
            list(APPEND _ts_dep_dirs "${_ts_found_dir}")
        endif()
    endforeach()
    foreach(_ts_dir IN LISTS CMAKE_FIND_ROOT_PATH)
        list(APPEND _ts_dep_dirs "${_ts_dir}/bin" "${_ts_dir}/lib")
    endforeach()
    list(APPEND _ts_dep_dirs "/usr/${TS_MINGW_TRIPLE}/lib")
endif()
list(JOIN _ts_dep_dirs "\" \"" _ts_dep_dirs_text)
# Where MinGW's import libraries of Windows' own DLLs are (cross builds); on Windows, Windows' DLLs
# resolve to System32 and are excluded above.
set(_ts_mingw_lib "/usr/${TS_MINGW_TRIPLE}/lib")
if(NOT CMAKE_CROSSCOMPILING)
    set(_ts_mingw_lib "${_ts_compiler_dir}/../lib")
endif()

# CMake matches a Windows DLL's name in lower case, then opens it by the name the importer wrote; on
# Linux's case-sensitive file systems the folders are seen through links of both names
# (dll-names/qt6core.dll and dll-names/Qt6Core.dll -> .../Qt6Core.dll).
set(_ts_name_farm "")
if(NOT CMAKE_HOST_WIN32)
    set(_ts_name_farm "
    set(ts_farm \"${CMAKE_CURRENT_BINARY_DIR}/dll-names\")
    file(REMOVE_RECURSE \"\${ts_farm}\")
    file(MAKE_DIRECTORY \"\${ts_farm}\")
    foreach(ts_dir \"${_ts_dep_dirs_text}\")
        file(GLOB ts_dlls \"\${ts_dir}/*.dll\" \"\${ts_dir}/*.DLL\")
        foreach(ts_dll IN LISTS ts_dlls)
            get_filename_component(ts_name \"\${ts_dll}\" NAME)
            string(TOLOWER \"\${ts_name}\" ts_lower)
            if(NOT EXISTS \"\${ts_farm}/\${ts_lower}\")
                file(CREATE_LINK \"\${ts_dll}\" \"\${ts_farm}/\${ts_lower}\" SYMBOLIC)
                if(NOT ts_name STREQUAL ts_lower)
                    file(CREATE_LINK \"\${ts_dll}\" \"\${ts_farm}/\${ts_name}\" SYMBOLIC)
                endif()
            endif()
        endforeach()
    endforeach()
    set(ts_dirs \"\${ts_farm}\")")
else()
    set(_ts_name_farm "
    set(ts_dirs \"${_ts_dep_dirs_text}\")")
endif()

install(CODE "${_ts_dep_tool}${_ts_name_farm}
    set(ts_bin \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${TORCH_SETUP_INSTALL_BINDIR}\")
    file(GET_RUNTIME_DEPENDENCIES
        EXECUTABLES \"\${ts_bin}/torch-setup.exe\" \"\${ts_bin}/torch-setup-cli.exe\"
        MODULES \"\${ts_bin}/torch-setup-network.dll\" ${_ts_plugin_files}
        DIRECTORIES \${ts_dirs}
        PRE_EXCLUDE_REGEXES \"^api-ms-\" \"^ext-ms-\"
        POST_EXCLUDE_REGEXES \"[Ss]ystem32\" \"[Ww]in[Ss]x[Ss]\"
        RESOLVED_DEPENDENCIES_VAR ts_deps
        UNRESOLVED_DEPENDENCIES_VAR ts_unresolved)
    # Windows' own DLLs (kernel32, user32, d3d11, dxgi, ...) are not in the folders above when
    # cross-compiling and stay unresolved, as they should: MinGW has an import library for each
    # (libkernel32.a). Anything else unresolved is missing.
    set(ts_missing \"\")
    foreach(ts_name IN LISTS ts_unresolved)
        string(TOLOWER \"\${ts_name}\" ts_stem)
        string(REGEX REPLACE \"[.]dll\$\" \"\" ts_stem \"\${ts_stem}\")
        if(NOT EXISTS \"${_ts_mingw_lib}/lib\${ts_stem}.a\")
            list(APPEND ts_missing \"\${ts_name}\")
        endif()
    endforeach()
    if(ts_missing)
        message(FATAL_ERROR \"libraries the programs need were not found: \${ts_missing}\")
    endif()
    foreach(ts_dep IN LISTS ts_deps)
        get_filename_component(ts_dep \"\${ts_dep}\" REALPATH)
        message(STATUS \"Run-time dependency: \${ts_dep}\")
        file(INSTALL \"\${ts_dep}\" DESTINATION \"\${ts_bin}\")
        # Stripped like the programs when the install strips (CPack does): the compiler's DLLs carry
        # their debugging symbols.
        get_filename_component(ts_name \"\${ts_dep}\" NAME)
        if(CMAKE_INSTALL_DO_STRIP)
            execute_process(COMMAND \"${CMAKE_STRIP}\" --strip-unneeded \"\${ts_bin}/\${ts_name}\")
        endif()
    endforeach()
")

# The installer itself.
set(CPACK_GENERATOR NSIS)
set(CPACK_NSIS_COMPRESSOR "/SOLID lzma")
list(PREPEND CMAKE_MODULE_PATH "${CMAKE_CURRENT_LIST_DIR}")  # NSIS.template.in
# What the template needs beyond CPack's own variables (CPACK_* so that CPack passes them on).
set(CPACK_TS_PRODUCT_NAME "${TS_PKG_PRODUCT_NAME}")
set(CPACK_TS_UNINSTALL_KEY "${TS_PKG_PACKAGE_NAME}")
file(TO_NATIVE_PATH "${TS_PKG_ICON}.ico" CPACK_TS_ICON)
file(TO_NATIVE_PATH "${CPACK_RESOURCE_FILE_LICENSE}" CPACK_TS_LICENSE)
if(CMAKE_CROSSCOMPILING)
    # makensis on Linux reads Unix paths.
    set(CPACK_TS_ICON "${TS_PKG_ICON}.ico")
    set(CPACK_TS_LICENSE "${CPACK_RESOURCE_FILE_LICENSE}")
endif()
set(CPACK_PACKAGE_FILE_NAME "${TS_PKG_PACKAGE_NAME}-${PROJECT_VERSION}-windows-x86_64")
