# SPDX-License-Identifier: GPL-3.0-or-later
# What packaging adds to the programs' own install rules: the profile's data files, the desktop
# integration and the CPack settings for each platform. Included from the top-level CMakeLists.txt
# just before include(CPack); installer/Profile.cmake has read the profile.

# ts_xml_escape(TEXT OUT): text for an XML element or attribute.
function(ts_xml_escape text out)
    string(REPLACE "&" "&amp;" text "${text}")
    string(REPLACE "<" "&lt;" text "${text}")
    string(REPLACE ">" "&gt;" text "${text}")
    string(REPLACE "\"" "&quot;" text "${text}")
    set(${out} "${text}" PARENT_SCOPE)
endfunction()

set(_ts_gen "${CMAKE_BINARY_DIR}/installer")
# The day PROJECT_VERSION was released (AppStream's release entry): change it with the version.
set(TORCH_SETUP_RELEASE_DATE 2026-11-25)

# The wizard's branding profile goes where the wizard looks for it: branding/ beside it.
if(NOT TS_PKG_WIZARD_PROFILE_DIR STREQUAL "")
    install(DIRECTORY "${TS_PKG_WIZARD_PROFILE_DIR}/" DESTINATION "${TORCH_SETUP_INSTALL_BINDIR}/branding")
endif()

# Generic CPack settings: every generator names and describes the product from the profile.
set(CPACK_PACKAGE_NAME "${TS_PKG_PACKAGE_NAME}")
set(CPACK_PACKAGE_VENDOR "${TS_PKG_VENDOR}")
set(CPACK_PACKAGE_CONTACT "${TS_PKG_MAINTAINER}")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "${TS_PKG_SUMMARY}")
list(JOIN TS_PKG_DESCRIPTION "\n\n" CPACK_PACKAGE_DESCRIPTION)
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_INSTALL_DIRECTORY "${TS_PKG_PRODUCT_NAME}")
set(CPACK_PACKAGE_EXECUTABLES "torch-setup" "${TS_PKG_PRODUCT_NAME}")
set(CPACK_PACKAGE_HOMEPAGE_URL "${TS_PKG_HOMEPAGE}")
set(CPACK_RESOURCE_FILE_LICENSE "${CMAKE_CURRENT_LIST_DIR}/LICENSE-NOTICE.txt")
set(CPACK_STRIP_FILES ON)
set(CPACK_PACKAGE_CHECKSUM SHA256)
set(CPACK_OUTPUT_FILE_PREFIX "${CMAKE_BINARY_DIR}/packages")

if(APPLE)
    include("${CMAKE_CURRENT_LIST_DIR}/macos/MacOS.cmake")
elseif(WIN32)
    include("${CMAKE_CURRENT_LIST_DIR}/windows/Windows.cmake")
elseif(UNIX)
    include("${CMAKE_CURRENT_LIST_DIR}/linux/Linux.cmake")
endif()
