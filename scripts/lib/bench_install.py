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
        sys.exit("failed: %s\n%s" % (" ".join(args), err.decode(errors="replace")[-3000:]))
    return time.monotonic() - start, peak[0] * 1024


def pip_install(work, name, index, packages):
    venv = os.path.join(work, name)
    cache = os.path.join(work, name + "-cache")
    start = time.monotonic()
    subprocess.run([PYTHON, "-m", "venv", venv], check=True, env=ENV)
    took, _ = timed([os.path.join(venv, "bin/python"), "-m", "pip", "install", "--no-input", "--cache-dir", cache,
                     "--index-url", index] + packages)
    return time.monotonic() - start, venv


def ours_install(work, name, index, packages, watch_rss=False):
    venv = os.path.join(work, name)
    cache = os.path.join(work, name + "-cache")
    # An existing environment brings its own Python, as a user's second run would.
    python = [] if os.path.exists(venv) else ["--python", PYTHON]
    took, peak = timed([CLI, "install", "--venv", venv] + python + ["--backend", "cpu", "--index-url", index,
                        "--cache-dir", cache, "--yes"] + packages, watch_rss)
    return took, venv, peak


def main():
    work = tempfile.mkdtemp(prefix="bench-install-")
    try:
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
            our_t, _, peak = ours_install(work, "ours-big-%d" % r, fast_index, big, watch_rss=True)
            pip_times.append(pip_t)
            our_times.append(our_t)
            peaks.append(peak)
        peak = max(peaks)
        rows.append(("install %.2f GiB of wheels, unthrottled, empty caches (median of %d)" % (n * each / (1 << 30), ROUNDS),
                     statistics.median(pip_times), statistics.median(our_times)))

        pip_noop = statistics.median(timed([os.path.join(pip_venv, "bin/python"), "-m", "pip", "install", "--no-input",
                                            "--index-url", fast_index] + big)[0] for _ in range(5))
        our_noop = statistics.median(ours_install(work, "ours-big-0", fast_index, big)[0] for _ in range(5))
        rows.append(("no-op on an up-to-date environment (median of 5)", pip_noop, our_noop))

        pip_slow, _ = pip_install(work, "pip-slow", slow_index, slow)
        our_slow, _, _ = ours_install(work, "ours-slow", slow_index, slow)
        rows.append(("install 60 MiB at 2 MB/s per connection, empty caches", pip_slow, our_slow))

        for p in (fast_server, slow_server):
            p.stdin.close()
            p.wait()

        print("| case | pip | torch-setup-cli | ratio (ours ÷ pip) |")
        print("|---|---|---|---|")
        for name, a, b in rows:
            print("| %s | %.2f s | %.2f s | %.2f |" % (name, a, b, b / a))
        print("")
        print("Unthrottled, each round (pip, ours, ratio): " +
              ", ".join("%.2f s / %.2f s = %.2f" % (a, b, b / a) for a, b in zip(pip_times, our_times)))
        print("Peak resident memory of torch-setup-cli during the unthrottled installs: %.1f MB" % (peak / 1e6))
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
