#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Runs a program on a pseudo-terminal (as a user at a terminal would), types ANSWER once the
program has written PROMPT, and prints everything the program wrote; exits with its exit code.

    in_pty.py PROMPT ANSWER PROGRAM [ARG...]
"""
import os
import pty
import select
import sys
import time


def main():
    if len(sys.argv) < 4:
        sys.stderr.write(__doc__)
        return 2
    prompt, answer = sys.argv[1].encode(), sys.argv[2].encode() + b"\n"
    pid, fd = pty.fork()
    if pid == 0:
        os.execvp(sys.argv[3], sys.argv[3:])
    seen = b""
    answered = False
    deadline = time.monotonic() + 600
    while time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], 1.0)
        if not ready:
            continue
        try:
            chunk = os.read(fd, 65536)
        except OSError:
            break
        if not chunk:
            break
        seen += chunk
        if not answered and prompt in seen:
            os.write(fd, answer)
            answered = True
    _, status = os.waitpid(pid, 0)
    sys.stdout.buffer.write(seen)
    sys.stdout.flush()
    return os.waitstatus_to_exitcode(status)


if __name__ == "__main__":
    sys.exit(main())
