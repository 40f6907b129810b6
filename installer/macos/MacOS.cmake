# SPDX-License-Identifier: GPL-3.0-or-later
# macOS: a disk image (DragNDrop) holding "PRODUCT.app". The wizard is the bundle's program
# (app/wizard/CMakeLists.txt); the command-line program, the network module and a wizard profile sit
# beside it in Contents/MacOS, where they find each other. macdeployqt copies Qt's frameworks and
# plugins and every other library the programs link (Homebrew's KArchive, zlib, ...) into the bundle
# and rewrites the load paths. Included from installer/Packaging.cmake.
#
# Needs macdeployqt from the Qt the build used. Build: cmake --build build --target package.
# The bundle is not signed or notarized here: a distributor signs it (codesign --deep, notarytool).

if(NOT TARGET Qt6::macdeployqt)
    message(FATAL_ERROR "macdeployqt was not found with Qt ${Qt6_VERSION}; it is needed for the macOS package")
endif()

# Info.plist (installer/macos/Info.plist.in) takes these; the icon is the profile's .icns.
set_target_properties(torch-setup PROPERTIES
    MACOSX_BUNDLE_BUNDLE_NAME "${TS_PKG_PRODUCT_NAME}"
    MACOSX_BUNDLE_GUI_IDENTIFIER "${TS_PKG_APP_ID}"
    MACOSX_BUNDLE_BUNDLE_VERSION "${PROJECT_VERSION}"
    MACOSX_BUNDLE_SHORT_VERSION_STRING "${PROJECT_VERSION}"
    MACOSX_BUNDLE_ICON_FILE "${TS_PKG_PACKAGE_NAME}.icns"
    MACOSX_BUNDLE_COPYRIGHT "${TS_PKG_VENDOR}")
install(FILES "${TS_PKG_ICON}.icns" DESTINATION "${TS_PKG_PRODUCT_NAME}.app/Contents/Resources"
        RENAME "${TS_PKG_PACKAGE_NAME}.icns")

install(CODE "
    set(ts_app \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${TS_PKG_PRODUCT_NAME}.app\")
    execute_process(
        COMMAND \"$<TARGET_FILE:Qt6::macdeployqt>\" \"\${ts_app}\" -always-overwrite
                \"-executable=\${ts_app}/Contents/MacOS/torch-setup-cli\"
                \"-executable=\${ts_app}/Contents/MacOS/torch-setup-network\"
        RESULT_VARIABLE ts_rc)
    if(NOT ts_rc EQUAL 0)
        message(FATAL_ERROR \"macdeployqt failed (\${ts_rc})\")
    endif()
")

set(CPACK_GENERATOR DragNDrop)
set(CPACK_DMG_VOLUME_NAME "${TS_PKG_PRODUCT_NAME}")
set(CPACK_DMG_FORMAT UDZO)
# An /Applications link in the image, so the bundle is dragged where it belongs.
set(CPACK_DMG_DISABLE_APPLICATIONS_SYMLINK OFF)
