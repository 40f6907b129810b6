// SPDX-License-Identifier: GPL-3.0-or-later
// A program that uses an environment as an application does, for tst_environmentusers: started from
// a folder (its copy placed there), or loading a library of one (the path given), it says "ready"
// and runs until its standard input closes.
#ifdef _WIN32
#include <windows.h>
#else
#include <dlfcn.h>
#endif

#include <cstdio>

int main(int argc, char** argv)
{
    if (argc > 1) {
#ifdef _WIN32
        if (!LoadLibraryA(argv[1]))
            return 3;
#else
        if (!dlopen(argv[1], RTLD_NOW))
            return 3;
#endif
    }
    std::printf("ready\n");
    std::fflush(stdout);
    while (std::getchar() != EOF) {
    }
    return 0;
}
