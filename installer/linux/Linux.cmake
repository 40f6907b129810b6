# SPDX-License-Identifier: GPL-3.0-or-later
# Linux: a .deb with the commands on PATH, a menu entry, icons in the hicolor theme and AppStream
# metainfo, all named after the profile. Included from installer/Packaging.cmake.

# The commands on PATH. Torch Setup's own package installs the programs in bin/; a branded one
# keeps them in lib/PACKAGE/ and links its own command names there.
if(NOT TORCH_SETUP_INSTALL_BINDIR STREQUAL "bin")
    file(MAKE_DIRECTORY "${_ts_gen}/bin")
    foreach(pair IN ITEMS "${TS_PKG_WIZARD_COMMAND}=torch-setup" "${TS_PKG_CLI_COMMAND}=torch-setup-cli")
        string(REPLACE "=" ";" pair "${pair}")
        list(GET pair 0 command)
        list(GET pair 1 program)
        file(REMOVE "${_ts_gen}/bin/${command}")
        file(CREATE_LINK "../${TORCH_SETUP_INSTALL_BINDIR}/${program}" "${_ts_gen}/bin/${command}" SYMBOLIC)
        install(FILES "${_ts_gen}/bin/${command}" DESTINATION bin)
    endforeach()
elseif(NOT TS_PKG_WIZARD_COMMAND STREQUAL "torch-setup" OR NOT TS_PKG_CLI_COMMAND STREQUAL "torch-setup-cli")
    message(FATAL_ERROR "${TORCH_SETUP_BRANDING}: wizard_command and cli_command other than torch-setup and "
                        "torch-setup-cli need a wizard_profile (a branded package)")
endif()

# The menu entry and the software centre's description.
list(JOIN TS_PKG_CATEGORIES ";" TS_DESKTOP_CATEGORIES)
list(JOIN TS_PKG_KEYWORDS ";" TS_DESKTOP_KEYWORDS)
configure_file("${CMAKE_CURRENT_LIST_DIR}/app.desktop.in" "${_ts_gen}/${TS_PKG_APP_ID}.desktop" @ONLY)
install(FILES "${_ts_gen}/${TS_PKG_APP_ID}.desktop" DESTINATION share/applications)

ts_xml_escape("${TS_PKG_PRODUCT_NAME}" TS_XML_NAME)
ts_xml_escape("${TS_PKG_SUMMARY}" TS_XML_SUMMARY)
ts_xml_escape("${TS_PKG_VENDOR}" TS_XML_VENDOR)
string(REGEX REPLACE "\\.[^.]*$" "" TS_XML_DEVELOPER_ID "${TS_PKG_APP_ID}")
set(TS_XML_DESCRIPTION "")
foreach(paragraph IN LISTS TS_PKG_DESCRIPTION)
    ts_xml_escape("${paragraph}" paragraph)
    string(APPEND TS_XML_DESCRIPTION "    <p>${paragraph}</p>\n")
endforeach()
set(TS_XML_KEYWORDS "")
foreach(keyword IN LISTS TS_PKG_KEYWORDS)
    ts_xml_escape("${keyword}" keyword)
    string(APPEND TS_XML_KEYWORDS "    <keyword>${keyword}</keyword>\n")
endforeach()
set(TS_XML_CATEGORIES "")
foreach(category IN LISTS TS_PKG_CATEGORIES)
    ts_xml_escape("${category}" category)
    string(APPEND TS_XML_CATEGORIES "    <category>${category}</category>\n")
endforeach()
ts_xml_escape("${TS_PKG_HOMEPAGE}" TS_XML_URL)
configure_file("${CMAKE_CURRENT_LIST_DIR}/app.metainfo.xml.in" "${_ts_gen}/${TS_PKG_APP_ID}.metainfo.xml" @ONLY)
install(FILES "${_ts_gen}/${TS_PKG_APP_ID}.metainfo.xml" DESTINATION share/metainfo)

# Icons: the theme looks them up by the desktop file's Icon= name, the application id.
foreach(size IN LISTS TS_ICON_SIZES)
    install(FILES "${TS_PKG_ICON}-${size}.png" DESTINATION "share/icons/hicolor/${size}x${size}/apps"
            RENAME "${TS_PKG_APP_ID}.png")
endforeach()
install(FILES "${TS_PKG_ICON}.svg" DESTINATION share/icons/hicolor/scalable/apps RENAME "${TS_PKG_APP_ID}.svg")

configure_file("${CMAKE_CURRENT_LIST_DIR}/copyright.in" "${_ts_gen}/copyright" @ONLY)
install(FILES "${_ts_gen}/copyright" DESTINATION "share/doc/${TS_PKG_PACKAGE_NAME}")

# The .deb. Its Depends are what dpkg-shlibdeps finds for the libraries the programs link; that
# includes the X11 and offscreen platform plugins (Debian ships them in libqt6gui6) and the TLS
# backend (libqt6network6, which loads OpenSSL's libssl, the package of the libcrypto the core
# links). Recommended: Python, which the environments are made from (a portable one can be
# downloaded instead), pci.ids for the graphics cards' names, Qt's Wayland plugin, Qt's own
# translations (the standard buttons and dialogs in the wizard's other languages; the wizard's own
# are built in) and a font that has Chinese characters.
set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS
    "python3, python3-venv, pci.ids, qt6-wayland, qt6-translations-l10n, fonts-noto-cjk | fonts-wqy-microhei")
set(CPACK_DEBIAN_PACKAGE_SECTION utils)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${TS_PKG_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${TS_PKG_HOMEPAGE}")
# The description: CPACK_PACKAGE_DESCRIPTION_SUMMARY as the synopsis, CPACK_PACKAGE_DESCRIPTION below it.
