// SPDX-License-Identifier: GPL-3.0-or-later
// Windows only: prints each argument it was given as Windows splits a command line (CommandLineToArgvW,
// the C run-time's rules), one a line between < and >, in UTF-8. tst_shellquote runs it through a
// real `cmd /c` to see what a pasted command hands a program.
#include <windows.h>

#include <shellapi.h>

#include <cstdio>
#include <string>

int main()
{
    int count = 0;
    wchar_t** args = CommandLineToArgvW(GetCommandLineW(), &count);
    if (!args)
        return 1;
    for (int i = 1; i < count; ++i) {
        const int size = WideCharToMultiByte(CP_UTF8, 0, args[i], -1, nullptr, 0, nullptr, nullptr);
        std::string text(size > 0 ? size - 1 : 0, '\0');
        if (size > 1)
            WideCharToMultiByte(CP_UTF8, 0, args[i], -1, text.data(), size, nullptr, nullptr);
        std::printf("<%s>\n", text.c_str());
    }
    LocalFree(args);
    return 0;
}
