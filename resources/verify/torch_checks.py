#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Torch Setup's verification script: checks that an installed PyTorch really works.

The installer runs this file with the Python of the virtual environment it has just filled and
reads what it prints. It needs nothing but the standard library and torch; torchvision,
torchaudio, triton, intel_extension_for_pytorch and torch_directml are used when they are there.
It runs on Python 3.9 and newer.

Invocation
----------
    python torch_checks.py [--only GROUPS] [--device DEV]... [--expect JSON] [--companions JSON]

--only GROUPS   comma list of groups, run in this order: import, devices, math, functions,
                compile (default: all). import.torch always runs first, listed or not; when it
                fails, every other check is reported as "skip" with the message
                "Not run because torch did not import."
--device DEV    may repeat (a comma list works too): cpu, cuda, xpu, mps, directml. "cuda" also
                covers ROCm builds, which PyTorch drives through torch.cuda. Default: cpu plus
                every accelerator PyTorch reports available (DirectML when torch_directml is
                installed). The CPU is always checked: it is the reference.
--expect JSON   what hardware detection found, as a JSON object:
                {"gpus": [{"vendor": "nvidia|amd|intel|apple", "name": "...",
                           "memory_bytes": N, "compute_capability": "8.9" or null,
                           "gfx": "gfx1100" or null}],
                 "platform": "cu130|cpu|rocm7.1|xpu|mps|directml|therock|ipex"}
                Optional. devices.list compares what PyTorch sees with it.
--companions JSON
                the compatibility matrix's "triton" list (package, platforms, kinds, torch_from,
                torch_to, requirement): the fix for a missing Triton names the one for this torch,
                platform and build. Optional.

Output
------
stdout carries nothing but JSON objects, one per line, UTF-8 (in fact ASCII: other characters
are \\u-escaped), flushed after each line. Anything else that Python code or native libraries
write to stdout is sent to stderr. Three kinds of line:

1. {"event": "start", "check": ID, "group": G, "device": D, "title": "...", "title_template": "...",
    "where": ...}
   (the title as in the result line, so a reader can show what runs) printed right before a check begins (also before one that is only reported as skipped), so
   that a reader enforcing a per-check timeout can name the check that hangs.
2. {"event": "result", "check": ID, "group": G, "device": D, "title": "...",
    "status": "pass"|"fail"|"skip", "duration_ms": float, "message": "...", "fix": "...",
    "message_text": {...}, "fix_text": {...} or null, "cause": CAUSE or null, "details": {...}}
   title: a sentence naming the check; also "title_template" (the title with "{where}" for the
   device) and "where" (the device's label, or null), from which the program translates it.
   message: one plain sentence for the user (for fail and skip: what went wrong or why it did
   not run; never a traceback). fix: what to do, for support staff, or "". message_text and
   fix_text: the same sentences as {"template": "... {name} ...", "args": {name: a value, or
   another such object}} (fix_text null when there is no fix), from which the program shows them
   in the user's language; the templates are the English texts given to T() or N() in this file.
   cause: a stable code, set on a failure where the reason is known; on a pass it
   flags a warning (then details["warning"] says what), see below. details: free-form JSON;
   "traceback" (a string) when an exception ended the check, "warnings" (Python warnings seen
   during the check), "max_abs_error" and "tolerance" on numeric checks.
3. {"event": "summary", "passed": n, "failed": n, "skipped": n, "torch": version or null}
   the last line.

D is the device name ("cpu", "cuda", "xpu", "mps", "directml") or null for a check that is not
tied to a device. Every float is finite: a NaN or infinity in details is written as a string.

Exit status: 0 once the summary line is printed, failures or not; 2 for bad arguments (the
reason on stderr, nothing on stdout).

Check IDs (stable)
------------------
import.torch                 torch imports; details: version, build ("cuda", "rocm", "xpu", "cpu",
                             "mps", "directml"), cuda_version, hip_version, xpu_version, debug,
                             python_version, python_executable, torch_file, accelerators.
import.companions            torchvision / torchaudio (and IPEX, torch-directml) import and match
                             torch's version and local tag (+cu130 ...); skip when none installed.
devices.list                 the devices PyTorch sees, compared with --expect.
devices.<D>                  a tensor on D, a tiny kernel, a synchronize.
math.<D>.elementwise         add, mul, exp, where with broadcasting.
math.<D>.reductions          sum, mean, max, argmax, std.
math.<D>.rng                 a seeded generator repeats itself; uniform values lie in [0, 1).
math.<D>.matmul.fp32         a 256x256 matrix product against a float64 CPU reference.
math.<D>.conv.fp32           conv2d on 1x3x32x32 against a float64 CPU reference.
math.<D>.matmul.fp16         as matmul.fp32 in float16 (skip where the device lacks it).
math.<D>.matmul.bf16         as matmul.fp32 in bfloat16 (skip where the device lacks it).
                             On the CPU, a float16/bfloat16 product that misses the tolerance
                             only as far as summing in that type gives (at most twice the
                             error of such sums, computed alongside) passes with the cause
                             low_precision_sums and details.low_precision_sums.
math.<D>.throughput          matmul speed; details: tflops, gflops, dtype, size, iterations and
                             seconds of the fastest of "runs" timed runs, fallbacks (the dtypes
                             that failed first). The message is in GFLOP/s below 1 TFLOP/s.
functions.<D>.sdpa           scaled_dot_product_attention against a float64 reference.
functions.<D>.nms            torchvision.ops.nms against a reference (skip without torchvision).
functions.torchaudio         torchaudio imports and computes (skip without torchaudio).
compile.<D>                  torch.compile (Inductor) against eager mode.

Cause codes
-----------
import.torch          torch_missing, dependency_missing, library_missing, library_mismatch,
                      import_failed
companions            companion_mismatch, dependency_missing (import.companions,
                      functions.<D>.nms, functions.torchaudio)
devices               cpu_build_on_gpu_machine, build_mismatch, no_device_visible,
                      kfd_permission, driver_too_old, no_driver, device_not_in_build
any check on a GPU    no_kernel_image, out_of_memory, driver_too_old, wrong_result
compile.<D>           no_cpp_compiler, no_python_headers, no_triton, compile_failed
math.cpu.matmul.*     low_precision_sums (a pass: the CPU adds up 16-bit products in 16 bits)
anywhere              unexpected_error (an exception that none of the above explains)

A pass carries a cause on math.cpu.matmul.* (low_precision_sums, above) and on devices.list, as a
warning: count_mismatch (PyTorch sees fewer
GPUs than hardware detection found), build_mismatch (the installer chose "cpu" but an
accelerator build is installed), or, when --expect does not say that the PC has a GPU for the
installed build, the reason that build sees none (no_device_visible, kfd_permission,
driver_too_old, no_driver). A skip always has cause null.

Environment
-----------
TORCH_SETUP_VERIFY_CXX   when set, Inductor is told to use this C++ compiler
                         (torch._inductor.config.cpp.cxx = (value,), and CXX on Windows) and its
                         FX graph cache is off; tests point it at a missing compiler to provoke
                         the no_cpp_compiler failure.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import importlib
import importlib.util
import json
import math
import os
import platform
import re
import shutil
import subprocess
import sys
import sysconfig
import time
import traceback
import warnings
from typing import Any, Callable, Dict, List, NamedTuple, Optional, Sequence, Tuple


# ----------------------------------------------------------------------------------------------
# Sentences the program can translate
# ----------------------------------------------------------------------------------------------

class Text(str):
    """A sentence for the user: the English text (it is a str) that also keeps its template and
    arguments, so that the program can show it in the user's language. Every literal given to T()
    or N() is listed for translators by the project's data-texts script; an argument is either a
    plain value (a name, a number, a version: shown as it is) or another Text (translated too)."""

    template: str
    args: Dict[str, Any]

    def as_json(self) -> Dict[str, Any]:
        return {"template": self.template,
                "args": {k: v.as_json() if isinstance(v, Text) else str(v) for k, v in self.args.items()}}


def T(template: str, **args: Any) -> Text:
    """The sentence template with {name} arguments filled in (in English), keeping both."""
    text = Text(template.format(**{k: str(v) for k, v in args.items()}) if args else template)
    text.template = template
    text.args = args
    return text


def N(text: str) -> str:
    """Marks a literal as a text for translators without changing it (for tables of texts)."""
    return text


def joined(parts: Sequence[str], separator: str = " ") -> Text:
    """Sentences (or phrases) one after another; each keeps its own translation."""
    parts = [p for p in parts if p]
    return T(separator.join("{p%d}" % i for i in range(len(parts))),
             **{"p%d" % i: p for i, p in enumerate(parts)})


def text_json(text: str) -> Any:
    """The template form of a Text for the protocol; None for a plain string."""
    return text.as_json() if isinstance(text, Text) else None


GROUPS = ("import", "devices", "math", "functions", "compile")
DEVICES = ("cpu", "cuda", "xpu", "mps", "directml")
NO_TORCH_MESSAGE = N("Not run because torch did not import.")
CXX_OVERRIDE_ENV = "TORCH_SETUP_VERIFY_CXX"

# Which GPU vendor each accelerator build serves.
BUILD_VENDOR = {"cuda": "nvidia", "rocm": "amd", "xpu": "intel", "mps": "apple"}
BUILD_DESCRIPTION = {
    "cuda": N("the build for NVIDIA GPUs"),
    "rocm": N("the build for AMD GPUs"),
    "xpu": N("the build for Intel GPUs"),
    "mps": N("the build for Apple GPUs"),
    "directml": N("the CPU build with DirectML for GPUs"),
    "cpu": N("the CPU-only build"),
}
# The oldest driver branch that runs each CUDA major version (minor version compatibility).
MIN_NVIDIA_DRIVER = {"13": "580", "12": "525", "11": "450"}
GPU_VISIBILITY_ENV = {
    "cuda": ("CUDA_VISIBLE_DEVICES",),
    "rocm": ("HIP_VISIBLE_DEVICES", "ROCR_VISIBLE_DEVICES", "CUDA_VISIBLE_DEVICES",
             "GPU_DEVICE_ORDINAL"),
    "xpu": ("ZE_AFFINITY_MASK", "ONEAPI_DEVICE_SELECTOR"),
}


# ----------------------------------------------------------------------------------------------
# Outcomes and the check record
# ----------------------------------------------------------------------------------------------

class Outcome:
    """How a check ended: status, a sentence for the user, a fix for support, a cause code."""

    __slots__ = ("status", "message", "fix", "cause", "details")

    def __init__(self, status: str, message: str, fix: str = "", cause: Optional[str] = None,
                 details: Optional[Dict[str, Any]] = None) -> None:
        self.status = status
        self.message = message
        self.fix = fix
        self.cause = cause
        self.details = dict(details or {})


def passed(message: str, details: Optional[Dict[str, Any]] = None, cause: Optional[str] = None,
           fix: str = "") -> Outcome:
    return Outcome("pass", message, fix, cause, details)


def failed(message: str, fix: str = "", cause: Optional[str] = None,
           details: Optional[Dict[str, Any]] = None) -> Outcome:
    return Outcome("fail", message, fix, cause, details)


def skipped(message: str, details: Optional[Dict[str, Any]] = None) -> Outcome:
    return Outcome("skip", message, "", None, details)


class CheckStop(Exception):
    """Ends a check early with a prepared outcome (a skip or an explained failure)."""

    def __init__(self, outcome: Outcome) -> None:
        super().__init__(outcome.message)
        self.outcome = outcome


class Check(NamedTuple):
    id: str
    group: str
    device: Optional[str]
    title: str
    run: Callable[["Context"], Outcome]
    # The title before the device was put in ("... on {where}.") and the device's label, so the
    # program can show the title in the user's language.
    template: str = ""
    where: str = ""


def device_check(check_id: str, group: str, dev: str, template: str, label: str,
                 run: Callable[["Context"], Outcome]) -> "Check":
    return Check(check_id, group, dev, template.format(where=label), run, template, label)


class Context:
    """What the checks share: the arguments, the torch module once imported, device probes."""

    def __init__(self, args: argparse.Namespace) -> None:
        self.groups: Tuple[str, ...] = args.only
        self.requested_devices: List[str] = args.device
        self.expect: Optional[Dict[str, Any]] = args.expect
        self.companions: List[Dict[str, Any]] = getattr(args, "companions", [])
        self.torch: Any = None
        self.directml: Any = None
        self.build: Optional[str] = None
        self.accelerators: List[str] = []
        self.probes: Dict[str, Dict[str, Any]] = {}

    @property
    def devices(self) -> List[str]:
        chosen = self.requested_devices or self.accelerators
        return ["cpu"] + [d for d in DEVICES if d != "cpu" and d in chosen]

    @property
    def expected_gpus(self) -> List[Dict[str, Any]]:
        gpus = (self.expect or {}).get("gpus") or []
        return [g for g in gpus if isinstance(g, dict)]

    @property
    def expected_platform(self) -> Optional[str]:
        value = (self.expect or {}).get("platform")
        return value.strip().lower() if isinstance(value, str) and value.strip() else None


# ----------------------------------------------------------------------------------------------
# Output
# ----------------------------------------------------------------------------------------------

def json_safe(value: Any) -> Any:
    """Turns a value into something json.dumps writes as strict JSON (no NaN, no objects)."""
    if value is None or isinstance(value, (bool, int, str)):
        return value
    if isinstance(value, float):
        return value if math.isfinite(value) else repr(value)
    if isinstance(value, dict):
        return {str(k): json_safe(v) for k, v in value.items()}
    if isinstance(value, (list, tuple, set)):
        return [json_safe(v) for v in value]
    return str(value)


class Protocol:
    """Writes protocol lines to the real stdout."""

    def __init__(self, stream: Any) -> None:
        self._stream = stream

    def emit(self, record: Dict[str, Any]) -> None:
        line = json.dumps(json_safe(record), ensure_ascii=True, allow_nan=False)
        self._stream.write(line + "\n")
        self._stream.flush()


def claim_stdout() -> Any:
    """Keeps file descriptor 1 for the protocol and points everything else at stderr.

    Native libraries and compiler subprocesses write to descriptor 1 directly, so redirecting
    sys.stdout alone would not keep their output out of the protocol.
    """
    try:
        sys.stdout.flush()
        protocol_fd = os.dup(1)
        os.dup2(2, 1)
        stream = os.fdopen(protocol_fd, "w", encoding="utf-8", newline="\n")
    except (OSError, ValueError, AttributeError):
        stream = sys.stdout
    sys.stdout = sys.stderr
    return stream


# ----------------------------------------------------------------------------------------------
# Small helpers
# ----------------------------------------------------------------------------------------------

def first_line(text: str, limit: int = 300) -> str:
    for line in str(text).splitlines():
        line = line.strip()
        if line:
            return line if len(line) <= limit else line[: limit - 3] + "..."
    return ""


def exception_chain(exc: BaseException, follow_context: bool = True) -> List[BaseException]:
    """The exception and those it wraps (explicit causes, Dynamo's inner_exception, context)."""
    chain: List[BaseException] = []
    current: Optional[BaseException] = exc
    while current is not None and current not in chain and len(chain) < 12:
        chain.append(current)
        inner = getattr(current, "inner_exception", None)
        if isinstance(inner, BaseException):
            current = inner
        elif current.__cause__ is not None:
            current = current.__cause__
        elif follow_context and not current.__suppress_context__:
            current = current.__context__
        else:
            current = None
    return chain


def describe_exception(exc: BaseException) -> str:
    """'Type: first line' of the exception that best explains exc (a wrapper's own first line
    such as "backend='inductor' raised:" says nothing)."""
    chosen = exc
    for candidate in exception_chain(exc, follow_context=False):
        chosen = candidate
        line = first_line(str(candidate))
        if line and not line.endswith(":"):
            break
    line = first_line(str(chosen))
    return type(chosen).__name__ + (": " + line if line else "")


def error_text(exc: Optional[BaseException], extra: Sequence[str] = (), lower: bool = True) -> str:
    """Messages of the whole exception chain plus extra text (lower-cased), for matching."""
    parts = list(extra)
    if exc is not None:
        for item in exception_chain(exc):
            parts.append(type(item).__name__)
            parts.append(str(item))
    text = "\n".join(parts)
    return text.lower() if lower else text


def format_traceback(exc: BaseException) -> str:
    return "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))


def upper_first(text: str) -> str:
    return text[:1].upper() + text[1:]


def module_installed(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):
        return False


def import_module(name: str) -> Any:
    """importlib.import_module that also turns a library's sys.exit() into an exception."""
    try:
        return importlib.import_module(name)
    except SystemExit as exc:
        raise ImportError("importing %s ended the program (exit status %s)" % (name, exc.code))


def version_tuple(version: str) -> Tuple[int, ...]:
    numbers = re.match(r"(\d+(?:\.\d+)*)", version or "")
    return tuple(int(n) for n in numbers.group(1).split(".")) if numbers else ()


def local_tag(version: str) -> Optional[str]:
    return version.split("+", 1)[1] if version and "+" in version else None


def cpu_name() -> str:
    if sys.platform.startswith("linux"):
        try:
            with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as handle:
                for line in handle:
                    if line.lower().startswith("model name"):
                        return line.split(":", 1)[1].strip()
        except OSError:
            pass
    elif sys.platform == "darwin":
        try:
            brand = subprocess.run(["sysctl", "-n", "machdep.cpu.brand_string"],
                                   capture_output=True, text=True, timeout=5).stdout.strip()
            if brand:
                return brand
        except (OSError, subprocess.SubprocessError):
            pass
    return platform.processor() or platform.machine() or "CPU"


def linux_distribution() -> str:
    """'debian', 'fedora', 'arch', 'suse' or '' from /etc/os-release."""
    try:
        with open("/etc/os-release", encoding="utf-8", errors="replace") as handle:
            text = handle.read().lower()
    except OSError:
        return ""
    ids = " ".join(re.findall(r"^(?:id|id_like)=\"?([^\"\n]*)", text, flags=re.M))
    for family, names in (("debian", ("debian", "ubuntu")), ("fedora", ("fedora", "rhel", "centos")),
                          ("arch", ("arch",)), ("suse", ("suse",))):
        if any(name in ids for name in names):
            return family
    return ""


def pip_command(package: str) -> str:
    return '"%s" -m pip install "%s"' % (sys.executable, package)


# ----------------------------------------------------------------------------------------------
# Devices: labels, probes, resolution
# ----------------------------------------------------------------------------------------------

DEVICE_LABELS = {"cpu": "the CPU", "cuda": "the GPU (CUDA)", "rocm": "the GPU (ROCm)",
                 "xpu": "the Intel GPU (XPU)", "mps": "the Apple GPU (MPS)", "directml": "the GPU (DirectML)"}


def device_label(ctx: Context, dev: str) -> str:
    if dev == "cuda" and ctx.build == "rocm":
        return T(DEVICE_LABELS["rocm"])
    return T(DEVICE_LABELS[dev]) if dev in DEVICE_LABELS else dev


def build_description(build: Optional[str]) -> str:
    return T(BUILD_DESCRIPTION[build]) if build in BUILD_DESCRIPTION else str(build)


def recorded(callable_: Callable[[], Any], messages: List[str]) -> Any:
    """Calls callable_, appending its warnings and any error text to messages; None on error."""
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            return callable_()
        except Exception as exc:  # the probe reports, it does not fail
            messages.append(str(exc))
            return None
        finally:
            messages.extend(str(w.message) for w in caught)


def probe_cuda(ctx: Context) -> Dict[str, Any]:
    """What torch.cuda (CUDA or ROCm) sees; memoised."""
    if "cuda" in ctx.probes:
        return ctx.probes["cuda"]
    torch = ctx.torch
    info: Dict[str, Any] = {"available": False, "count": 0, "devices": [], "messages": []}
    if ctx.build in ("cuda", "rocm"):
        messages: List[str] = info["messages"]
        info["available"] = bool(recorded(torch.cuda.is_available, messages))
        if info["available"]:
            info["count"] = int(recorded(torch.cuda.device_count, messages) or 0)
            info["arch_list"] = recorded(torch.cuda.get_arch_list, messages) or []
            for index in range(info["count"]):
                props = recorded(functools.partial(torch.cuda.get_device_properties, index),
                                 messages)
                if props is None:
                    continue
                entry = {"index": index, "name": props.name,
                         "memory_bytes": int(getattr(props, "total_memory", 0))}
                if ctx.build == "rocm":
                    entry["gfx"] = (getattr(props, "gcnArchName", "") or "").split(":")[0] or None
                else:
                    entry["compute_capability"] = "%d.%d" % (props.major, props.minor)
                info["devices"].append(entry)
        else:
            # is_available() hides the reason; init() raises it ("driver too old", ...).
            recorded(torch.cuda.init, messages)
        info["messages"] = list(dict.fromkeys(m.strip() for m in messages if m.strip()))
    ctx.probes["cuda"] = info
    return info


def probe_xpu(ctx: Context) -> Dict[str, Any]:
    if "xpu" in ctx.probes:
        return ctx.probes["xpu"]
    xpu = getattr(ctx.torch, "xpu", None)
    info: Dict[str, Any] = {"available": False, "count": 0, "devices": [], "messages": []}
    if xpu is not None and ctx.build == "xpu":
        messages: List[str] = info["messages"]
        info["available"] = bool(recorded(xpu.is_available, messages))
        if info["available"]:
            info["count"] = int(recorded(xpu.device_count, messages) or 0)
            for index in range(info["count"]):
                props = recorded(functools.partial(xpu.get_device_properties, index), messages)
                if props is not None:
                    info["devices"].append({"index": index, "name": getattr(props, "name", "?"),
                                            "memory_bytes": int(getattr(props, "total_memory", 0))})
    ctx.probes["xpu"] = info
    return info


def probe_mps(ctx: Context) -> Dict[str, Any]:
    if "mps" in ctx.probes:
        return ctx.probes["mps"]
    backend = getattr(getattr(ctx.torch, "backends", None), "mps", None)
    info: Dict[str, Any] = {"built": False, "available": False, "count": 0, "messages": []}
    if backend is not None:
        info["built"] = bool(recorded(backend.is_built, info["messages"]))
        info["available"] = bool(recorded(backend.is_available, info["messages"]))
        info["count"] = 1 if info["available"] else 0
        if sys.platform == "darwin":
            info["macos_version"] = platform.mac_ver()[0]
    ctx.probes["mps"] = info
    return info


def probe_directml(ctx: Context) -> Dict[str, Any]:
    if "directml" in ctx.probes:
        return ctx.probes["directml"]
    dml = ctx.directml
    info: Dict[str, Any] = {"installed": dml is not None, "available": False, "count": 0,
                            "devices": [], "messages": []}
    if dml is not None:
        messages: List[str] = info["messages"]
        info["count"] = int(recorded(dml.device_count, messages) or 0)
        info["available"] = info["count"] > 0
        for index in range(info["count"]):
            name = recorded(functools.partial(dml.device_name, index), messages)
            info["devices"].append({"index": index, "name": name})
    ctx.probes["directml"] = info
    return info


PROBES = {"cuda": probe_cuda, "xpu": probe_xpu, "mps": probe_mps, "directml": probe_directml}


def accelerator_for_build(build: Optional[str]) -> Optional[str]:
    """The --device name that serves a build kind."""
    return {"cuda": "cuda", "rocm": "cuda", "xpu": "xpu", "mps": "mps",
            "directml": "directml"}.get(build or "")


def visibility_env(build: str) -> Dict[str, str]:
    return {name: os.environ[name] for name in GPU_VISIBILITY_ENV.get(build, ()) if name in os.environ}


def diagnose_missing_accelerator(ctx: Context, build: str) -> Outcome:
    """Why an accelerator build sees no device, as a failed outcome with cause and fix."""
    dev = accelerator_for_build(build) or "cuda"
    probe = PROBES[dev](ctx)
    text = "\n".join(probe.get("messages", [])).lower()
    hidden = visibility_env(build)
    details: Dict[str, Any] = {"messages": probe.get("messages", []), "visibility_env": hidden}
    hints: List[str] = []

    if build == "rocm" and sys.platform.startswith("linux") and not os.path.exists("/dev/dxg"):
        kfd = "/dev/kfd"
        render_nodes = [os.path.join("/dev/dri", n) for n in sorted(os.listdir("/dev/dri"))
                        if n.startswith("renderD")] if os.path.isdir("/dev/dri") else []
        details["kfd"] = {"exists": os.path.exists(kfd),
                          "accessible": os.access(kfd, os.R_OK | os.W_OK)}
        details["render_nodes"] = {n: os.access(n, os.R_OK | os.W_OK) for n in render_nodes}
        no_render_access = render_nodes and not any(details["render_nodes"].values())
        if (os.path.exists(kfd) and not os.access(kfd, os.R_OK | os.W_OK)) or no_render_access:
            return failed(
                T("PyTorch cannot use the AMD GPU because your user account is not allowed to "
                  "access it."),
                T("Add your user to the render and video groups: {command}, then log out and in "
                  "({kfd} or {render} is not readable and writable for this user).",
                  command="sudo usermod -aG render,video $USER", kfd=kfd, render="/dev/dri/renderD*"),
                "kfd_permission", details)
        if not os.path.exists(kfd):
            hints.append(T("{file} does not exist: the {driver} kernel driver is not loaded",
                           file=kfd, driver="amdgpu"))

    if "insufficient" in text or "too old" in text:
        found = re.search(r"found version (\d+)", text)
        if found:
            details["driver_version"] = found.group(1)
        branch = None
        if build == "cuda":
            cuda = getattr(ctx.torch.version, "cuda", None) or ""
            branch = MIN_NVIDIA_DRIVER.get(cuda.split(".")[0])
        if branch:
            fix = T("Update the NVIDIA driver (CUDA {cuda} needs driver {branch} or newer), restart "
                    "the computer, and run verification again; or install the older build the "
                    "installer offers for this driver.", cuda=cuda, branch=branch)
        else:
            fix = T("Update the graphics driver, restart the computer, and run verification again; "
                    "or install the older build the installer offers for this driver.")
        return failed(T("The graphics driver is too old for this PyTorch build."), fix,
                      "driver_too_old", details)

    if build == "cuda" and ("found no nvidia driver" in text or "no nvidia driver" in text):
        return failed(
            T("PyTorch cannot use the NVIDIA GPU because no NVIDIA driver is installed."),
            T("Install the NVIDIA driver for this GPU ({tool} must work), restart, and run "
              "verification again.", tool="nvidia-smi"),
            "no_driver", details)

    for name, value in hidden.items():
        if value.strip() in ("", "-1") or "nodevfiles" in value.lower():
            hints.append(T("{variable} is set to {value}, which hides every GPU",
                           variable=name, value=repr(value)))
        else:
            hints.append(T("{variable} is set to {value}, which limits the GPUs PyTorch may use",
                           variable=name, value=repr(value)))
    if build == "cuda" and sys.platform.startswith("linux") and not os.path.exists("/dev/nvidiactl"):
        hints.append(T("{file} does not exist: the {driver} kernel driver is not loaded",
                       file="/dev/nvidiactl", driver="NVIDIA"))
    if build == "mps" and probe.get("macos_version"):
        hints.append(T("macOS {version}; MPS needs macOS 12.3 or newer on a Mac with a Metal GPU",
                       version=probe["macos_version"]))
    if build == "directml" and not probe.get("installed"):
        hints.append(T("{package} is not installed", package="torch_directml"))
    details["hints"] = [str(h) for h in hints]

    tool = {"cuda": "nvidia-smi", "rocm": "rocm-smi", "xpu": "xpu-smi / clinfo"}.get(build)
    fix_parts: List[str] = []
    if hidden:
        fix_parts.append(T("Unset {variables}, or set each to the number of the GPU to use.",
                           variables=", ".join(sorted(hidden))))
    if tool:
        fix_parts.append(T("Check that the GPU driver is installed and working ({tool} must list "
                           "the GPU), restart after a driver update, and run verification again.",
                           tool=tool))
    else:
        fix_parts.append(T("Check that the GPU driver is installed and working, restart after a "
                           "driver update, and run verification again."))
    if hints:
        fix_parts.append(T("What was found: {hints}.", hints=joined(hints, "; ")))
    message = {
        "cuda": N("PyTorch was built for NVIDIA GPUs but cannot see any."),
        "rocm": N("PyTorch was built for AMD GPUs but cannot see any."),
        "xpu": N("PyTorch was built for Intel GPUs but cannot see any."),
        "mps": N("PyTorch was built for Apple GPUs but cannot see any."),
    }.get(build, N("PyTorch was built for GPUs but cannot see any."))
    return failed(T(message), joined(fix_parts), "no_device_visible", details)


def device_problem(ctx: Context, dev: str) -> Optional[Outcome]:
    """None when dev is usable, else a failed outcome that says why."""
    if dev == "cpu":
        return None
    build = ctx.build
    serves = {"cuda": ("cuda", "rocm"), "xpu": ("xpu",), "mps": ("mps",),
              "directml": ("directml",)}[dev]
    if dev == "directml" and ctx.directml is not None:
        serves = (build,)
    if build not in serves:
        discrete = [g for g in ctx.expected_gpus if g.get("vendor") in ("nvidia", "amd")]
        what = {"cuda": "CUDA / ROCm", "xpu": "Intel XPU", "mps": "Apple MPS",
                "directml": "DirectML"}[dev]
        cause = "cpu_build_on_gpu_machine" if build == "cpu" and discrete else "device_not_in_build"
        if dev == "directml":
            message = T("This PyTorch installation has no DirectML support ({package} is not "
                        "installed), so it cannot use {where}.", package="torch_directml",
                        where=device_label(ctx, dev))
        else:
            message = T("This PyTorch installation has no {support} support, so it cannot use "
                        "{where}.", support=what, where=device_label(ctx, dev))
        return failed(message,
                      T("Reinstall PyTorch with the installer and keep the build it recommends "
                        "for this PC (installed: {build}, torch {version}).",
                        build=build_description(build), version=ctx.torch.__version__),
                      cause, {"build": build})
    probe = PROBES[dev](ctx)
    if not probe.get("available") or not probe.get("count"):
        return diagnose_missing_accelerator(ctx, build)
    return None


def torch_device(ctx: Context, dev: str) -> Any:
    if dev == "directml":
        return ctx.directml.device()
    return ctx.torch.device(dev)


def use_device(ctx: Context, dev: str) -> Any:
    """The torch.device for dev, or a skip when devices.<dev> would fail."""
    problem = device_problem(ctx, dev)
    if problem is not None:
        raise CheckStop(skipped(T("Not run because {where} is not usable (see the check {check}).",
                                  where=device_label(ctx, dev), check="devices." + dev),
                                {"reason": problem.message, "cause": problem.cause}))
    return torch_device(ctx, dev)


def synchronize(ctx: Context, dev: str, tensor: Any = None) -> None:
    torch = ctx.torch
    if dev == "cuda":
        torch.cuda.synchronize()
    elif dev == "xpu":
        torch.xpu.synchronize()
    elif dev == "mps":
        torch.mps.synchronize()
    elif dev == "directml" and tensor is not None:
        tensor.reshape(-1)[0].item()


def device_name(ctx: Context, dev: str) -> str:
    torch = ctx.torch
    try:
        if dev == "cuda":
            return torch.cuda.get_device_name(0)
        if dev == "xpu":
            return torch.xpu.get_device_name(0)
        if dev == "directml":
            return ctx.directml.device_name(0)
        if dev == "mps":
            return T("the Apple GPU")
    except Exception:  # a name is cosmetic
        pass
    if dev == "cpu":
        return T("the CPU ({name})", name=cpu_name())
    return device_label(ctx, dev)


def gpu_architecture(ctx: Context, dev: str) -> Dict[str, Any]:
    """Name, capability or gfx target of GPU 0 and the architectures the build carries."""
    torch = ctx.torch
    info: Dict[str, Any] = {}
    if dev != "cuda":
        return info
    try:
        props = torch.cuda.get_device_properties(0)
        info["name"] = props.name
        if ctx.build == "rocm":
            info["gfx"] = (getattr(props, "gcnArchName", "") or "").split(":")[0]
        else:
            info["compute_capability"] = "%d.%d" % (props.major, props.minor)
    except Exception:
        pass
    try:
        info["arch_list"] = torch.cuda.get_arch_list()
    except Exception:
        pass
    return info


def diagnose_runtime_error(ctx: Context, dev: Optional[str], exc: BaseException,
                           seen_warnings: Sequence[str]) -> Optional[Outcome]:
    """Recognises the classic device failures in an exception; None when it is none of them."""
    text = error_text(exc, seen_warnings)
    details: Dict[str, Any] = {"error": describe_exception(exc)}
    if ("no kernel image is available" in text or "invalid device function" in text
            or "nobinaryforgpu" in text or "no binary for gpu" in text
            or "is not compatible with the current pytorch installation" in text):
        arch = gpu_architecture(ctx, dev or "")
        details.update(arch)
        name = arch.get("name")
        if not name:
            message = T("This PyTorch build contains no code for this GPU.")
            needs = None
        elif arch.get("compute_capability"):
            message = T("This PyTorch build contains no code for your {gpu} (compute capability "
                        "{capability}).", gpu=name, capability=arch["compute_capability"])
            needs = "sm_" + arch["compute_capability"].replace(".", "")
        elif arch.get("gfx"):
            message = T("This PyTorch build contains no code for your {gpu} ({gfx}).",
                        gpu=name, gfx=arch["gfx"])
            needs = arch["gfx"]
        else:
            message = T("This PyTorch build contains no code for your {gpu}.", gpu=name)
            needs = None
        carried = ", ".join(arch.get("arch_list") or [])
        if carried and needs:
            first = T("The installed build supports {carried} but this GPU needs {needs}.",
                      carried=carried, needs=needs)
        else:
            first = T("The installed build has no code for this GPU's architecture.")
        if ctx.build == "rocm":
            then = T("Reinstall PyTorch with the build the installer recommends for this GPU; "
                     "an AMD GPU outside ROCm's list may also need the installer's {variable} "
                     "override.", variable="HSA_OVERRIDE_GFX_VERSION")
        else:
            then = T("Reinstall PyTorch with the build the installer recommends for this GPU.")
        return failed(message, joined([first, then]), "no_kernel_image", details)
    if "out of memory" in text:
        return failed(
            T("This check ran out of memory on {where}.", where=device_label(ctx, dev or "cpu")),
            T("Close other programs that use the GPU (games, other AI tools) and run verification "
              "again; {tools} shows what holds the memory.", tools="nvidia-smi / rocm-smi"),
            "out_of_memory", details)
    if "driver version is insufficient" in text or "driver on your system is too old" in text:
        return failed(T("The graphics driver is too old for this PyTorch build."),
                      T("Update the graphics driver, restart, and run verification again."),
                      "driver_too_old", details)
    return None


# ----------------------------------------------------------------------------------------------
# Numeric comparison
# ----------------------------------------------------------------------------------------------

def tolerance(dtype_name: str, k: int) -> Tuple[float, float]:
    """(rtol, atol) for a result that sums k products in dtype."""
    root = math.sqrt(max(k, 1))
    if dtype_name == "float32":
        return 1e-4, 1e-5 * root
    return 2e-2, 2e-2 * root


def compare(torch: Any, name: str, result: Any, reference: Any, rtol: float,
            atol: float) -> Dict[str, Any]:
    """Compares a device result with a float64 CPU reference by torch.allclose."""
    got = result.detach().to("cpu").to(torch.float64)
    reference = reference.detach().to("cpu").to(torch.float64)
    finite = bool(torch.isfinite(got).all().item())
    if tuple(got.shape) != tuple(reference.shape):
        return {"name": name, "ok": False, "max_abs_error": math.inf, "finite": finite,
                "tolerance": {"rtol": rtol, "atol": atol},
                "shape": [list(got.shape), list(reference.shape)]}
    max_abs = float((got - reference).abs().max().item()) if got.numel() else 0.0
    ok = finite and bool(torch.allclose(got, reference, rtol=rtol, atol=atol))
    return {"name": name, "ok": ok, "max_abs_error": max_abs, "finite": finite,
            "tolerance": {"rtol": rtol, "atol": atol}}


def judge(comparisons: List[Dict[str, Any]], what: str, where: str, good: str,
          extra: Optional[Dict[str, Any]] = None,
          good_args: Optional[Dict[str, Any]] = None) -> Outcome:
    """what: the computation, for "{what} on {where} gave wrong results"; good: the passing
    sentence, a template with {where} and good_args."""
    """Turns a list of comparisons into an outcome with max_abs_error and tolerance."""
    def excess(c: Dict[str, Any]) -> float:
        tol = c["tolerance"]["atol"] + c["tolerance"]["rtol"]
        return c["max_abs_error"] / tol if math.isfinite(c["max_abs_error"]) else math.inf

    worst = max(comparisons, key=excess)
    details = dict(extra or {})
    details.update({
        "max_abs_error": worst["max_abs_error"], "tolerance": worst["tolerance"],
        "comparisons": {c["name"]: {k: v for k, v in c.items() if k != "name"}
                        for c in comparisons},
    })
    bad = [c["name"] for c in comparisons if not c["ok"]]
    if not bad:
        return passed(T(good, where=where, **(good_args or {})), details)
    if any(not c["finite"] for c in comparisons):
        message = T("{what} on {where} gave wrong results: invalid numbers (NaN or infinity) "
                    "from {parts}.", what=what, where=where, parts=", ".join(bad))
    else:
        message = T("{what} on {where} gave wrong results: {parts} off by up to {error}.",
                    what=what, where=where, parts=", ".join(bad), error="%.3g" % max(
                        c["max_abs_error"] for c in comparisons if not c["ok"]))
    return failed(message, wrong_result_fix(where), "wrong_result", details)


def wrong_result_fix(where: str) -> str:
    if where == DEVICE_LABELS["cpu"]:
        return T("PyTorch computes wrong numbers on the CPU, which points at a damaged "
                 "installation: reinstall PyTorch; if it persists, send this report to support.")
    return T("Update the graphics driver, restart, and run verification again. If it persists, "
             "this PyTorch build does not handle this GPU correctly: try the build the installer "
             "recommends and send this report to support.")


def seeded_randn(torch: Any, shape: Sequence[int], seed: int) -> Any:
    generator = torch.Generator().manual_seed(seed)
    return torch.randn(*shape, generator=generator, dtype=torch.float32)


@contextlib.contextmanager
def exact_float32(torch: Any) -> Any:
    """Turns TF32 off for the duration, so float32 checks measure float32."""
    saved = []
    for owner_path in ("backends.cuda.matmul", "backends.cudnn", "backends.mkldnn"):
        owner = torch
        for part in owner_path.split("."):
            owner = getattr(owner, part, None)
        if owner is None or not hasattr(owner, "allow_tf32"):
            continue
        try:
            saved.append((owner, owner.allow_tf32))
            owner.allow_tf32 = False
        except Exception:
            saved.pop()
    try:
        yield
    finally:
        for owner, value in saved:
            try:
                owner.allow_tf32 = value
            except Exception:
                pass


def unsupported_dtype(exc: BaseException) -> bool:
    text = error_text(exc)
    return any(marker in text for marker in (
        "not implemented for", "not supported", "not_supported", "unsupported",
        "notimplementederror",
        # "MPS BFloat16 is only supported on MacOS 14 or newer" (torch 2.3 and later on macOS 13)
        "is only supported on macos"))


# ----------------------------------------------------------------------------------------------
# Group import
# ----------------------------------------------------------------------------------------------

LIBRARY_NAME_PATTERNS = (
    re.compile(r"([\w.+-]+\.so(?:\.[\w.]+)?): cannot open shared object file", re.I),
    re.compile(r"library not loaded: (\S+)", re.I),
    re.compile(r"error loading \"([^\"]+)\"", re.I),
    re.compile(r"([\w.+-]+\.(?:dll|dylib))", re.I),
)


def missing_library_name(text: str) -> Optional[str]:
    for pattern in LIBRARY_NAME_PATTERNS:
        found = pattern.search(text)
        if found:
            return re.split(r"[\\/]", found.group(1))[-1]
    return None


def library_advice(library: Optional[str]) -> str:
    """What the library is and how to get it back."""
    low = (library or "").lower()
    cuda_major = re.search(r"\.so\.(\d+)|64_(\d+)\.dll", low)
    major = next((g for g in cuda_major.groups() if g), None) if cuda_major else None
    if low.startswith("libcuda.so") or low.startswith("nvcuda"):
        return T("It comes with the NVIDIA driver: install or repair the NVIDIA driver, restart, "
                 "and run verification again.")
    if re.match(r"(lib)?(cudart|cublas|cudnn|cufft|curand|cusolver|cusparse|nccl|nvrtc|nvjitlink|"
                r"cupti|nvtoolsext|cufile|nvshmem|nvrtc)", low):
        runtime = "CUDA %s" % major if major and low.startswith(
            ("libcudart", "libcublas", "libnvrtc", "cudart", "cublas")) else "CUDA"
        return T("It is one of NVIDIA's {runtime} libraries, which pip installs as {packages} "
                 "packages next to PyTorch; they are missing or belong to another CUDA version. "
                 "Reinstall PyTorch with the installer so that the matching {packages} packages "
                 "come back, and make sure {variable} does not point at another CUDA installation.",
                 runtime=runtime, packages="nvidia-*", variable="LD_LIBRARY_PATH")
    if re.match(r"(lib)?(amdhip64|hsa-runtime64|rocblas|miopen|hipblas|rocm|hiprtc|roctx|rccl|"
                r"hipsparse|hipfft|hiprand|rocsolver|rocfft|amd_comgr|hipsolver)", low):
        return T("It is part of AMD's ROCm runtime, which the ROCm build of PyTorch brings with "
                 "it. Reinstall PyTorch with the installer, and make sure {variable} does not "
                 "point at another ROCm installation.", variable="LD_LIBRARY_PATH")
    if re.match(r"(lib)?(gomp|omp|iomp5)", low):
        return T("It is the OpenMP runtime: install it with {apt} on Debian/Ubuntu or {dnf} on Fedora.",
                 apt="`sudo apt install libgomp1`", dnf="`sudo dnf install libgomp`")
    if re.match(r"(lib)?(ze_loader|sycl|ur_|mkl|intlc|svml|imf|pti)", low):
        return T("It belongs to Intel's GPU runtime (Level Zero / oneAPI): install Intel's GPU "
                 "driver and reinstall PyTorch with the installer.")
    if sys.platform == "win32" or low.endswith(".dll"):
        return T("Install the latest Microsoft Visual C++ Redistributable (x64), restart, and run "
                 "verification again; if it persists, reinstall PyTorch with the installer.")
    return T("Reinstall PyTorch with the installer; if it persists, the system lacks this library.")


def diagnose_import_failure(exc: BaseException) -> Outcome:
    text = error_text(exc)
    details = {"error": describe_exception(exc), "traceback": format_traceback(exc),
               "python_executable": sys.executable, "sys_path": list(sys.path)}
    if os.environ.get("LD_LIBRARY_PATH"):
        details["LD_LIBRARY_PATH"] = os.environ["LD_LIBRARY_PATH"]
    missing = getattr(exc, "name", None) if isinstance(exc, ModuleNotFoundError) else None
    if missing == "torch":
        return failed(T("PyTorch is not installed in this Python environment."),
                      T("Install PyTorch again with the installer; the check ran {python}, which "
                        "has no torch package.", python=sys.executable),
                      "torch_missing", details)
    if missing and missing.startswith("torch."):
        return failed(T("PyTorch's installation is incomplete: part of it ({module}) is missing.",
                        module=missing),
                      T("Reinstall PyTorch with the installer. Also make sure the verifier does "
                        "not run inside a folder that contains a 'torch' folder of its own."),
                      "import_failed", details)
    if missing:
        return failed(T("PyTorch is installed but a Python package it needs ({module}) is missing.",
                        module=missing),
                      T("Install it into the environment: {command}, or reinstall PyTorch so that "
                        "pip brings its dependencies.", command=pip_command(missing.split(".")[0])),
                      "dependency_missing", details)
    if any(marker in text for marker in ("undefined symbol", "symbol not found", "version `glibc",
                                          "version `glibcxx", "procedure could not be found",
                                          "winerror 127")):
        return failed(T("PyTorch is installed but one of its libraries does not fit the others."),
                      T("A library from another version is being loaded ({error}). Reinstall "
                        "PyTorch with the installer and make sure {variable} does not point at "
                        "other CUDA, ROCm or PyTorch libraries.", error=first_line(str(exc)),
                        variable="LD_LIBRARY_PATH"),
                      "library_mismatch", details)
    if any(marker in text for marker in ("cannot open shared object file", "dll load failed",
                                          "library not loaded", "image not found",
                                          "error loading", "winerror 126", "winerror 1114")):
        library = missing_library_name(error_text(exc, lower=False))
        details["library"] = library
        if library:
            message = T("PyTorch is installed but cannot start because a library it needs "
                        "({library}) is missing.", library=library)
            first = T("{library} could not be loaded.", library=library)
        else:
            message = T("PyTorch is installed but cannot start because a library it needs is "
                        "missing.")
            first = T("A library PyTorch needs could not be loaded.")
        return failed(message, joined([first, library_advice(library)]), "library_missing",
                      details)
    return failed(T("PyTorch is installed but fails to load: {error}.",
                    error=describe_exception(exc)),
                  T("Reinstall PyTorch with the installer; if it persists, send this report to "
                    "support."), "import_failed", details)


def load_vendor_plugins(ctx: Context, details: Dict[str, Any]) -> None:
    """Imports IPEX and torch_directml when installed: they add the XPU and DirectML devices."""
    for module, key in (("intel_extension_for_pytorch", "ipex"), ("torch_directml", "directml")):
        if not module_installed(module):
            continue
        try:
            loaded = import_module(module)
        except Exception as exc:
            details[key + "_error"] = describe_exception(exc)
            continue
        details[key + "_version"] = getattr(loaded, "__version__", None)
        if key == "directml":
            ctx.directml = loaded


def detect_build(ctx: Context) -> str:
    torch = ctx.torch
    version = getattr(torch, "version", None)
    if getattr(version, "hip", None):
        return "rocm"
    if getattr(version, "cuda", None):
        return "cuda"
    xpu = getattr(torch, "xpu", None)
    if getattr(version, "xpu", None) or (xpu is not None and (
            recorded(getattr(xpu, "_is_compiled", lambda: False), [])
            or recorded(xpu.is_available, []))):
        return "xpu"
    mps = getattr(getattr(torch, "backends", None), "mps", None)
    if mps is not None and recorded(mps.is_built, []):
        return "mps"
    if ctx.directml is not None:
        return "directml"
    return "cpu"


def check_import_torch(ctx: Context) -> Outcome:
    try:
        torch = import_module("torch")
    except KeyboardInterrupt:
        raise
    except BaseException as exc:  # anything, even a SystemExit, means torch is unusable
        raise CheckStop(diagnose_import_failure(exc))
    ctx.torch = torch
    details: Dict[str, Any] = {}
    load_vendor_plugins(ctx, details)
    ctx.build = detect_build(ctx)
    serving = accelerator_for_build(ctx.build)
    for dev, probe in PROBES.items():
        if dev in (serving, "directml"):
            info = probe(ctx)
            if info.get("available") and info.get("count"):
                ctx.accelerators.append(dev)
    version = torch.version
    hip = getattr(version, "hip", None)
    details.update({
        "version": torch.__version__, "build": ctx.build,
        "cuda_version": getattr(version, "cuda", None), "hip_version": hip,
        "xpu_version": getattr(version, "xpu", None), "debug": bool(getattr(version, "debug", False)),
        "python_version": platform.python_version(), "python_executable": sys.executable,
        "torch_file": getattr(torch, "__file__", None), "platform": sys.platform,
        "machine": platform.machine(), "accelerators": ctx.accelerators,
    })
    runtime = {"cuda": "CUDA %s" % details["cuda_version"],
               "rocm": "ROCm %s" % ".".join((hip or "").split(".")[:2])}.get(ctx.build)
    if runtime:
        return passed(T("PyTorch {version} loads correctly; it is {build} ({runtime}).",
                        version=torch.__version__, build=build_description(ctx.build),
                        runtime=runtime), details)
    return passed(T("PyTorch {version} loads correctly; it is {build}.", version=torch.__version__,
                    build=build_description(ctx.build)), details)


def companion_expected_version(module: str, torch_version: str) -> Optional[str]:
    """The release line of a companion that goes with torch_version (2.6 -> torchvision 0.21)."""
    parts = version_tuple(torch_version)
    if len(parts) < 2 or parts[0] != 2:
        return None
    if module == "torchvision":
        return "0.%d" % (parts[1] + 15)
    if module in ("torchaudio", "intel_extension_for_pytorch"):
        return "2.%d" % parts[1]
    return None


def check_companions(ctx: Context) -> Outcome:
    torch_version = ctx.torch.__version__
    torch_tag = local_tag(torch_version)
    found: Dict[str, Dict[str, Any]] = {}
    problems: List[Outcome] = []
    notes: List[str] = []
    for module, label in (("torchvision", "torchvision"), ("torchaudio", "torchaudio"),
                          ("intel_extension_for_pytorch", "Intel Extension for PyTorch"),
                          ("torch_directml", "torch-directml")):
        if not module_installed(module):
            continue
        entry: Dict[str, Any] = {}
        found[module] = entry
        try:
            loaded = import_module(module)
        except Exception as exc:
            problem = companion_problem(ctx, label, exc, "load")
            entry.update(problem.details)
            problems.append(problem)
            continue
        version = str(getattr(loaded, "__version__", "") or "")
        entry["version"] = version
        expected = companion_expected_version(module, torch_version)
        if expected:
            entry["expected_version"] = expected + ".*"
        tag = local_tag(version)
        mismatch = None
        if module != "torch_directml" and torch_tag and tag and tag != torch_tag:
            mismatch = T("{package} {version} was built for a different PyTorch variant (+{tag}) "
                         "from the installed torch {torch}.", package=label, version=version, tag=tag,
                         torch=torch_version)
        elif expected and not version.startswith(expected + "."):
            note = T("{package} {version} does not belong to torch {torch} (expected "
                     "{expected}.*).", package=label, version=version, torch=torch_version,
                     expected=expected)
            if module == "intel_extension_for_pytorch":
                mismatch = note
            else:
                notes.append(note)
        if mismatch:
            entry["mismatch"] = str(mismatch).rstrip(".")
            problems.append(failed(
                mismatch,
                T("Reinstall {package} from the same index and variant as torch {torch} "
                  "({package} {expected}.*), e.g. by running the installer again.",
                  package=label, torch=torch_version, expected=expected or "?"),
                "companion_mismatch"))
    if not found:
        return skipped(T("Neither torchvision nor torchaudio is installed."))
    details: Dict[str, Any] = {"torch_version": torch_version, "companions": found}
    if notes:
        details["warning"] = " ".join(notes)
    if problems:
        causes = [p.cause for p in problems]
        return failed(joined([p.message for p in problems]), joined([p.fix for p in problems]),
                      "companion_mismatch" if "companion_mismatch" in causes else causes[0],
                      details)
    names = ", ".join("%s %s" % (m, e.get("version", "?")) for m, e in found.items())
    return passed(T("The packages next to PyTorch load and match it ({packages}).", packages=names),
                  details)


# ----------------------------------------------------------------------------------------------
# Group devices
# ----------------------------------------------------------------------------------------------

def platform_build(name: Optional[str]) -> Optional[str]:
    """The build kind a detection platform asks for: cu130 -> cuda, therock -> rocm, ..."""
    if not name:
        return None
    if re.fullmatch(r"cu\d+", name):
        return "cuda"
    if name.startswith("rocm") or name == "therock":
        return "rocm"
    if name in ("xpu", "ipex"):
        return "xpu"
    if name in ("mps", "directml", "cpu"):
        return name
    return None


def visible_devices(ctx: Context) -> List[Dict[str, Any]]:
    dev = accelerator_for_build(ctx.build)
    if dev is None:
        return []
    probe = PROBES[dev](ctx)
    if dev == "mps":
        return [{"index": 0, "name": "Apple GPU"}] if probe.get("available") else []
    return list(probe.get("devices", []))


def version_drift(ctx: Context, platform_name: str) -> Optional[str]:
    """A note when the runtime version differs from the one the installer chose."""
    version = ctx.torch.version
    wanted = None
    have = None
    if re.fullmatch(r"cu\d{3,}", platform_name) and getattr(version, "cuda", None):
        digits = platform_name[2:]
        wanted, have = "%s.%s" % (digits[:-1], digits[-1]), version.cuda
    elif platform_name.startswith("rocm") and getattr(version, "hip", None):
        wanted, have = platform_name[4:], ".".join(version.hip.split(".")[:2])
    if wanted and have and version_tuple(have)[:2] != version_tuple(wanted)[:2]:
        return "the installer chose %s but torch uses %s" % (platform_name, have)
    return None


def check_devices_list(ctx: Context) -> Outcome:
    build = ctx.build or "cpu"
    wanted_build = platform_build(ctx.expected_platform)
    gpus = ctx.expected_gpus
    discrete = [g for g in gpus if g.get("vendor") in ("nvidia", "amd")]
    details: Dict[str, Any] = {"build": build, "visible": visible_devices(ctx)}
    for dev, probe in PROBES.items():
        info = probe(ctx)
        if info.get("available") or info.get("messages") or accelerator_for_build(build) == dev:
            details[dev] = info
    if ctx.expect is not None:
        details["expected"] = ctx.expect
    visible = details["visible"]
    names = ", ".join(str(d.get("name")) for d in visible)

    if build == "cpu":
        if wanted_build not in (None, "cpu") or (wanted_build is None and discrete):
            gpu = (discrete or gpus or [{}])[0].get("name")
            if gpu:
                message = T("PyTorch was installed without GPU support, but this PC has a graphics "
                            "card it could use ({gpu}).", gpu=gpu)
            else:
                message = T("PyTorch was installed without GPU support, but this PC has a graphics "
                            "card it could use.")
            return failed(
                message,
                T("Reinstall PyTorch with the installer and keep the {backend} build it "
                  "recommends; pip installed the CPU-only build (torch {version}), e.g. because "
                  "another package pulled torch from PyPI or the wrong index URL was used.",
                  backend=ctx.expected_platform or "GPU", version=ctx.torch.__version__),
                "cpu_build_on_gpu_machine", details)
        message = T("This is the CPU-only build of PyTorch, so it uses no graphics card.")
        if wanted_build == "cpu" and discrete:
            message = joined([message, T("The installer chose the CPU build for this PC on purpose.")])
        return passed(message, details)

    if wanted_build not in (None, "cpu") and wanted_build != build:
        return failed(
            T("PyTorch was installed as {installed}, but this PC needs {needed}.",
              installed=build_description(build), needed=build_description(wanted_build)),
            T("Reinstall PyTorch with the installer and keep the {backend} build it recommends "
              "(installed: torch {version}).", backend=ctx.expected_platform,
              version=ctx.torch.__version__),
            "build_mismatch", details)

    warnings_: List[str] = []
    warning_cause: Optional[str] = None
    if wanted_build == "cpu":
        warnings_.append("the installer chose the CPU build but %s is installed"
                         % BUILD_DESCRIPTION[build])  # for support staff, in English
        warning_cause = "build_mismatch"
    vendor = BUILD_VENDOR.get(build)
    matching = [g for g in gpus if vendor is None or g.get("vendor") == vendor]

    if not visible:
        problem = diagnose_missing_accelerator(ctx, build)
        details.update(problem.details)
        if wanted_build == build or matching:
            problem.details = details
            return problem
        warnings_.append(problem.message.rstrip("."))
        details["warning"] = upper_first("; ".join(warnings_)) + ". " + problem.fix
        if ctx.expect is not None:
            message = T("PyTorch sees no GPU, and hardware detection found none for this build.")
        else:
            message = T("PyTorch sees no GPU (no hardware information was given to compare with).")
        return passed(message, details, cause=warning_cause or problem.cause)

    if ctx.expected_platform:
        drift = version_drift(ctx, ctx.expected_platform)
        if drift:
            warnings_.append(drift)
    if len(matching) > len(visible):
        warnings_.append("hardware detection found %d GPU(s) for this build but PyTorch sees %d"
                         % (len(matching), len(visible)))
        warning_cause = "count_mismatch"
    if len(visible) == 1:
        message = T("PyTorch sees 1 GPU: {names}.", names=names)
    else:
        message = T("PyTorch sees {count} GPUs: {names}.", count=len(visible), names=names)
    if warnings_:
        details["warning"] = upper_first("; ".join(warnings_)) + "."
        if warning_cause == "count_mismatch":
            message = T("PyTorch sees {count} of the {found} GPUs found on this PC: {names}.",
                        count=len(visible), found=len(matching), names=names)
    return passed(message, details, cause=warning_cause)


def tiny_kernel(ctx: Context, dev: str, device: Any) -> Dict[str, Any]:
    """Allocates on device, runs x + 1 (and a doubling), synchronises, checks the sum."""
    torch = ctx.torch
    x = torch.arange(1024, dtype=torch.float32, device=device)
    y = (x + 1) * 2
    synchronize(ctx, dev, y)
    total = float(y.sum().item())
    expected = 1024.0 * 1025.0
    return {"sum": total, "expected": expected, "ok": abs(total - expected) <= 1e-3 * expected}


def check_device(ctx: Context, dev: str) -> Outcome:
    torch = ctx.torch
    problem = device_problem(ctx, dev)
    if problem is not None:
        return problem
    label = device_label(ctx, dev)
    details: Dict[str, Any] = {"name": device_name(ctx, dev)}
    if dev == "cpu":
        details["threads"] = torch.get_num_threads()
    if dev in ("cuda", "xpu"):
        count = PROBES[dev](ctx)["count"]
        backend = getattr(torch, dev)
        results = []
        for index in range(count):
            try:
                run = tiny_kernel(ctx, dev, torch.device(dev, index))
                run["index"] = index
                results.append(run)
            except Exception as exc:
                if index == 0:
                    raise
                results.append({"index": index, "ok": False, "error": describe_exception(exc)})
        details["devices"] = results
        try:
            free, total = backend.mem_get_info(0)
            details.update({"memory_free_bytes": int(free), "memory_total_bytes": int(total)})
        except Exception:
            pass
        details.update(gpu_architecture(ctx, dev))
        if not results[0]["ok"]:
            return failed(T("A tiny computation on {where} gave a wrong result.", where=label),
                          wrong_result_fix(label), "wrong_result", details)
        broken = [r for r in results[1:] if not r["ok"]]
        if broken:
            details["warning"] = "GPU %s failed: %s" % (
                ", ".join(str(r["index"]) for r in broken),
                "; ".join(str(r.get("error", "wrong result")) for r in broken))
        return passed(T("PyTorch runs computations on {where} ({name}).", where=label,
                        name=details["name"]), details)
    run = tiny_kernel(ctx, dev, torch_device(ctx, dev))
    details.update(run)
    if not run["ok"]:
        return failed(T("A tiny computation on {where} gave a wrong result.", where=label),
                      wrong_result_fix(label), "wrong_result", details)
    if dev == "cpu":
        return passed(T("PyTorch runs computations on {where}.", where=details["name"]), details)
    if dev == "mps":  # its name is the label again
        return passed(T("PyTorch runs computations on {where}.", where=label), details)
    return passed(T("PyTorch runs computations on {where} ({name}).", where=label,
                    name=details["name"]), details)


# ----------------------------------------------------------------------------------------------
# Group math
# ----------------------------------------------------------------------------------------------

def check_elementwise(ctx: Context, dev: str) -> Outcome:
    torch = ctx.torch
    device = use_device(ctx, dev)
    a, b, c = (seeded_randn(torch, shape, seed) for shape, seed in
               (((64, 1), 1), ((1, 128), 2), ((64, 128), 3)))
    da, db, dc = (t.to(device) for t in (a, b, c))
    ra, rb, rc = (t.double() for t in (a, b, c))
    rtol, atol = tolerance("float32", 1)
    results = [
        ("add", da + db, ra + rb),
        ("mul", da * dc, ra * rc),
        ("exp", torch.exp(dc), torch.exp(rc)),
        ("where", torch.where(dc > 0, dc, da * db), torch.where(rc > 0, rc, ra * rb)),
    ]
    comparisons = [compare(torch, name, got, ref, rtol, atol) for name, got, ref in results]
    return judge(comparisons, T("Element-wise arithmetic"), device_label(ctx, dev),
                 N("Element-wise arithmetic with broadcasting is correct on {where}."))


def check_reductions(ctx: Context, dev: str) -> Outcome:
    torch = ctx.torch
    device = use_device(ctx, dev)
    x = seeded_randn(torch, (32, 256), 4)
    dx, rx = x.to(device), x.double()
    rtol, atol = tolerance("float32", x.shape[1])
    index = dx.argmax(dim=1).to("cpu")
    results = [
        ("sum", dx.sum(dim=1), rx.sum(dim=1)),
        ("total", dx.sum(), rx.sum()),
        ("mean", dx.mean(dim=1), rx.mean(dim=1)),
        ("max", dx.max(dim=1).values, rx.max(dim=1).values),
        # argmax is judged by the value it points at, so ties cannot fail the check.
        ("argmax", rx.gather(1, index.unsqueeze(1)).squeeze(1), rx.max(dim=1).values),
        ("std", dx.std(dim=1), rx.std(dim=1)),
    ]
    comparisons = [compare(torch, name, got, ref, rtol, atol) for name, got, ref in results]
    return judge(comparisons, T("Reductions"), device_label(ctx, dev),
                 N("Sums, means, maxima, argmax and standard deviations are correct on {where}."))


def check_rng(ctx: Context, dev: str) -> Outcome:
    torch = ctx.torch
    device = use_device(ctx, dev)
    label = device_label(ctx, dev)
    count = 10000

    def draw(seed: int, normal: bool = False) -> Tuple[Any, str]:
        sample = torch.randn if normal else torch.rand
        try:
            generator = torch.Generator(device=device)
        except Exception:  # some plug-in devices only have the global generator
            torch.manual_seed(seed)
            return sample(count, device=device).to("cpu"), "global seed"
        generator.manual_seed(seed)
        return sample(count, generator=generator, device=device).to("cpu"), "device generator"

    first, how = draw(1234)
    second, _ = draw(1234)
    other, _ = draw(4321)
    normal, _ = draw(1234, normal=True)
    low, high = float(first.min().item()), float(first.max().item())
    mean, std = float(first.double().mean().item()), float(first.double().std().item())
    n_mean, n_std = float(normal.double().mean().item()), float(normal.double().std().item())
    details = {"generator": how, "samples": count, "min": low, "max": high, "mean": mean,
               "std": std, "normal_mean": n_mean, "normal_std": n_std}
    problems = []
    # Reproducibility is bit-for-bit by design, so an exact comparison is right here.
    if not torch.equal(first, second):
        problems.append(T("the same seed gave different numbers"))
    if torch.equal(first, other):
        problems.append(T("different seeds gave the same numbers"))
    if not (low >= 0.0 and high < 1.0):
        problems.append(T("uniform numbers fell outside {range}", range="[0, 1)"))
    if abs(mean - 0.5) > 0.05 or abs(std - math.sqrt(1.0 / 12.0)) > 0.05:
        problems.append(T("uniform numbers are not spread evenly (mean {mean})", mean="%.3f" % mean))
    if abs(n_mean) > 0.1 or abs(n_std - 1.0) > 0.1:
        problems.append(T("normal numbers have mean {mean} and spread {spread}",
                          mean="%.3f" % n_mean, spread="%.3f" % n_std))
    if problems:
        return failed(T("The random number generator on {where} misbehaves: {problems}.",
                        where=label, problems=joined(problems, "; ")),
                      wrong_result_fix(label), "wrong_result", details)
    return passed(T("The random number generator on {where} is reproducible and well spread.",
                    where=label), details)


def matmul_check(ctx: Context, dev: str, dtype_name: str) -> Outcome:
    torch = ctx.torch
    device = use_device(ctx, dev)
    label = device_label(ctx, dev)
    size = 256
    dtype = getattr(torch, dtype_name)
    # Inputs are rounded to dtype first, so the reference sees the same numbers.
    a = seeded_randn(torch, (size, size), 5).to(dtype)
    b = seeded_randn(torch, (size, size), 6).to(dtype)
    try:
        with exact_float32(torch):
            result = torch.matmul(a.to(device), b.to(device))
            synchronize(ctx, dev, result)
    except Exception as exc:
        if dtype_name != "float32" and unsupported_dtype(exc):
            raise CheckStop(skipped(T("This PyTorch build cannot multiply {dtype} matrices on "
                                      "{where}.", dtype=dtype_name, where=label),
                                    {"error": describe_exception(exc)}))
        raise
    rtol, atol = tolerance(dtype_name, size)
    reference = a.double() @ b.double()
    comparison = compare(torch, "matmul", result, reference, rtol, atol)
    outcome = judge([comparison], T("Matrix multiplication in {dtype}", dtype=dtype_name), label,
                    N("Matrix multiplication in {dtype} is correct on {where}."),
                    {"dtype": dtype_name, "size": [size, size, size]}, {"dtype": dtype_name})
    if (outcome.status == "fail" and dev == "cpu" and comparison["finite"]
            and math.isfinite(comparison["max_abs_error"])):
        sums = low_precision_sums(torch, a, b, result, reference)
        if sums is not None:
            outcome.details["low_precision_sums"] = sums
            outcome.details["warning"] = (
                "%s matmul on this CPU adds up in %s, not in float32: max error %.3g and relative "
                "error %.3g, against %.3g and %.3g for sums in %s one product after another"
                % (dtype_name, dtype_name, comparison["max_abs_error"], sums["relative_error"],
                   sums["summed_max_abs_error"], sums["summed_relative_error"], dtype_name))
            return passed(T("Matrix multiplication in {dtype} on {where} is correct, but less "
                            "precise than usual with this PyTorch on this processor.",
                            dtype=dtype_name, where=label),
                          outcome.details, cause="low_precision_sums")
    return outcome


def low_precision_sums(torch: Any, a: Any, b: Any, result: Any,
                       reference: Any) -> Optional[Dict[str, Any]]:
    """Whether a CPU product that failed the float32-sum tolerance is what adding up in its own
    16-bit type gives (some CPU kernels without bfloat16 instructions do that). The same product
    is summed here in a's type, one product after another (each product exact in float32, each
    partial sum rounded to the type): the worst order a kernel would take. The result passes when
    its largest error and its overall (Frobenius) error are at most twice those of that sum; a
    blocked kernel's sums are more precise than that, and a wrong product (a row lost, one term
    of 256 left out, a result 5 % off, operands swapped) lies beyond. None when it does not pass.
    `result` has the reference's shape (the caller asks only after a finite comparison)."""
    summed = torch.zeros(a.shape[0], b.shape[1], dtype=a.dtype)
    left, right = a.float(), b.float()
    for i in range(a.shape[1]):
        summed = (summed.float() + left[:, i:i + 1] * right[i:i + 1, :]).to(a.dtype)
    got = result.detach().to("cpu").to(torch.float64)
    norm = float(reference.norm().item())
    if not norm > 0:
        return None

    def errors(x: Any) -> Tuple[float, float]:
        difference = x.to(torch.float64) - reference
        return float(difference.abs().max().item()), float(difference.norm().item()) / norm

    largest, relative = errors(got)
    summed_largest, summed_relative = errors(summed)
    if not (largest <= 2 * summed_largest and relative <= 2 * summed_relative):
        return None
    return {"relative_error": relative, "summed_max_abs_error": summed_largest,
            "summed_relative_error": summed_relative}


def check_conv(ctx: Context, dev: str) -> Outcome:
    torch = ctx.torch
    device = use_device(ctx, dev)
    conv2d = torch.nn.functional.conv2d
    image = seeded_randn(torch, (1, 3, 32, 32), 7)
    weight = seeded_randn(torch, (8, 3, 3, 3), 8)
    bias = seeded_randn(torch, (8,), 9)
    comparisons = []
    rtol, atol = tolerance("float32", 3 * 3 * 3)
    with exact_float32(torch):
        for name, kwargs in (("conv3x3", {"padding": 1}), ("conv3x3_stride2", {"stride": 2})):
            got = conv2d(image.to(device), weight.to(device), bias.to(device), **kwargs)
            ref = conv2d(image.double(), weight.double(), bias.double(), **kwargs)
            comparisons.append(compare(torch, name, got, ref, rtol, atol))
    return judge(comparisons, T("Convolution in float32"), device_label(ctx, dev),
                 N("Convolution in float32 is correct on {where}."), {"input": [1, 3, 32, 32]})


def time_matmul(ctx: Context, dev: str, device: Any, dtype: Any, sizes: Sequence[int],
                target_s: float) -> Dict[str, Any]:
    """Times square matrix products on device, about target_s in all. The size is the largest of
    sizes (ascending) whose product takes at most a twentieth of target_s, found by timing the
    products from the smallest size up. After a warm-up (threads, clocks, kernel choice), three
    runs of about a third of target_s each are timed and the fastest counts: on a busy machine
    other programs slow some runs, not the hardware. Each run's length follows the one before it,
    and no run starts once the check has taken four times target_s."""
    torch = ctx.torch
    started = time.perf_counter()

    def operands(size: int) -> Tuple[Any, Any]:
        a = torch.randn(size, size, device=device, dtype=dtype)
        b = torch.randn(size, size, device=device, dtype=dtype)
        run(a, b, 1)  # the first product sets up library handles, threads and kernel choice
        return a, b

    def run(a: Any, b: Any, repeats: int) -> float:
        synchronize(ctx, dev, a)
        start = time.perf_counter()
        out = None
        for _ in range(repeats):
            out = torch.matmul(a, b)
        synchronize(ctx, dev, out)
        return max(time.perf_counter() - start, 1e-9)

    index = 0
    a, b = operands(sizes[index])
    while True:
        # The time of one product: repeats double until they take a fiftieth of the target.
        repeats, seconds = 1, run(a, b, 1)
        while seconds < target_s / 50 and repeats < 4096:
            repeats *= 2
            seconds = run(a, b, repeats)
        per_call = seconds / repeats
        bigger = [i for i in range(index + 1, len(sizes))
                  if per_call * (sizes[i] / sizes[index]) ** 3 <= target_s / 20]
        if not bigger:
            break
        index = bigger[-1]
        a, b = operands(sizes[index])
    size = sizes[index]

    # The warm-up: a fifth of the target, so that clocks rise and caches fill.
    warm = max(1, int(0.2 * target_s / per_call))
    per_call = run(a, b, warm) / warm
    deadline = started + 4 * target_s
    best: Optional[Tuple[int, float]] = None
    runs = 0
    while runs < 3 and (best is None or time.perf_counter() < deadline):
        repeats = int(min(max(target_s / 3 / per_call, 1), 100000))
        seconds = run(a, b, repeats)
        runs += 1
        per_call = seconds / repeats
        if best is None or repeats / seconds > best[0] / best[1]:
            best = (repeats, seconds)
    repeats, seconds = best
    tflops = 2.0 * size ** 3 * repeats / seconds / 1e12
    return {"tflops": tflops, "gflops": tflops * 1e3, "size": size, "iterations": repeats,
            "seconds": seconds, "runs": runs}


def three_figures(value: float) -> str:
    """value with three significant figures, trailing zeros kept: 0.00375, 37.5, 918, 1.00;
    no exponent from 1000 on (2250)."""
    if not (value > 0 and math.isfinite(value)):
        return "0"
    rounded = float("%.3g" % value)
    return "%.*f" % (max(0, 2 - int(math.floor(math.log10(rounded)))), rounded)


def prefers_bfloat16(ctx: Context, dev: str) -> bool:
    """Whether the GPU multiplies bfloat16 matrices in hardware, as fast as float16: NVIDIA from
    compute capability 8.0 (Ampere), AMD with ROCm (but RDNA1/2 and GCN before CDNA, gfx9 and gfx10,
    where bfloat16 is emulated), Intel XPU."""
    torch = ctx.torch
    try:
        if dev == "xpu":
            return True
        if dev != "cuda":
            return False
        props = torch.cuda.get_device_properties(0)
        if ctx.build == "rocm" or getattr(torch.version, "hip", None):
            gfx = (getattr(props, "gcnArchName", "") or "").split(":")[0]
            return (not gfx.startswith(("gfx9", "gfx10"))
                    or gfx.startswith(("gfx908", "gfx90a", "gfx94", "gfx95")))
        return int(props.major) >= 8
    except Exception:  # a preference, not a check
        return False


def check_throughput(ctx: Context, dev: str) -> Outcome:
    torch = ctx.torch
    device = use_device(ctx, dev)
    if dev == "cpu":
        candidates: Tuple[str, ...] = ("float32",)
        sizes, target = (128, 192, 256, 384, 512, 768, 1024), 0.15
    else:
        # The precision the GPU is built for: bfloat16 where it has it in hardware, else float16.
        if prefers_bfloat16(ctx, dev):
            candidates = ("bfloat16", "float16", "float32")
        else:
            candidates = ("float16", "bfloat16", "float32")
        sizes, target = (512, 1024, 2048, 4096), 0.3
    fallbacks: Dict[str, str] = {}
    measured = None
    dtype_name = candidates[-1]
    for dtype_name in candidates:
        try:
            measured = time_matmul(ctx, dev, device, getattr(torch, dtype_name), sizes, target)
            break
        except Exception as exc:
            if dtype_name == candidates[-1]:
                raise
            fallbacks[dtype_name] = describe_exception(exc)
    assert measured is not None
    details = dict(measured, dtype=dtype_name, device_name=device_name(ctx, dev))
    if fallbacks:
        details["fallbacks"] = fallbacks
    if dev == "cuda":
        with contextlib.suppress(Exception):
            torch.cuda.empty_cache()
    # GFLOP/s below 1 TFLOP/s (after rounding), so that a CPU does not read "0.00375 TFLOP/s".
    gflops = three_figures(measured["gflops"])
    if float(gflops) < 1000:
        message = T("{gflops} GFLOP/s in {dtype} on {where}.", gflops=gflops, dtype=dtype_name,
                    where=details["device_name"])
    else:
        message = T("{tflops} TFLOP/s in {dtype} on {where}.",
                    tflops=three_figures(measured["tflops"]), dtype=dtype_name,
                    where=details["device_name"])
    return passed(message, details)


# ----------------------------------------------------------------------------------------------
# Group functions
# ----------------------------------------------------------------------------------------------

def reference_attention(torch: Any, q: Any, k: Any, v: Any, causal: bool) -> Any:
    scores = q @ k.transpose(-2, -1) / math.sqrt(q.shape[-1])
    if causal:
        keep = torch.ones(q.shape[-2], k.shape[-2], dtype=torch.bool).tril()
        scores = scores.masked_fill(~keep, float("-inf"))
    return torch.softmax(scores, dim=-1) @ v


def check_sdpa(ctx: Context, dev: str) -> Outcome:
    torch = ctx.torch
    if not hasattr(torch.nn.functional, "scaled_dot_product_attention"):
        return skipped(T("This PyTorch ({version}) has no scaled_dot_product_attention: it came with "
                         "PyTorch 2.0.", version=torch.__version__))
    device = use_device(ctx, dev)
    sdpa = torch.nn.functional.scaled_dot_product_attention
    q, k, v = (seeded_randn(torch, (2, 4, 64, 32), seed) for seed in (10, 11, 12))
    variants = [("float32", False), ("float32", True)]
    if dev not in ("cpu", "directml"):
        variants += [("float16", False), ("float16", True)]
    comparisons = []
    with exact_float32(torch):
        for dtype_name, causal in variants:
            dtype = getattr(torch, dtype_name)
            inputs = [t.to(dtype) for t in (q, k, v)]
            got = sdpa(*(t.to(device) for t in inputs), is_causal=causal)
            ref = reference_attention(torch, *(t.double() for t in inputs), causal)
            rtol, atol = (1e-4, 1e-4) if dtype_name == "float32" else (2e-2, 2e-2)
            name = "%s%s" % (dtype_name, "_causal" if causal else "")
            comparisons.append(compare(torch, name, got, ref, rtol, atol))
    return judge(comparisons, T("Attention (scaled_dot_product_attention)"), device_label(ctx, dev),
                 N("Attention (scaled_dot_product_attention) is correct on {where}."),
                 {"shape": [2, 4, 64, 32]})


def nms_boxes(torch: Any) -> Tuple[Any, Any]:
    """Clusters of boxes whose overlaps (IoU 0.82, 0.33, 0.25, 0) sit far from the 0.5 threshold."""
    rows = []
    for cluster in range(16):
        x, y = 40.0 * (cluster % 4), 40.0 * (cluster // 4)
        for shift in (0.0, 2.0, 12.0):
            rows.append([x + shift, y, x + shift + 20.0, y + 20.0])
    boxes = torch.tensor(rows, dtype=torch.float32)
    order = torch.randperm(len(rows), generator=torch.Generator().manual_seed(13))
    scores = torch.linspace(0.05, 0.95, len(rows))[order]
    return boxes, scores


def reference_nms(boxes: List[List[float]], scores: List[float], threshold: float) -> List[int]:
    order = sorted(range(len(scores)), key=lambda i: -scores[i])
    kept: List[int] = []
    for i in order:
        x1, y1, x2, y2 = boxes[i]
        keep = True
        for j in kept:
            a1, b1, a2, b2 = boxes[j]
            w, h = max(0.0, min(x2, a2) - max(x1, a1)), max(0.0, min(y2, b2) - max(y1, b1))
            inter = w * h
            union = (x2 - x1) * (y2 - y1) + (a2 - a1) * (b2 - b1) - inter
            if union > 0 and inter / union > threshold:
                keep = False
                break
        if keep:
            kept.append(i)
    return kept


PIP_NAMES = {"PIL": "pillow", "yaml": "pyyaml", "cv2": "opencv-python", "sklearn": "scikit-learn"}


def companion_problem(ctx: Context, module: str, exc: BaseException, doing: str,
                      where: str = "") -> Outcome:
    """Why a companion (torchvision, torchaudio, ...) fails: a missing dependency or a mismatch.
    doing: "load", "nms" (its nms on where) or "functions"."""
    details = {"error": describe_exception(exc), "traceback": format_traceback(exc)}
    missing = getattr(exc, "name", None) if isinstance(exc, ModuleNotFoundError) else None
    if missing and missing.split(".")[0] not in ("torch", module):
        package = PIP_NAMES.get(missing.split(".")[0], missing.split(".")[0])
        return failed(T("{module} is installed but cannot load because a package it needs "
                        "({package}) is missing.", module=module, package=package),
                      T("Install it into the environment: {command}.", command=pip_command(package)),
                      "dependency_missing", details)
    expected = companion_expected_version(module, ctx.torch.__version__)
    if doing == "nms":
        message = T("{module} is installed but its nms operation fails on {where}; it does not "
                    "match this PyTorch.", module=module, where=where)
    elif doing == "functions":
        message = T("{module} is installed but its functions fail; it does not match this "
                    "PyTorch.", module=module)
    else:
        message = T("{module} is installed but does not load; it does not match this PyTorch.",
                    module=module)
    return failed(
        message,
        T("Reinstall {module} from the same index and variant as torch {version} ({module} "
          "{expected}.*), e.g. by running the installer again. Error: {error}",
          module=module, version=ctx.torch.__version__, expected=expected or "?",
          error=describe_exception(exc)),
        "companion_mismatch", details)


def check_nms(ctx: Context, dev: str) -> Outcome:
    torch = ctx.torch
    if not module_installed("torchvision"):
        return skipped(T("{package} is not installed.", package="torchvision"))
    if dev == "directml":
        return skipped(T("torchvision has no DirectML version of non-maximum suppression."))
    device = use_device(ctx, dev)
    try:
        torchvision = import_module("torchvision")
    except Exception as exc:
        return companion_problem(ctx, "torchvision", exc, "load")
    boxes, scores = nms_boxes(torch)
    expected = reference_nms(boxes.tolist(), scores.tolist(), 0.5)
    try:
        kept = torchvision.ops.nms(boxes.to(device), scores.to(device), 0.5).to("cpu").tolist()
    except Exception as exc:
        diagnosed = diagnose_runtime_error(ctx, dev, exc, [])
        if diagnosed is not None:
            raise CheckStop(diagnosed)
        return companion_problem(ctx, "torchvision", exc, "nms", device_label(ctx, dev))
    details = {"torchvision": getattr(torchvision, "__version__", None), "boxes": len(scores),
               "kept": len(kept), "expected_kept": len(expected)}
    if kept != expected:
        details.update({"kept_indices": kept, "expected_indices": expected})
        fix = T("Reinstall torchvision from the same index and variant as torch {version}, e.g. by "
                "running the installer again; if it persists, send this report to support.",
                version=torch.__version__) if dev == "cpu" else wrong_result_fix(device_label(ctx, dev))
        return failed(T("torchvision's non-maximum suppression on {where} kept the wrong boxes.",
                        where=device_label(ctx, dev)), fix, "wrong_result", details)
    return passed(T("torchvision's non-maximum suppression works on {where}.",
                    where=device_label(ctx, dev)), details)


def reference_lfilter(signal: List[float], b: List[float], a: List[float]) -> List[float]:
    out: List[float] = []
    for n in range(len(signal)):
        acc = sum(b[i] * signal[n - i] for i in range(len(b)) if n - i >= 0)
        acc -= sum(a[i] * out[n - i] for i in range(1, len(a)) if n - i >= 0)
        out.append(acc / a[0])
    return out


def check_torchaudio(ctx: Context) -> Outcome:
    torch = ctx.torch
    if not module_installed("torchaudio"):
        return skipped(T("{package} is not installed.", package="torchaudio"))
    try:
        torchaudio = import_module("torchaudio")
        functional = import_module("torchaudio.functional")
    except Exception as exc:
        return companion_problem(ctx, "torchaudio", exc, "load")
    spectrum = (seeded_randn(torch, (4, 64), 14).abs() + 1e-3).double()
    comparisons = []
    try:
        got = functional.amplitude_to_DB(spectrum.float(), 10.0, 1e-10, 0.0)
        ref = 10.0 * torch.log10(torch.clamp(spectrum.float().double(), min=1e-10))
        comparisons.append(compare(torch, "amplitude_to_DB", got, ref, 1e-4, 1e-4))
        if hasattr(functional, "lfilter"):
            signal = (seeded_randn(torch, (256,), 15) * 0.1)
            b, a = [0.2, 0.3, 0.1], [1.0, -0.4, 0.1]
            got = functional.lfilter(signal, torch.tensor(a), torch.tensor(b), clamp=False)
            ref = torch.tensor(reference_lfilter(signal.double().tolist(), b, a),
                               dtype=torch.float64)
            comparisons.append(compare(torch, "lfilter", got, ref, 1e-4, 1e-5))
    except Exception as exc:
        return companion_problem(ctx, "torchaudio", exc, "functions")
    return judge(comparisons, T("torchaudio's functions"), device_label(ctx, "cpu"),
                 N("torchaudio {version} computes correctly on {where}."),
                 {"torchaudio": getattr(torchaudio, "__version__", None)},
                 {"version": getattr(torchaudio, "__version__", "?")})


# ----------------------------------------------------------------------------------------------
# Group compile
# ----------------------------------------------------------------------------------------------

def make_compile_probe(torch: Any) -> Callable[[Any, Any], Any]:
    gelu = torch.nn.functional.gelu

    def probe(x: Any, w: Any) -> Any:
        hidden = gelu(x @ w + 0.25)
        return hidden.sum(dim=-1) * 0.5 + torch.tanh(hidden).mean()

    return probe


def inductor_compilers(torch: Any) -> List[str]:
    """The C++ compilers Inductor will try, in order."""
    if sys.platform == "win32":
        return [os.environ.get("CXX") or "cl"]
    try:
        configured = torch._inductor.config.cpp.cxx
    except Exception:
        configured = None
    items = configured if isinstance(configured, (list, tuple)) else (configured,)
    names = [str(item) for item in items if item]
    return names or [os.environ.get("CXX") or ("clang++" if sys.platform == "darwin" else "g++")]


def python_headers() -> Dict[str, Any]:
    include = sysconfig.get_paths().get("include") or ""
    header = os.path.join(include, "Python.h")
    return {"path": header, "present": os.path.isfile(header)}


def compiler_fix() -> str:
    if sys.platform == "win32":
        return T("Install the Visual Studio Build Tools with the \"Desktop development with C++\" "
                 "workload and run the installer again from a shell where {compiler} is on PATH "
                 "(Developer PowerShell).", compiler="cl.exe")
    if sys.platform == "darwin":
        return T("Install Apple's command line tools: {command}.", command="`xcode-select --install`")
    headers = "python%d.%d-dev" % sys.version_info[:2]
    commands = {
        "debian": ("Debian/Ubuntu", "`sudo apt install build-essential %s`" % headers),
        "fedora": ("Fedora", "`sudo dnf install gcc-c++ python3-devel`"),
        "arch": ("Arch", "`sudo pacman -S base-devel`"),
        "suse": ("openSUSE", "`sudo zypper install gcc-c++ python3-devel`"),
    }
    family = linux_distribution()
    chosen = [commands[family]] if family in commands else [commands["debian"], commands["fedora"]]
    return T("Install a C++ compiler and Python's headers: {commands}.",
             commands=joined([T("on {system} {command}", system=name, command=command)
                              for name, command in chosen], "; "))


def headers_fix() -> str:
    if sys.platform.startswith("linux"):
        family = linux_distribution()
        dev = "python%d.%d-dev" % sys.version_info[:2]
        options = {"debian": ("Debian/Ubuntu", "`sudo apt install %s`" % dev),
                   "fedora": ("Fedora", "`sudo dnf install python3-devel`")}
        chosen = [options[family]] if family in options else list(options.values())
        return T("Install Python's development headers: {commands}.",
                 commands=joined([T("on {system} {command}", system=name, command=command)
                                  for name, command in chosen], "; "))
    return T("Python's development headers are missing from {python}: reinstall Python from "
             "python.org or use the installer's portable Python.", python=sys.executable)


def triton_requirement() -> Optional[str]:
    """The triton distribution torch declares (e.g. 'triton==3.2.0'), if any."""
    try:
        from importlib import metadata
        requirements = metadata.requires("torch") or []
    except Exception:
        return None
    for requirement in requirements:
        found = re.match(r"\s*([A-Za-z0-9_.-]*triton[A-Za-z0-9_.-]*)\s*(==\s*[^;\s]+)?",
                         requirement)
        if found:
            return found.group(1) + (found.group(2) or "").replace(" ", "")
    return None


def platform_id() -> str:
    """This computer as the compatibility matrix names platforms: linux-x86_64, windows-x86_64, ..."""
    system = {"win32": "windows", "darwin": "macos"}.get(sys.platform, sys.platform)
    machine = platform.machine().lower()
    machine = {"amd64": "x86_64", "x64": "x86_64", "arm64": "arm64" if system == "macos" else "aarch64",
               "aarch64": "aarch64"}.get(machine, machine)
    return "%s-%s" % (system, machine)


def companion_requirement(ctx: Context) -> Optional[str]:
    """The Triton companion the compatibility matrix names for this torch, platform and build
    (passed with --companions), e.g. 'triton-windows>=3.6,<3.7'; None when none applies."""
    here = platform_id()
    torch_minor = version_tuple(ctx.torch.__version__)[:2]
    for rule in ctx.companions:
        if here not in rule.get("platforms", []) or ctx.build not in rule.get("kinds", [ctx.build]):
            continue
        start = version_tuple(rule.get("torch_from", ""))[:2]
        end = version_tuple(rule.get("torch_to", ""))[:2]
        if start and torch_minor < start:
            continue
        if end and torch_minor > end:
            continue
        return rule.get("requirement")
    return None


def triton_fix(ctx: Context) -> str:
    wanted = triton_requirement() or companion_requirement(ctx)
    if not wanted:
        if ctx.build == "rocm":
            wanted = "pytorch-triton-rocm"
        elif ctx.build == "xpu":
            wanted = "pytorch-triton-xpu"
        elif sys.platform == "win32":
            return T("Install triton-windows in the version made for torch {version} (its releases "
                     "follow torch's: see the triton-windows project), or let the installer repair "
                     "the environment, which brings the right one.", version=ctx.torch.__version__)
        else:
            wanted = "triton"
    return T("Install the Triton package that matches torch {version}: {command}.",
             version=ctx.torch.__version__, command=pip_command(wanted))


@contextlib.contextmanager
def inductor_settings(torch: Any) -> Any:
    """Applies TORCH_SETUP_VERIFY_CXX, if set, for the duration of a compile check."""
    override = os.environ.get(CXX_OVERRIDE_ENV)
    if not override:
        yield
        return
    saved_cxx = os.environ.get("CXX")
    if sys.platform == "win32":
        os.environ["CXX"] = override
    try:
        with torch._inductor.config.patch({"cpp.cxx": (override,), "fx_graph_cache": False}):
            yield
    finally:
        if sys.platform == "win32":
            if saved_cxx is None:
                os.environ.pop("CXX", None)
            else:
                os.environ["CXX"] = saved_cxx


def diagnose_compile_failure(ctx: Context, dev: str, exc: BaseException,
                             seen_warnings: Sequence[str], compilers: List[str]) -> Outcome:
    text = error_text(exc, seen_warnings)
    names = [type(e).__name__ for e in exception_chain(exc)]
    headers = python_headers()
    details: Dict[str, Any] = {
        "error": describe_exception(exc), "traceback": format_traceback(exc),
        "compilers": {name: shutil.which(name) for name in compilers},
        "python_headers": headers,
    }
    if ("InvalidCxxCompiler" in names or "no working c++ compiler" in text
            or re.search(r"compiler: \S+ is not found", text)
            or "failed to find c compiler" in text):
        c_compiler = "failed to find c compiler" in text
        found = any(details["compilers"].values()) and not c_compiler
        if c_compiler:
            message = T("torch.compile needs a C compiler (for Triton), which is not installed on "
                        "this computer.")
        elif found:
            message = T("torch.compile needs a C++ compiler ({compilers}), which does not work.",
                        compilers=", ".join(compilers))
        else:
            message = T("torch.compile needs a C++ compiler ({compilers}), which is not installed "
                        "on this computer.", compilers=", ".join(compilers))
        return failed(message, compiler_fix(), "no_cpp_compiler", details)
    if "python.h" in text or ("cppcompileerror" in text and not headers["present"]):
        return failed(T("torch.compile needs Python's development headers ({file}), which are "
                        "not installed.", file="Python.h"), headers_fix(), "no_python_headers",
                      details)
    if ("no module named 'triton'" in text or "cannot find a working triton" in text
            or ("triton" in text and "modulenotfounderror" in text)):
        return failed(T("torch.compile on {where} needs Triton, which is not installed.",
                        where=device_label(ctx, dev)), triton_fix(ctx), "no_triton", details)
    diagnosed = diagnose_runtime_error(ctx, dev, exc, seen_warnings)
    if diagnosed is not None:
        diagnosed.details.update(details)
        return diagnosed
    return failed(T("torch.compile failed on {where}: {error}.", where=device_label(ctx, dev),
                    error=describe_exception(exc)),
                  T("torch.compile is optional: models still run without it. Send this report to "
                    "support so the cause can be looked at."), "compile_failed", details)


def check_compile(ctx: Context, dev: str) -> Outcome:
    torch = ctx.torch
    label = device_label(ctx, dev)
    if not hasattr(torch, "compile"):
        return skipped(T("torch.compile came with PyTorch 2.0; this environment has {version}. A newer "
                         "build brings it.", version=torch.__version__))
    if dev == "directml":
        return skipped(T("torch.compile does not support DirectML."))
    if dev == "mps" and version_tuple(torch.__version__)[:2] < (2, 6):
        return skipped(T("torch.compile on Apple GPUs needs PyTorch 2.6 or newer."))
    device = use_device(ctx, dev)
    compilers = inductor_compilers(torch)
    if dev in ("cuda", "xpu") and not module_installed("triton"):
        return failed(T("torch.compile on {where} needs Triton, which is not installed.", where=label),
                      triton_fix(ctx), "no_triton", {"compilers": compilers})
    probe = make_compile_probe(torch)
    x = seeded_randn(torch, (64, 128), 16).to(device)
    w = (seeded_randn(torch, (128, 32), 17) / math.sqrt(128)).to(device)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            with inductor_settings(torch), exact_float32(torch):
                compilers = inductor_compilers(torch)
                torch._dynamo.reset()
                compiled = torch.compile(probe, backend="inductor", fullgraph=True)
                started = time.perf_counter()
                got = compiled(x, w)
                synchronize(ctx, dev, got)
                compile_s = time.perf_counter() - started
                expected = probe(x, w)
        except Exception as exc:
            raise CheckStop(diagnose_compile_failure(
                ctx, dev, exc, [str(c.message) for c in caught], compilers))
        finally:
            with contextlib.suppress(Exception):
                torch._dynamo.reset()
    rtol, atol = tolerance("float32", 128)
    comparison = compare(torch, "compiled_vs_eager", got, expected.double().to("cpu"), rtol, atol)
    details = {"compile_seconds": compile_s, "compilers": compilers,
               "override": os.environ.get(CXX_OVERRIDE_ENV)}
    return judge([comparison], "torch.compile", label,
                 N("torch.compile (Inductor) gives the same results as eager mode on {where}."),
                 details)


# ----------------------------------------------------------------------------------------------
# The registry
# ----------------------------------------------------------------------------------------------

IMPORT_TORCH = Check("import.torch", "import", None, "PyTorch can be imported.",
                     check_import_torch)

DEVICE_CHECKS: Dict[str, Tuple[Tuple[str, str, Callable[[Context, str], Outcome]], ...]] = {
    "math": (
        ("elementwise", "Element-wise arithmetic is correct on {where}.", check_elementwise),
        ("reductions", "Sums, means, maxima and standard deviations are correct on {where}.",
         check_reductions),
        ("rng", "The random number generator is reproducible on {where}.", check_rng),
        ("matmul.fp32", "Matrix multiplication in float32 is correct on {where}.",
         functools.partial(matmul_check, dtype_name="float32")),
        ("conv.fp32", "Convolution in float32 is correct on {where}.", check_conv),
        ("matmul.fp16", "Matrix multiplication in float16 is correct on {where}.",
         functools.partial(matmul_check, dtype_name="float16")),
        ("matmul.bf16", "Matrix multiplication in bfloat16 is correct on {where}.",
         functools.partial(matmul_check, dtype_name="bfloat16")),
        ("throughput", "Matrix multiplication speed on {where}.", check_throughput),
    ),
    "functions": (
        ("sdpa", "Attention (scaled_dot_product_attention) is correct on {where}.", check_sdpa),
        ("nms", "torchvision's non-maximum suppression works on {where}.", check_nms),
    ),
}


def bind(run: Callable[[Context, str], Outcome], dev: str) -> Callable[[Context], Outcome]:
    return lambda ctx: run(ctx, dev)


def import_group(ctx: Context) -> List[Check]:
    return [Check("import.companions", "import", None,
                  "torchvision and torchaudio load and match PyTorch.", check_companions)]


def devices_group(ctx: Context) -> List[Check]:
    checks = [Check("devices.list", "devices", None,
                    "PyTorch sees the graphics cards this PC has.", check_devices_list)]
    for dev in ctx.devices:
        checks.append(device_check("devices." + dev, "devices", dev, "PyTorch can run a small computation on {where}.",
                                   device_label(ctx, dev), bind(check_device, dev)))
    return checks


def per_device_group(group: str) -> Callable[[Context], List[Check]]:
    def build(ctx: Context) -> List[Check]:
        checks = []
        for dev in ctx.devices:
            for suffix, title, run in DEVICE_CHECKS[group]:
                checks.append(device_check("%s.%s.%s" % (group, dev, suffix), group, dev, title,
                                           device_label(ctx, dev), bind(run, dev)))
        if group == "functions":
            checks.append(Check("functions.torchaudio", group, None,
                                "torchaudio loads and computes correctly.", check_torchaudio))
        return checks
    return build


def compile_group(ctx: Context) -> List[Check]:
    return [device_check("compile." + dev, "compile", dev, "torch.compile works on {where}.", device_label(ctx, dev),
                         bind(check_compile, dev))
            for dev in ctx.devices]


GROUP_BUILDERS: Dict[str, Callable[[Context], List[Check]]] = {
    "import": import_group,
    "devices": devices_group,
    "math": per_device_group("math"),
    "functions": per_device_group("functions"),
    "compile": compile_group,
}


def plan_checks(ctx: Context) -> List[Check]:
    checks: List[Check] = []
    for group in GROUPS:
        if group in ctx.groups:
            checks.extend(GROUP_BUILDERS[group](ctx))
    return checks


# ----------------------------------------------------------------------------------------------
# Running
# ----------------------------------------------------------------------------------------------

def outcome_from_exception(ctx: Context, check: Check, exc: BaseException,
                           seen_warnings: Sequence[str]) -> Outcome:
    outcome = None
    if ctx.torch is not None:
        try:
            outcome = diagnose_runtime_error(ctx, check.device, exc, seen_warnings)
        except Exception:  # diagnosing must never hide the original error
            outcome = None
    if outcome is None:
        outcome = failed(T("The check stopped with an unexpected error: {error}.",
                           error=describe_exception(exc).rstrip(".")),
                         T("Send this report to support; the details hold the full error."),
                         "unexpected_error", {"error": describe_exception(exc)})
    outcome.details["traceback"] = format_traceback(exc)
    return outcome


def start_record(check: Check) -> Dict[str, Any]:
    return {"event": "start", "check": check.id, "group": check.group, "device": check.device,
            "title": check.title, "title_template": check.template or check.title, "where": check.where or None}


def result_record(check: Check, outcome: Outcome, duration_ms: float) -> Dict[str, Any]:
    return {"event": "result", "check": check.id, "group": check.group, "device": check.device,
            "title": check.title, "title_template": check.template or check.title, "where": check.where or None,
            "status": outcome.status, "duration_ms": round(duration_ms, 3),
            "message": outcome.message, "message_text": text_json(outcome.message),
            "fix": outcome.fix, "fix_text": text_json(outcome.fix), "cause": outcome.cause,
            "details": outcome.details}


def run_check(ctx: Context, check: Check, protocol: Protocol) -> Outcome:
    protocol.emit(start_record(check))
    started = time.perf_counter()
    seen: List[str] = []
    try:
        with warnings.catch_warnings(record=True) as caught:
            warnings.simplefilter("always")
            try:
                outcome = check.run(ctx)
            finally:
                seen = list(dict.fromkeys(first_line(str(w.message)) for w in caught))
    except CheckStop as stop:
        outcome = stop.outcome
    except KeyboardInterrupt:
        raise
    except BaseException as exc:  # a check must never end the run, not even by SystemExit
        outcome = outcome_from_exception(ctx, check, exc, seen)
    if seen:
        outcome.details.setdefault("warnings", seen[:10])
    protocol.emit(result_record(check, outcome, (time.perf_counter() - started) * 1000.0))
    return outcome


def report_not_run(check: Check, protocol: Protocol) -> Outcome:
    outcome = skipped(T(NO_TORCH_MESSAGE))
    protocol.emit(start_record(check))
    protocol.emit(result_record(check, outcome, 0.0))
    return outcome


# ----------------------------------------------------------------------------------------------
# Arguments and main
# ----------------------------------------------------------------------------------------------

def parse_groups(value: str) -> Tuple[str, ...]:
    names = [part.strip().lower() for part in value.split(",") if part.strip()]
    unknown = [name for name in names if name not in GROUPS]
    if not names or unknown:
        raise argparse.ArgumentTypeError("unknown group %s (choose from %s)"
                                         % (", ".join(unknown) or "''", ", ".join(GROUPS)))
    return tuple(names)


def parse_devices(value: str) -> List[str]:
    names = [part.strip().lower() for part in value.split(",") if part.strip()]
    unknown = [name for name in names if name not in DEVICES]
    if not names or unknown:
        raise argparse.ArgumentTypeError("unknown device %s (choose from %s)"
                                         % (", ".join(unknown) or "''", ", ".join(DEVICES)))
    return names


def parse_expect(value: str) -> Dict[str, Any]:
    try:
        expect = json.loads(value)
    except ValueError as exc:
        raise argparse.ArgumentTypeError("not valid JSON: %s" % exc)
    if not isinstance(expect, dict):
        raise argparse.ArgumentTypeError("not a JSON object")
    gpus = expect.get("gpus", [])
    if not isinstance(gpus, list) or not all(isinstance(g, dict) for g in gpus):
        raise argparse.ArgumentTypeError("\"gpus\" must be a list of objects")
    if expect.get("platform") is not None and not isinstance(expect.get("platform"), str):
        raise argparse.ArgumentTypeError("\"platform\" must be a string")
    return expect


def parse_companions(value: str) -> List[Dict[str, Any]]:
    try:
        companions = json.loads(value)
    except ValueError as exc:
        raise argparse.ArgumentTypeError("not valid JSON: %s" % exc)
    if not isinstance(companions, list) or not all(isinstance(c, dict) for c in companions):
        raise argparse.ArgumentTypeError("not a JSON list of objects")
    return companions


def parse_args(argv: Optional[Sequence[str]]) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        description="Verifies a PyTorch installation and prints JSON lines (see the docstring).",
        allow_abbrev=False)
    parser.add_argument("--only", type=parse_groups, default=GROUPS,
                        help="comma list of groups: " + ", ".join(GROUPS))
    parser.add_argument("--device", type=parse_devices, action="append", default=[],
                        help="device to check (repeatable): " + ", ".join(DEVICES))
    parser.add_argument("--expect", type=parse_expect, default=None,
                        help="JSON object from hardware detection")
    parser.add_argument("--companions", type=parse_companions, default=[],
                        help="JSON list: the compatibility matrix's Triton companions")
    args = parser.parse_args(argv)
    args.device = list(dict.fromkeys(d for group in args.device for d in group))
    return args


def main(argv: Optional[Sequence[str]] = None) -> int:
    args = parse_args(argv)  # exits with status 2 on bad arguments
    protocol = Protocol(claim_stdout())
    ctx = Context(args)
    outcomes = [run_check(ctx, IMPORT_TORCH, protocol)]
    if outcomes[0].status != "pass":
        ctx.torch = None
    for check in plan_checks(ctx):
        if ctx.torch is None:
            outcomes.append(report_not_run(check, protocol))
        else:
            outcomes.append(run_check(ctx, check, protocol))
    protocol.emit({
        "event": "summary",
        "passed": sum(1 for o in outcomes if o.status == "pass"),
        "failed": sum(1 for o in outcomes if o.status == "fail"),
        "skipped": sum(1 for o in outcomes if o.status == "skip"),
        "torch": getattr(ctx.torch, "__version__", None),
    })
    return 0


if __name__ == "__main__":
    sys.exit(main())
