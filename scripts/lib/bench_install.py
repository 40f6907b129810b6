#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The driver of scripts/bench-install (runs inside the build environment)."""
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time

REPO = sys.argv[1]
GIB = float(sys.argv[2])
ROUNDS = int(sys.argv[3]) if len(sys.argv) > 3 else 3
CASES = sys.argv[4] if len(sys.argv) > 4 else "all"   # all, real or synthetic
CLI = os.path.join(REPO, "build/bin/torch-setup-cli")
SERVER = os.path.join(REPO, "tests/support/package_index.py")
MAKE = os.path.join(REPO, "tests/support/make_wheels.py")
PYTHON = "/usr/bin/python3"

# Both sides get the same clean environment: no pip settings of the machine's.
ENV = {k: v for k, v in os.environ.items() if not k.startswith("PIP_")}
ENV["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"


def wheels(root, prefix, sizes):
    spec = [{"name": "%s%d" % (prefix, i), "version": "1.0",
             "files": {"%s%d/__init__.py" % (prefix, i): "X = %d\n" % i}, "pad": size}
            for i, size in enumerate(sizes)]
    # Each project in its own folder under whl/: the index is ROOT/whl, the projects its children.
    for s in spec:
        s["dir"] = os.path.join(root, "whl", s["name"])
    os.makedirs(root, exist_ok=True)
    path = os.path.join(root, "%s.json" % prefix)
    with open(path, "w") as fh:
        json.dump(spec, fh)
    subprocess.run([PYTHON, MAKE, path], check=True, stdout=subprocess.DEVNULL)
    return [s["name"] for s in spec]


DIST = "/usr/lib/python3/dist-packages/"
TAG = "cp%d%d-cp%d%d-linux_x86_64" % (sys.version_info[0], sys.version_info[1], sys.version_info[0], sys.version_info[1])


def real_wheels(root):
    """A real PyTorch wheel set: Debian's torch 2.6.0 (its Python side, torchgen and the extension module;
    the C++ libraries are the system's) repackaged as torch 2.6.0+cpu, with the dependencies its
    metadata names, each repackaged from Debian's own package. Tens of megabytes and thousands of
    files, as pip meets them in a real install."""
    def entry(name, version, trees, requires=(), tag=None):
        e = {"dir": os.path.join(root, "whl", name), "name": name, "version": version,
             "trees": {t: DIST + t for t in trees}, "requires": list(requires)}
        if tag:
            e["tag"] = tag
        return e
    with open(DIST + "typing_extensions.py") as fh:
        te = fh.read()
    spec = [
        entry("torch", "2.6.0+cpu", ["torch", "torchgen"],
              ["filelock", "typing-extensions>=4.10.0", "networkx", "jinja2", "fsspec", "sympy>=1.13.1"], TAG),
        {"dir": os.path.join(root, "whl", "typing-extensions"), "name": "typing_extensions", "version": "4.13.2",
         "files": {"typing_extensions.py": te}},
        entry("filelock", "3.18.0", ["filelock"]),
        entry("networkx", "3.2.1", ["networkx"]),
        entry("jinja2", "3.1.6", ["jinja2"], ["MarkupSafe>=2.0"]),
        entry("markupsafe", "2.1.5", ["markupsafe"], (), TAG),
        entry("fsspec", "2025.3.2", ["fsspec"]),
        entry("sympy", "1.13.3", ["sympy"], ["mpmath>=1.1.0,<1.4"]),
        entry("mpmath", "1.3.0", ["mpmath"]),
    ]
    os.makedirs(root, exist_ok=True)
    path = os.path.join(root, "real.json")
    with open(path, "w") as fh:
        json.dump(spec, fh)
    made = subprocess.run([PYTHON, MAKE, path], check=True, stdout=subprocess.PIPE, text=True).stdout.split()
    return sum(os.path.getsize(w) for w in made), len(made)


def server(root, throttle=None):
    args = [PYTHON, SERVER, root] + (["--throttle", str(throttle)] if throttle else [])
    p = subprocess.Popen(args, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    port = int(p.stdout.readline().split()[1])
    return p, "http://127.0.0.1:%d/whl" % port


def timed(args, watch_rss=False):
    start = time.monotonic()
    p = subprocess.Popen(args, env=ENV, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    peak = [0]

    def watch():
        while p.poll() is None:
            try:
                with open("/proc/%d/status" % p.pid) as fh:
                    for line in fh:
                        if line.startswith("VmHWM:"):
                            peak[0] = max(peak[0], int(line.split()[1]))
            except OSError:
                pass
            time.sleep(0.05)

    t = threading.Thread(target=watch) if watch_rss else None
    if t:
        t.start()
    _, err = p.communicate()
    if t:
        t.join()
    if p.returncode != 0:
        sys.exit("failed (exit %d): %s\n%s" % (p.returncode, " ".join(args), err.decode(errors="replace")[-3000:]))
    return time.monotonic() - start, peak[0] * 1024


def pip_install(work, name, index, packages):
    venv = os.path.join(work, name)
    cache = os.path.join(work, name + "-cache")
    start = time.monotonic()
    subprocess.run([PYTHON, "-m", "venv", venv], check=True, env=ENV)
    took, _ = timed([os.path.join(venv, "bin/python"), "-m", "pip", "install", "--no-input", "--cache-dir", cache,
                     "--index-url", index] + packages)
    return time.monotonic() - start, venv


def ours_install(work, name, index, packages, watch_rss=False, extra=()):
    venv = os.path.join(work, name)
    cache = os.path.join(work, name + "-cache")
    # An existing environment brings its own Python, as a user's second run would.
    python = [] if os.path.exists(venv) else ["--python", PYTHON]
    # --quick-check: the install's own check (import, devices, math) as before the whole verification
    # became the default; pip checks nothing, and torch.compile's first run would be measured too.
    took, peak = timed([CLI, "install", "--venv", venv] + python + ["--backend", "cpu", "--index-url", index,
                        "--cache-dir", cache, "--yes", "--quick-check"] + list(extra) + packages, watch_rss)
    return took, venv, peak


# This script runs as root in the build root, where the install compiles every package by default
# (an environment made by root is used by others); a user's install leaves it to the first imports.
AS_A_USER = ["--no-compile-bytecode"]
COMPILED = ["--compile-bytecode"]


def turns(work, label, index, packages, extra=AS_A_USER, compiled=None):
    """pip and ours take turns ROUNDS times on the same index: the medians, each round's times, the peak;
    with `compiled`, ours with those options takes a turn too (its times are returned last)."""
    pip_times, our_times, peaks, compiled_times = [], [], [], []
    pip_venv = None
    for r in range(ROUNDS):
        pip_t, pip_venv = pip_install(work, "pip-%s-%d" % (label, r), index, packages)
        our_t, _, peak = ours_install(work, "ours-%s-%d" % (label, r), index, packages, watch_rss=True, extra=extra)
        pip_times.append(pip_t)
        our_times.append(our_t)
        peaks.append(peak)
        if compiled:
            compiled_times.append(ours_install(work, "ours-compiled-%s-%d" % (label, r), index, packages,
                                               extra=compiled)[0])
    return pip_times, our_times, max(peaks), pip_venv, compiled_times


def print_rounds(label, pip_times, our_times):
    print("%s, each round (pip, ours, ratio): " % label +
          ", ".join("%.2f s / %.2f s = %.2f" % (a, b, b / a) for a, b in zip(pip_times, our_times)))


def main():
    work = tempfile.mkdtemp(prefix="bench-install-")
    try:
        if CASES in ("all", "real"):
            real_root = os.path.join(work, "real")
            size, count = real_wheels(real_root)
            real_server, real_index = server(real_root)
            pip_times, our_times, peak, _, compiled_times = turns(work, "real", real_index, ["torch"],
                                                                  compiled=COMPILED)
            real_server.stdin.close()
            real_server.wait()
            print("| case | pip | torch-setup-cli | ratio (ours ÷ pip) |")
            print("|---|---|---|---|")
            a, b, c = statistics.median(pip_times), statistics.median(our_times), statistics.median(compiled_times)
            print("| install torch 2.6.0+cpu and its %d dependencies (%.0f MB of real wheels), empty caches (median of %d) "
                  "| %.2f s | %.2f s | %.2f |" % (count - 1, size / 1e6, ROUNDS, a, b, b / a))
            print("| the same with every package compiled to bytecode (--compile-bytecode; the default as root) "
                  "| %.2f s | %.2f s | %.2f |" % (a, c, c / a))
            print("")
            print_rounds("Real wheel set", pip_times, our_times)
            print_rounds("Real wheel set, --compile-bytecode", pip_times, compiled_times)
            print("Peak resident memory of torch-setup-cli: %.1f MB" % (peak / 1e6))
            print("")
            if CASES == "real":
                return
        big_root = os.path.join(work, "big")
        n = 5
        each = int(GIB * (1 << 30) / n)
        big = wheels(big_root, "big", [each] * n)
        slow_root = os.path.join(work, "slow")
        slow = wheels(slow_root, "slow", [40 << 20, 5 << 20, 5 << 20, 5 << 20, 5 << 20])
        fast_server, fast_index = server(big_root)
        slow_server, slow_index = server(slow_root, 2_000_000)
        rows = []

        # The unthrottled case swings by a fifth from one run to the next on a shared 2-core machine
        # (pip's own time with it): pip and ours take turns, ROUNDS times each, and the medians count.
        pip_times, our_times, peaks = [], [], []
        for r in range(ROUNDS):
            pip_t, pip_venv = pip_install(work, "pip-big-%d" % r, fast_index, big)
            our_t, _, peak = ours_install(work, "ours-big-%d" % r, fast_index, big, watch_rss=True, extra=AS_A_USER)
            pip_times.append(pip_t)
            our_times.append(our_t)
            peaks.append(peak)
        peak = max(peaks)
        rows.append(("install %.2f GiB of wheels, unthrottled, empty caches (median of %d)" % (n * each / (1 << 30), ROUNDS),
                     statistics.median(pip_times), statistics.median(our_times)))

        pip_noop = statistics.median(timed([os.path.join(pip_venv, "bin/python"), "-m", "pip", "install", "--no-input",
                                            "--index-url", fast_index] + big)[0] for _ in range(5))
        our_noop = statistics.median(ours_install(work, "ours-big-0", fast_index, big, extra=AS_A_USER)[0] for _ in range(5))
        rows.append(("no-op on an up-to-date environment (median of 5)", pip_noop, our_noop))

        pip_slow, _ = pip_install(work, "pip-slow", slow_index, slow)
        our_slow, _, _ = ours_install(work, "ours-slow", slow_index, slow, extra=AS_A_USER)
        rows.append(("install 60 MiB at 2 MB/s per connection, empty caches", pip_slow, our_slow))

        for p in (fast_server, slow_server):
            p.stdin.close()
            p.wait()

        print("| case | pip | torch-setup-cli | ratio (ours ÷ pip) |")
        print("|---|---|---|---|")
        for name, a, b in rows:
            print("| %s | %.2f s | %.2f s | %.2f |" % (name, a, b, b / a))
        print("")
        print_rounds("Unthrottled", pip_times, our_times)
        print("Peak resident memory of torch-setup-cli during the unthrottled installs: %.1f MB" % (peak / 1e6))
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
