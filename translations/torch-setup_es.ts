<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>Branding</name>
    <message>
        <source>%1 is not a branding profile: %2 at byte %3</source>
        <extracomment>%1 is a file, %2 the JSON parser&apos;s reason, %3 a byte offset</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a branding profile: it is not a JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 is a file, %2 what is wrong in it</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: format_version: this program reads format %2</source>
        <extracomment>%1 is a file; format_version is a key in it</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: logo: %2 does not exist</source>
        <extracomment>%1 is the profile&apos;s file, %2 the logo&apos;s file; &quot;logo&quot; is a key in the profile</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: licence: %2 does not exist</source>
        <extracomment>%1 is the profile&apos;s file, %2 the licence&apos;s file; &quot;licence&quot; is a key in the profile</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: accent_color: &quot;%2&quot; is not a colour (write e.g. &quot;#ee4c2c&quot;)</source>
        <extracomment>%1 is a file, %2 the value found; accent_color is a key in it</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a pip requirement such as &quot;diffusers==0.31.0&quot;</source>
        <extracomment>what a list in the profile must hold, in &quot;expected …&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a build or pattern such as &quot;cu*&quot;, &quot;rocm6.4&quot;, &quot;cpu&quot;</source>
        <extracomment>what a list in the profile must hold, in &quot;expected …&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a program and its arguments</source>
        <extracomment>what a list in the profile must hold, in &quot;expected …&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The branding profile %1 cannot be read: %2</source>
        <extracomment>%1 is a file, %2 the system&apos;s reason</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Common</name>
    <message>
        <source>%1 and %2</source>
        <comment>the last two items of a list</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>an item of a list before the rest</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Detect</name>
    <message>
        <source>%1 is not a capture folder: it has none of sys/bus/pci/devices, system.json or tools/*.txt (see docs/capture-layout.md)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not exist; give a capture folder or a text file with pasted tool output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2 MiB; a paste of tool output is far smaller — is it the right file?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a zip file that can be read (%2); a support bundle is the zip that `torch-setup-cli report --output` writes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no detect.json; is it a support bundle made by `torch-setup-cli report --output`?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: detect.json is %2 bytes, far more than a machine&apos;s description; the bundle is damaged or not one of ours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: detect.json cannot be read whole; the bundle is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bound to %1 (reserved for passing through to a virtual machine)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no driver is bound to it; install or load the vendor&apos;s driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is empty; paste the output of a tool such as `lspci -nnk`, `nvidia-smi` or `rocminfo` into it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 starts like UTF-16 text but is not valid UTF-16</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not text (binary data at byte %2); give a text file with the pasted tool output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not text (it is neither UTF-8 nor UTF-16); give a text file with the pasted tool output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 looks like JSON but is not valid: %2 at byte %3 (was it cut off?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds JSON of no known kind; expected `system_profiler -json SPDisplaysDataType` or `rocm-smi --json` output, or the format of `detect --json`</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no GPU listing was recognized; paste the output of lspci -nnk, nvidia-smi, rocminfo, rocm-smi, amd-smi, system_profiler SPDisplaysDataType, dxdiag /t or Get-CimInstance Win32_VideoController</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a software renderer, not a GPU</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Diagnose</name>
    <message>
        <source>an AMD GPU (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a GPU [%1:%2]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no text; paste the error, the log or the output of `python -m torch.utils.collect_env` into it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text names no GPU, so no build is named here: run `torch-setup-cli recommend` on that computer, or paste its `nvidia-smi`, `rocminfo` or `lspci` output along with the error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text does not say which operating system the computer runs, so no build is named here: add the output of `python -m torch.utils.collect_env` to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the %1 architecture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No PyTorch build fits the computer the text describes: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For the computer in this text (%1), Torch Setup recommends %2 with torch %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text does not say it, so this assumes %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About the recommended build: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>driver %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read from %1: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No known failure was found in this text.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If PyTorch still fails, send a support bundle made on that computer: torch-setup-cli report --venv DIR --output support.zip
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 problem found:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 problems found, in the order the text shows them:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>   Seen at:
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>     line %1: %2
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>     and %1 more lines
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>   Fix: %1
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>   (cause: %1)
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch (version not given)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, a CUDA build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, a CUDA %2 build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, a ROCm build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, a ROCm %2 build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, a CPU-only build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, an Intel XPU build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, a macOS build</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FailureSignatures</name>
    <message>
        <source>The installed PyTorch build has no kernels for this NVIDIA GPU.</source>
        <extracomment>from the failure signature cuda-arch-not-in-build</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{gpu} has compute capability {cc} (sm_{sm}).</source>
        <extracomment>from the failure signature cuda-arch-not-in-build</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The installed build ships kernels for {built}.</source>
        <extracomment>from the failure signature cuda-arch-not-in-build</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install a PyTorch build compiled for this GPU&apos;s generation: a new GPU needs a build for a newer CUDA (Blackwell&apos;s sm_120 needs cu128 or newer), an old one a build that still lists its compute capability.</source>
        <extracomment>from the failure signature cuda-arch-not-in-build</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The installed ROCm build of PyTorch has no kernels for this AMD GPU&apos;s target.</source>
        <extracomment>from the failure signature hip-target-not-in-build</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPU&apos;s target is {gfx}.</source>
        <extracomment>from the failure signature hip-target-not-in-build</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install a build with native kernels for the GPU&apos;s target: AMD&apos;s TheRock wheels cover many Radeon GPUs that upstream ROCm builds leave out. Only where Torch Setup&apos;s data records it as safe, set HSA_OVERRIDE_GFX_VERSION to a supported target instead.</source>
        <extracomment>from the failure signature hip-target-not-in-build</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The NVIDIA driver is too old for the installed PyTorch build.</source>
        <extracomment>from the failure signature nvidia-driver-too-old</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The driver supports CUDA {driver_cuda} at most.</source>
        <extracomment>from the failure signature nvidia-driver-too-old</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Update the NVIDIA driver (nvidia.com/drivers, or your distribution&apos;s driver package), or install a PyTorch build for a CUDA version this driver runs.</source>
        <extracomment>from the failure signature nvidia-driver-too-old</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The NVIDIA driver is not installed or not loaded.</source>
        <extracomment>from the failure signature nvidia-no-driver</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install the NVIDIA driver from your distribution (Ubuntu: sudo ubuntu-drivers install) and reboot. If it is installed, Secure Boot may be keeping its kernel module out: enroll the module&apos;s key or turn Secure Boot off, then check that nvidia-smi answers.</source>
        <extracomment>from the failure signature nvidia-no-driver</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install the NVIDIA driver for this GPU from nvidia.com/drivers and restart Windows; then check that nvidia-smi answers in a terminal.</source>
        <extracomment>from the failure signature nvidia-no-driver</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install the NVIDIA driver for this GPU and restart; then check that nvidia-smi answers.</source>
        <extracomment>from the failure signature nvidia-no-driver</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A CPU-only build of PyTorch is installed, so the program cannot use the GPU.</source>
        <extracomment>from the failure signature cpu-build</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA does not exist on a Mac: the program must use the &quot;mps&quot; device (Apple GPUs) or the CPU. Ask its makers for Mac support, or run it with its CPU option.</source>
        <extracomment>from the failure signature cpu-build</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace it with the GPU build for this computer: uninstall torch, torchvision and torchaudio, then install them from the build&apos;s index (a plain `pip install torch` on Windows always gives the CPU build).</source>
        <extracomment>from the failure signature cpu-build</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A CPU-only build of PyTorch is installed on a computer with a GPU that PyTorch could use.</source>
        <extracomment>from the failure signature cpu-build-collect-env</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace it with the GPU build for this computer: uninstall torch, torchvision and torchaudio, then install them from the build&apos;s index.</source>
        <extracomment>from the failure signature cpu-build-collect-env</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A CUDA build of PyTorch is installed but does not see the NVIDIA GPU.</source>
        <extracomment>from the failure signature cuda-not-available</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check that nvidia-smi lists the GPU and that the driver is new enough for the build (it needs the driver that its CUDA version names, or newer); check that CUDA_VISIBLE_DEVICES does not hide the GPU.</source>
        <extracomment>from the failure signature cuda-not-available</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CUDA driver could not start on this GPU.</source>
        <extracomment>from the failure signature cuda-unknown-error</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This usually follows a suspend and resume or a driver update without a restart: restart the computer, or reload the NVIDIA unified-memory module (sudo rmmod nvidia_uvm &amp;&amp; sudo modprobe nvidia_uvm).</source>
        <extracomment>from the failure signature cuda-unknown-error</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart the computer (this usually follows a driver update or a suspend), and check that no other program holds the GPU exclusively.</source>
        <extracomment>from the failure signature cuda-unknown-error</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This user may not use the AMD GPU: /dev/kfd or /dev/dri is not accessible.</source>
        <extracomment>from the failure signature kfd-permission</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the user to the render and video groups (sudo usermod -aG render,video $USER), then log out and in again. In a container, pass --device=/dev/kfd --device=/dev/dri and the same groups.</source>
        <extracomment>from the failure signature kfd-permission</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ROCm build of PyTorch sees no AMD GPU.</source>
        <extracomment>from the failure signature no-hip-gpu</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check, in this order: the user is in the render and video groups (sudo usermod -aG render,video $USER, then log out and in); the amdgpu driver is loaded (/dev/kfd exists); HIP_VISIBLE_DEVICES or ROCR_VISIBLE_DEVICES does not hide the GPU; the GPU&apos;s target is one the build supports.</source>
        <extracomment>from the failure signature no-hip-gpu</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch.compile needs Triton, which is not installed.</source>
        <extracomment>from the failure signature triton-missing</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install triton-windows in the same environment, in the version that matches torch (pip install &quot;triton-windows&lt;3.7&quot; for torch 2.10, for example; Torch Setup installs the right one with the CUDA build).</source>
        <extracomment>from the failure signature triton-missing</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install pytorch-triton-rocm from the same index as torch (Torch Setup installs it with the ROCm build).</source>
        <extracomment>from the failure signature triton-missing</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install pytorch-triton-xpu from the same index as torch (Torch Setup installs it with the XPU build).</source>
        <extracomment>from the failure signature triton-missing</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install triton in the same environment, in the version torch asks for (pip show torch lists it under Requires); CUDA builds from download.pytorch.org bring it along.</source>
        <extracomment>from the failure signature triton-missing</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch.compile found no C or C++ compiler.</source>
        <extracomment>from the failure signature no-cpp-compiler</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install Visual Studio Build Tools with the &quot;Desktop development with C++&quot; workload, then start the program from the &quot;x64 Native Tools Command Prompt&quot; (or run vcvars64.bat first).</source>
        <extracomment>from the failure signature no-cpp-compiler</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install Apple&apos;s command line tools: xcode-select --install.</source>
        <extracomment>from the failure signature no-cpp-compiler</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install a compiler and Python&apos;s headers: sudo apt install build-essential python3-dev (Debian, Ubuntu), sudo dnf install gcc-c++ python3-devel (Fedora), sudo pacman -S gcc (Arch).</source>
        <extracomment>from the failure signature no-cpp-compiler</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch.compile cannot build its kernels: Python&apos;s C headers are missing.</source>
        <extracomment>from the failure signature no-python-headers</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install Python&apos;s development headers for this Python: sudo apt install python3-dev (Debian, Ubuntu; python3.X-dev for another version), sudo dnf install python3-devel (Fedora).</source>
        <extracomment>from the failure signature no-python-headers</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Windows could not load PyTorch&apos;s libraries.</source>
        <extracomment>from the failure signature windows-dll-load</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The library that failed is {dll}.</source>
        <extracomment>from the failure signature windows-dll-load</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install the latest Microsoft Visual C++ Redistributable (x64) and restart. If it still fails, install PyTorch into a new environment: a mix of builds in one environment (CPU and CUDA, or two versions) breaks the same way.</source>
        <extracomment>from the failure signature windows-dll-load</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A library PyTorch needs is missing.</source>
        <extracomment>from the failure signature shared-library-missing</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The missing library is {lib}.</source>
        <extracomment>from the failure signature shared-library-missing</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install torch, torchvision and torchaudio again, together, into a new environment: pip then brings the CUDA libraries (the nvidia-* packages) the build was made with. A torch copied from another machine, or mixed with a system CUDA, breaks this way.</source>
        <extracomment>from the failure signature shared-library-missing</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch&apos;s libraries do not fit together: a symbol one of them needs is missing.</source>
        <extracomment>from the failure signature undefined-symbol</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The missing symbol is {symbol}.</source>
        <extracomment>from the failure signature undefined-symbol</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch and its companions come from different builds or versions. Install torch, torchvision and torchaudio again, together, from one index, in a new environment.</source>
        <extracomment>from the failure signature undefined-symbol</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torchvision does not belong to the installed torch.</source>
        <extracomment>from the failure signature companion-mismatch</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install torch, torchvision and torchaudio together, in versions made for each other, from the same index (Torch Setup&apos;s plan lists the three that belong together).</source>
        <extracomment>from the failure signature companion-mismatch</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A package built for NumPy 1 is running with NumPy 2.</source>
        <extracomment>from the failure signature numpy-abi</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install NumPy 1 in this environment (pip install &quot;numpy&lt;2&quot;), or update the package that was built for NumPy 1 (the traceback names it). torch releases before 2.3 need NumPy 1.</source>
        <extracomment>from the failure signature numpy-abi</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pip found no PyTorch for this Python or platform.</source>
        <extracomment>from the failure signature no-wheels</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch publishes wheels for a few Python versions only (a brand-new Python, a 32-bit Python or Python 2 has none), and CUDA builds only on their own index. Use a Python that `torch-setup-cli pythons` calls usable, and name the build&apos;s index.</source>
        <extracomment>from the failure signature no-wheels</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The GPU ran out of memory. PyTorch itself works.</source>
        <extracomment>from the failure signature out-of-memory</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It was asked for {alloc} more.</source>
        <extracomment>from the failure signature out-of-memory</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use smaller inputs or batches (or the program&apos;s low-memory option), and close other programs that use the GPU. This is not an installation problem.</source>
        <extracomment>from the failure signature out-of-memory</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An operation the program uses is not available on the Apple GPU in this torch.</source>
        <extracomment>from the failure signature mps-op-missing</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set PYTORCH_ENABLE_MPS_FALLBACK=1 so that such operations run on the CPU (Torch Setup sets it in the environments it makes when the build needs it), or install a newer torch, which implements more of them.</source>
        <extracomment>from the failure signature mps-op-missing</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The program&apos;s own data or code failed on the GPU (an index out of range, usually). The installation is not the cause.</source>
        <extracomment>from the failure signature device-side-assert</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the program with CUDA_LAUNCH_BLOCKING=1 to see the operation that failed, or on the CPU to get a readable error.</source>
        <extracomment>from the failure signature device-side-assert</extracomment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InstallRunner</name>
    <message>
        <source>There is not enough disk space on %1: the packages need about %2 more (%3), %4 is free. Free some disk space, or choose another folder for the environment (--venv) or the downloads (--cache-dir).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preparing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Getting a portable Python</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preparing the Python environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Downloading and installing packages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Configuring the environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking that PyTorch works on this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not found: no version of it that fits Python %2 on this computer is on %3. Check the name and version, or choose another index.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pip could not install the packages: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LoopbackMirror</name>
    <message>
        <source>No package index was given to install from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The local package mirror could not open a port on 127.0.0.1: %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NetworkPlugin</name>
    <message>
        <source>%1 could not be read: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The download was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Policy</name>
    <message>
        <source>%1 of torch %2 ships no kernels for %3 (it has %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of torch %2 ships native kernels for %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AMD&apos;s TheRock %1 wheels have no %2 build for %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AMD&apos;s TheRock %1 wheels have no build for Python %2 (they have %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AMD&apos;s TheRock %1 wheels: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AMD&apos;s TheRock %1 wheels (%2) have native kernels for %3 on %4, chosen with the extra %5; torch %6 is the newest they offer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AMD&apos;s TheRock %1 wheels offer no torch allowed by the pins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch %1 with %2 (Python %3, --index-url %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AMD&apos;s TheRock %1 wheels (torch %2, Python %3, --index-url %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; or %2</source>
        <comment>two ways to get a build</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs %2=%3 with every ROCm build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The gfx target of %1 is unknown, so no ROCm build can be matched to it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send dxdiag /t output with the report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run rocminfo and send its output with the report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; the nightly channel has it. Nightly builds change daily and are less tested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; %2</source>
        <comment>two reasons in a row</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DirectML runs on any DirectX 12 GPU on Windows; torch-directml pins torch %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DirectML is slower than native ROCm kernels and stays on torch %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>upstream PyTorch&apos;s ROCm build already has native kernels; TheRock is AMD&apos;s own build of the same</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no upstream ROCm build has native kernels for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HSA_OVERRIDE_GFX_VERSION=%1 (running the %2 kernels on %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is never offered: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No PyTorch build allowed here (%1) runs %2 natively, and the stand-in HSA_OVERRIDE_GFX_VERSION=%3 is not offered: %4. The CPU build is used instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the CPU build until a PyTorch release ships native %1 kernels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These run %1 natively: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of torch %2 has no kernels for %3; it runs the %4 kernels when HSA_OVERRIDE_GFX_VERSION=%5 (an override: the GPU is treated as %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an override (HSA_OVERRIDE_GFX_VERSION=%1) runs kernels built for %2, not for this GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HIP_VISIBLE_DEVICES=%1 selects the chosen GPU(s) in HIP&apos;s order and hides the other AMD GPU(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This machine has other AMD GPUs besides %1, and HIP&apos;s order of them is unknown here, so HIP_VISIBLE_DEVICES cannot be set; HIP may pick a GPU this build has no kernels for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run detect on the machine itself (it reads the KFD topology), or set HIP_VISIBLE_DEVICES to the GPU&apos;s index in rocminfo&apos;s list of GPU agents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>/dev/kfd does not exist, so ROCm cannot reach the GPU (the amdgpu driver&apos;s compute interface is missing, or a container was started without it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load the amdgpu driver; in a container, pass --device=/dev/kfd --device=/dev/dri</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This user may not open /dev/kfd, so ROCm will not see the GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sudo usermod -aG render,video $USER, then log out and back in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HSA_OVERRIDE_GFX_VERSION=%1 is already set in the environment; it changes the gfx target ROCm reports, so tools (rocminfo) may show the override, not the GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unset it unless you set it on purpose; the installed environment sets what it needs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No ROCm build runs %1 natively or through an override, so PyTorch cannot use it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CUDA %1.%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROCm %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AMD&apos;s ROCm (TheRock)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>AMD&apos;s ROCm (TheRock) for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the processor only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apple&apos;s Metal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intel&apos;s XPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DirectML</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Intel&apos;s Extension for PyTorch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch %1 for the processor (this computer has no GPU PyTorch can use)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch %1 for the processor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch %1 with %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch %1 with %2 for your %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>integrated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compute capability %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPU database (%1:%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the GPU database (by name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GPU</source>
        <comment>a GPU known only by its vendor</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apple Silicon GPUs are part of the chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>whether %1 runs PyTorch&apos;s XPU build is unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is older graphics, which PyTorch&apos;s XPU build does not support (it needs Arc or Core Ultra graphics)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2 graphics, which PyTorch&apos;s XPU build does not support (it needs Arc or Core Ultra graphics)</source>
        <extracomment>%2 is an Intel graphics generation such as &quot;Gen9&quot;</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch&apos;s XPU build runs on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no XPU build exists for Python %1, so %2 is used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DirectML runs on any DirectX 12 GPU on Windows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; on Linux PyTorch will use the CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apple Silicon: PyTorch&apos;s macOS arm64 wheel uses the GPU through Metal (MPS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an Intel Mac with an AMD GPU: torch %1, the last release for Intel Macs, uses the GPU through Metal (MPS); PYTORCH_ENABLE_MPS_FALLBACK=1 runs operators Metal lacks on the CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the CPU index (%1) is named explicitly: the plain PyPI torch for Linux is a CUDA build since torch 2.11</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not Torch Setup&apos;s network module</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the network module could not be loaded (%1); reinstall Torch Setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The compute capability of %1 is unknown, so the CUDA build&apos;s kernels could not be checked for it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run nvidia-smi --query-gpu=name,compute_cap --format=csv and send its output with the report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (CUDA %2) of torch %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no kernels for compute capability %2 of GPU %3 (it ships %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: the matrix has no kernel list for it on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1 (compute capability %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ships kernels for compute capability %2 of GPU %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 runs on compute capability %2 of GPU %3 only through its PTX, which the driver compiles on first use: the first start is slow (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch %1 has no wheels for Python %2 on %3 (it has %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 has no kernels built for %2, only PTX that the driver compiles on first use: the first start takes long, and the verification shows whether every operation works</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A newer Python or looser package pins allow a torch with native kernels for this GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs NVIDIA driver %2 or newer on %3; this machine has %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA driver %1 meets the minimum of %2 that CUDA %3 needs on %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no NVIDIA driver was found, so %1 is chosen: of torch %2&apos;s CUDA builds it runs with the oldest drivers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No NVIDIA driver was found; PyTorch cannot use the GPU without it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install the NVIDIA driver (%1 or newer), then run the setup again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install the NVIDIA driver, then run the setup again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NVIDIA driver %1 is too old for every PyTorch build that has kernels for these GPUs; %2 will not start on the GPU until the driver is updated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Update the NVIDIA driver to %1 or newer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Update the NVIDIA driver to the current release</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A newer driver would allow torch %1 with %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs a build with its kernels, such as %2, but %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No PyTorch CUDA build has kernels for %1 together, so PyTorch will not use these GPUs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the newer GPU alone (CUDA_VISIBLE_DEVICES) and run the setup again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>markers and URLs are not supported here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it does not start with a package name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a &quot;.*&quot; version only goes with == or !=</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>~= needs at least two version parts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch %1 (with %2 %3) is excluded by %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch %1.* is not in the compatibility matrix, so %2 cannot be checked against it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch %1.* is excluded by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no torch release has a %1 build for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no torch release has a %1 build for Python %2 on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch %1 is a patch release newer than the compatibility matrix knows; it is taken with the builds and companions of torch %2 (the matrix lists %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch %1 is the newest release with wheels for Python %2 on %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch %1 is the newest release with a %4 build with wheels for Python %2 on %3</source>
        <extracomment>%4 is a build&apos;s name such as xpu or mps</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <comment>no release</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch %1 is the newest release that passes every check below (the newest for Python %2 on %3 is %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch %1 is the newest release with a %5 build that passes every check below (the newest for Python %2 on %3 is %4)</source>
        <extracomment>%5 is a build&apos;s name such as xpu or mps</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>an older torch (%1) with %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the same torch %1 built for %2, an older or narrower build than %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the OS (--os linux|windows|macos)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the CPU architecture (--arch x86_64|aarch64)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Python version (--python 3.12)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the hardware description does not say %1; give it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch publishes no builds for %1 on %2; supported are %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no PyTorch release has wheels for Python %1 on %2; use one of %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is skipped: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is skipped: PyTorch has no build for its vendor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: PyTorch has no CUDA build for macOS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no CUDA build exists for macOS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the Python version or the pins to use these GPUs as well</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the only usable GPUs&apos; vendor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the only usable GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a discrete %1 GPU: discrete GPUs come before integrated ones, NVIDIA before AMD before Intel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the first integrated GPU with a build (no discrete GPU has one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 are chosen: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is chosen: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 are not chosen: no build here runs them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not chosen: no build here runs it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 are not chosen: no build here runs them (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not chosen: no build here runs it (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 are not chosen: %2 ranks first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not chosen: %2 ranks first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not taken: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it uses %1, which ranks below %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no GPU was found, so the CPU build is the one to install</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no usable GPU has a PyTorch build here, so the CPU build is the one to install</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the CPU build works everywhere but uses no GPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not exist; write it with detect --json</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--os &quot;%1&quot; is not one of linux, windows, macos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--arch &quot;%1&quot; is not a CPU architecture such as x86_64 or aarch64</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--python &quot;%1&quot; is not a Python 3 version such as 3.12</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; the recommendation rests on the built-in matrix (updated %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pick an alternative, or check the index in a browser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The index %1 was not asked: remote indexes must use https</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 for Python %2 on %3 %4</source>
        <extracomment>%1 is a package, %2 a Python version, %3 an OS and %4 a CPU architecture</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 for Python %3 on %4 %5</source>
        <extracomment>%1 is a package and %2 its version, %3 a Python version, %4 an OS, %5 a CPU architecture</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The index %1 lists %2 right now (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The index %1 lists no wheel of %2 right now (%3 files looked at)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The index %1 could not be asked (%2)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>System</name>
    <message>
        <source>%1 finished successfully.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 exited with code %2.</source>
        <extracomment>%1 is a program&apos;s name, %2 its exit code</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 stopped unexpectedly: it crashed or was killed by another program.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was stopped because it had not finished after %2 seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was stopped because the installation was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be started: %2.</source>
        <extracomment>%1 is a program&apos;s name, %2 why it could not start</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not exist or is not executable</source>
        <extracomment>the reason in &quot;%1 could not be started: %2.&quot;; %1 is a program&apos;s file name</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no program named %1 was found on PATH</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Verify</name>
    <message>
        <source>Fix: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch is not installed in %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch does not work in %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 passed, %2 failed, %3 skipped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch %1 works in %2 (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch %1 works in %2, but torch.compile does not (%3); the failed check says how to fix it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch %1 in %2 failed a check: %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The verification of %1 did not run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a Python environment (it has no pyvenv.cfg); name the folder of one with --venv.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Python environment %1 is broken: its Python is gone. Repair it with torch-setup-cli install --venv %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch is not installed in %1; install it with torch-setup-cli install --venv %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The verification script could not be written to a temporary folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The environment&apos;s Python</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The verification was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Importing torch hangs: usually a GPU driver that does not answer, or security software scanning the library files. Restart the computer, update the GPU driver, and try again; the support bundle shows which library was loading.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The device may be busy or stuck: close other programs that use the GPU, restart the computer and verify again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This check did not finish within %1 s; its Python process was stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python stopped in the middle of this check: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A crash inside PyTorch or the GPU driver: update the driver; if it persists, save a support bundle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The verification script did not run in %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts</name>
    <message>
        <source>The install record %1 could not be read (%2). Delete it to let the next install write a new one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not an http or https address of a package index.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No portable Python %1 is known; choose one of: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No portable Python is published for %1 %2; install Python from your system&apos;s packages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The installation was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unpacking %1 was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder %1 does not exist, so nothing can be unpacked into it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 already exists and is not a folder; choose another place to unpack to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder %1 is not empty; choose an empty or new folder to unpack to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be written. Check that the environment&apos;s folder is writable and the disk has room, then run the install again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The environment&apos;s configuration file %1 could not be read. Check that it is a readable text file, or choose an empty or new folder for the environment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder %1 could not be created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be copied aside before the update (%2); nothing was changed. Check the free space and the permissions of the folder, and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no temporary folder (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pip&apos;s resolution ended with %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be downloaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pip chose %1, which the mirror did not fetch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pip could not install from the verified files (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The index page %1 is not a simple repository page (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no file list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The index page %1 is neither a PEP 503 HTML page nor a PEP 691 JSON page; check the index URL.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::ArchiveMemberChecker</name>
    <message>
        <source>Nothing from it was unpacked; get the archive again from a source you trust.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 is refused: its symlink &quot;%2&quot; has no target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 is refused: the target of its symlink &quot;%2&quot; contains a control character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 is refused: the target of its symlink &quot;%2&quot; contains a backslash.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 is refused: its symlink &quot;%2&quot; points to an absolute path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; takes it past the limit of %3 members.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; is a hard link, which could make two names share one file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; is a device or a FIFO, not a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; is of a kind this program does not unpack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 is refused: the path of its member &quot;%2&quot; is longer than %3 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 is refused: the name of its member &quot;%2&quot; is not valid UTF-8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 is refused: the name of its member &quot;%2&quot; contains a control character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 is refused: the name of its member &quot;%2&quot; contains a backslash, which Windows reads as a folder separator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; has an absolute path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 is refused: the path of its member &quot;%2&quot; contains &quot;..&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; has no name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; is a folder or a link but carries data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; unpacks to %3 bytes, more than the %4 allowed for one file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 is refused: with its member &quot;%2&quot; it unpacks to more than the %3 bytes allowed in all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 holds the symlink &quot;%2&quot;, which cannot be created on Windows without a special privilege.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 is refused: the target of its symlink &quot;%2&quot; is not valid UTF-8.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 is refused: the target of its symlink &quot;%2&quot; is longer than %3 characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; lies below &quot;%3&quot;, which is not a folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 is refused: the path of its member &quot;%2&quot; differs from &quot;%3&quot; only in case, and both would be one folder on Windows and macOS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; appears twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; is not a folder, but members before it lie below it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; differs from &quot;%3&quot; only in case, and both would be one file on Windows and macOS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 is refused: its symlink &quot;%2&quot; points outside the unpacked folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 is refused: its symlink &quot;%2&quot; points through another symlink, &quot;%3&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 is refused: its symlink &quot;%2&quot; points at the unpacked folder itself.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::ArchiveStream</name>
    <message>
        <source>The archive %1 is of a kind this program does not unpack; use a zip or tar archive (.zip, .tar, .tar.gz, .tar.bz2, .tar.xz or .tar.zst).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 could not be opened: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 could not be opened: this build cannot decompress its format.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::DistributionChange</name>
    <message>
        <source>%1 will be added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 will be added.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 will be upgraded to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 will be replaced by the older %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 will be replaced by another build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 will be replaced by %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 will be installed again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 will be installed again as %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 will be removed: it belongs to another build of torch and would get in the way of this one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 stays as it is.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::FileTransfer</name>
    <message>
        <source>The download cache folder %1 cannot be created; choose another with --cache-dir.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is being downloaded into the same cache by another program (process %2) that has not finished for %3 seconds; end it, or choose another cache folder with --cache-dir.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The download cache folder %1 cannot be written; choose another with --cache-dir.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be written in the download cache (%2); choose another with --cache-dir.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no data arrived for %1 seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server did not answer within %1 seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server refused the range asked for (416)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the server answered %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not exist on the server (%2). The index lists a file it does not have; try again later or choose another index.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was refused (%2). Check the user name and token of the index, or whether the index needs them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be downloaded: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be downloaded: asked for bytes from %2 on, the server sent &quot;%3&quot;. The partial file was discarded; try again, or choose another index or mirror if this repeats.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is larger than the %2 bytes its index lists; it was not kept. Try again, and report it to the index&apos;s owners if it repeats.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be written to the download cache at %2: %3. Free some disk space or choose another cache folder with --cache-dir.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the connection ended after %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not downloaded: the server&apos;s TLS certificate could not be verified (%2). If your network inspects TLS traffic, point SSL_CERT_FILE at its CA certificate; never download without verification.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be downloaded: %2. Check the network connection and proxy settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be downloaded: the server redirected it more than %2 times.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was redirected to an address that is not fetched: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be downloaded after %2 attempts: %3. What was received is kept; running the installation again continues from there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be written to the download cache: %2. Free some disk space or choose another cache folder with --cache-dir.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be read back from the download cache.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was downloaded but is not the file the index lists: its SHA-256 is %2, the index says %3. It was deleted. The server or a proxy changed the file; try again, and report it to the index&apos;s owners if it repeats.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be moved into the download cache at %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The download of %1 was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::InstallJob</name>
    <message>
        <source>The %1 build did not work (%2); trying %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installed the %1 build instead; the builds before it did not work here: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None of the builds works on this computer; the environment is as it was before. What each did: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::InstallManifest</name>
    <message>
        <source>The install record %1 was written by a newer Torch Setup (format %2; this one reads format 1). Update Torch Setup, or delete the file to let this version write its own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The install record %1 could not be written. Check that the environment&apos;s folder is writable and the disk has room, then run the install again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The environment has no install record %1 that could be read; it was not installed by Torch Setup, or the record was removed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::InstallPlan</name>
    <message>
        <source>Environment: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python: %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  a portable Python, downloaded from %1 and verified against the release&apos;s checksums</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build: %1 (torch %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Packages: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also from the folder: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>size unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files (%1, %2 to download):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Disk space:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  %1: needs about %2 (%3), %4 free%5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> - NOT ENOUGH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variables set for this environment:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::InstallPlanner</name>
    <message>
        <source>No environment folder was given; name one with --venv.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Python interpreter %1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Python interpreter here can carry a PyTorch environment. Install Python 3.10 or newer from python.org or your system&apos;s packages, or name one with --python.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planning the installation was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The backend %1 is not one this computer can use with Python %2; choose one of: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch&apos;s indexes come from the mirror %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Packages come from %1 instead of %2, the index of the %3 build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in pip&apos;s configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 names %2, which is not an https index; it is not used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 from %2 is searched too, after the build&apos;s index.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use https, or allow plain http explicitly if this index is on a network you trust.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wheel folder %1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PIP_FIND_LINKS names %1, which does not exist; it is ignored.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The index %1 offers no torch wheel for Python %2 on %3 %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The index %1 does not offer torch %2 yet (the newest the compatibility matrix knows for the %3 build); it installs torch %4, the newest it offers that fits.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The index %1 offers torch %2, none of which the compatibility matrix accepts for the %3 build with Python %4.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::InstallRunner</name>
    <message>
        <source>The installation was cancelled; %1 is as it was before.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder %1 could not be created; choose a folder you can write to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another installation (process %1) is working on %2; wait for it to finish, or stop it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be written: the lock file %2 could not be created. Choose a folder you can write to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The broken environment %1 could not be removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python %1&apos;s venv module</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TORCH_SETUP_STREAM_TO_PIP is set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installing through the mirror instead: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The packages were installed, but PyTorch could not be checked (%1); the environment was put back as it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new PyTorch does not work on this computer: %1 The environment was put back as it was.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::MirrorServer</name>
    <message>
        <source>The index page %1 could not be read: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The metadata of %1 could not be read from %2: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The metadata of %1 does not match the hash its index gives (%2, not %3); it was not used.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::PlanResolver</name>
    <message>
        <source>No temporary folder could be made (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The files are listed once the portable Python is there; its download comes first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python %1&apos;s venv module</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planning the installation was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pip&apos;s own report of what it would install</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read from the metadata pip asked for: this pip fetches whole files for a dry run</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::PortablePython</name>
    <message>
        <source>The file %1 could not be read: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking %1 was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 holds no Python at %2; it is not a python-build-standalone install_only archive for this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The portable Python</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Python unpacked from %1 does not work on this computer, so it was not installed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a SHA-256 digest (64 hexadecimal digits), so %2 cannot be verified.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file %1 is not the expected download: its SHA-256 is %2, but %3 was expected. Delete it and download it again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::PortablePythonArchiveName</name>
    <message>
        <source>&quot;%1&quot; is not a Python version of the form 3.X.Y.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a python-build-standalone release tag (eight digits, such as 20241016).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no portable Python for the platform %1; it is provided for 64-bit Linux (x86_64, aarch64), 64-bit Windows on x86_64 and macOS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not the name of a python-build-standalone install_only archive (cpython-&lt;version&gt;+&lt;tag&gt;-&lt;platform&gt;-install_only.tar.gz).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::PortablePythonSource</name>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a JSON object (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a release&apos;s date tag such as 20260610.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be an https address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be a file name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>maps &quot;%1&quot; to &quot;%2&quot;; each entry maps a minor such as 3.12 to a version such as 3.12.13.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>lists no Python version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must be one of the minors listed in &quot;versions&quot;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>must say where the facts come from.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::PythonLocator</name>
    <message>
        <source>The Python at %1 could not be examined, so it is not used. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Python at %1 ran but did not answer the question about its version, so it is not used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Python at %1 is Python %2; PyTorch needs Python 3, so install a current Python 3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Python at %1 is %2 %3; PyTorch publishes wheels for CPython only, so use CPython (from python.org or your system&apos;s packages).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Python at %1 is a 32-bit build of Python %2; PyTorch needs a 64-bit Python, so install the 64-bit version.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Python at %1 is a Python %2 build for %3 on %4, where PyTorch publishes no wheels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Python at %1 is Python %2, for which PyTorch publishes no wheels on %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Python at %1 is Python %2, which PyTorch publishes no wheels for on %3 yet; the newest Python it supports there is %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Python at %1 is Python %2, but the last PyTorch release for %3, torch %4, supports Python %5 at the newest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Python at %1 is Python %2, which is older than any Python that PyTorch publishes wheels for on %3; the oldest it supports there is %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Python at %1 has no venv module, so it cannot create virtual environments; install a complete Python %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Python at %1 cannot create virtual environments with pip because its ensurepip module is missing; on Debian and Ubuntu, install the python%2-venv package (sudo apt install python%2-venv).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Python at %1 cannot create virtual environments with pip because its ensurepip module is missing; reinstall Python %2 with pip included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python %1 gets torch %2 at most on %3; a newer Python gets torch %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The search for Python interpreters was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::SafeExtractor</name>
    <message>
        <source>No folder to unpack %1 into was given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is not enough free space in %1 to unpack %2: it needs %3 MB and %4 MB are free. Free some space and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 changed while it was being unpacked; nothing was kept.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::Sha256Sums</name>
    <message>
        <source>Line %1 of %2 is not of the form &quot;&lt;64 hexadecimal digits&gt;  &lt;file name&gt;&quot;; the checksum list cannot be trusted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 of %2 names a file in text that is not UTF-8; the checksum list cannot be trusted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 of %2 does not name a plain file (a folder, a control character or surrounding spaces); the checksum list cannot be trusted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line %1 of %2 lists %3 a second time; the checksum list cannot be trusted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lists no files; the checksum list is empty or not a checksum list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 lists no checksum for %2, so that file cannot be verified.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::StagingFolder</name>
    <message>
        <source>A temporary folder for unpacking %1 could not be created in %2. Check that the folder is writable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is not enough free space in %1 to unpack %2. Free some space and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Writing %1 while unpacking %2 failed: %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder %1 could not be created while unpacking %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The symlink %1 could not be created while unpacking %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The unpacked %1 could not be moved to %2. Make sure that folder does not exist or is empty, then try again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::SupportBundle</name>
    <message>
        <source>The support bundle %1 cannot be written: %2. Choose a folder you can write to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The support bundle %1 could not be written completely (%2); is the disk full?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The support bundle could not be moved into place at %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::SupportReport</name>
    <message>
        <source>Torch Setup %1 support report, %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OS: %1 %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python: %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPUs: none found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>driver %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>kernel driver %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compute capability %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>integrated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>discrete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not usable: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU %1: %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>/dev/kfd: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>present, accessible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>present, not accessible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>absent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind: %1; Python %2; interpreter %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not installed in the environment itself (it also sees the system&apos;s packages)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not installed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installed by Torch Setup %1 on %2: the %3 build from %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Packages (pip freeze):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings that change installs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pip&apos;s configuration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no configuration file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install logs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::TarReader</name>
    <message>
        <source>The archive %1 is incomplete or damaged: it ends before its end-of-archive marker. Get the archive again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 is incomplete or damaged: it ends inside the member &quot;%2&quot;. Get the archive again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 is damaged: its data cannot be read or decompressed. Get the archive again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the archive %1 was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 is damaged: the header at byte %2 of its unpacked data is not valid. Get the archive again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 is damaged: a long name or extended header at byte %2 is not followed by a member. Get the archive again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 is damaged: an empty block at byte %2 is followed by more members. Get the archive again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 gives one member two long names at byte %2; it is refused because tools would disagree about which one counts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 holds a long name of %2 bytes at byte %3, more than the %4 allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 has two extended headers for one member at byte %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 holds an extended header of %2 bytes at byte %3, more than the %4 allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 is damaged: the extended header at byte %2 is malformed. Get the archive again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 stores a sparse file, which this program does not unpack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 has a global extended header at byte %2 that renames or resizes members; it is refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 has unexpected data after its end-of-archive marker; it is refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 is incomplete or damaged: its compressed data ends early. Get the archive again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::TorchBuild</name>
    <message>
        <source>%1 with torch-directml</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 with intel-extension-for-pytorch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (PyPI&apos;s CUDA %2 build)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (PyPI&apos;s CUDA build)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (PyPI&apos;s build for Apple silicon)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (PyPI&apos;s CPU build)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::VenvChange</name>
    <message>
        <source>The environment in %1 already has the packages asked for; they will be installed again over themselves, as a repair.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The environment in %1 already has %2; it will be installed again over itself, as a repair.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is the CPU build, but this computer&apos;s GPU would use %2; the install switches it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is the CPU build, but this computer&apos;s GPU (%2) would use %3; the install switches it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new environment will be created in %1, and %2 will be installed into it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The environment in %1 cannot be used any more, because its pyvenv.cfg does not say where its base Python is; it will be created again, and %2 will be installed into it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The environment in %1 cannot be used any more, because its base Python (%2) is gone; it will be created again, and %3 will be installed into it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The environment in %1 cannot be used any more, because its own Python (%2) is missing; it will be created again, and %3 will be installed into it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The environment in %1 has no torch yet; %2 will be installed into it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The environment in %1 has %2, another build than the chosen one; it will be replaced by %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The environment in %1 has %2; it will be upgraded to %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The environment in %1 has %2, which is newer than the chosen %3; it will be replaced by %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The environment in %1 already has %2 and what goes with it; nothing needs to be installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The environment in %1 already has %2; the packages that go with it will be brought in line as listed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The environment in %1 has %2; it will be replaced by %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The environment in %1 cannot be used any more; it will be created again, and %2 will be installed into it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The environment in %1 already has %2; nothing needs to be installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 will be installed into the environment in %2.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::VenvConfigurator</name>
    <message>
        <source>%1 is not a virtual environment with a site-packages folder, so its settings cannot be kept there. Create the environment first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be the name of an environment variable: use letters, digits and underscores only, not starting with a digit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The value of %1 holds a line break or a NUL character, which activation scripts cannot carry. Give it a value on one line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be removed. Check that the environment&apos;s folder is writable, then run the install again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be read. Check its permissions, then run the install again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text, so it was left as it is. Create the environment again, then run the install again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::VenvInspector</name>
    <message>
        <source>%1 is a file, not a folder. Choose an empty or new folder for the environment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder %1 cannot be read, so it is not known what it holds. Choose an empty or new folder for the environment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>others</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The folder %1 is not empty (it holds %2) and is not a Python virtual environment, as it has no pyvenv.cfg. Choose an empty or new folder for the environment, so that nothing in it is mixed with or overwritten by the installation.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::VenvSnapshot</name>
    <message>
        <source>The journal %1 could not be written: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An old copy beside the environment (%1) could not be removed; remove it and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The copy of the environment could not be renamed to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The half-changed environment %1 could not be removed; the previous one is kept at %2. Remove the first and rename the second back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The previous environment could not be moved back from %1 to %2; rename it by hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The journal %1 of an earlier installation cannot be read, so it is not known how to repair %2. Check the environment, then remove the journal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An earlier installation into %1 was interrupted; the environment it had begun to create was removed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An earlier installation into %1 was interrupted; the environment was restored to how it was before it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::ZipReader</name>
    <message>
        <source>The zip archive %1 is incomplete or damaged: a record lies outside its bounds. Get the archive again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The zip archive %1 could not be read: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The archive %1 is not a complete zip archive: its end record is missing or damaged. Get the archive again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The zip archive %1 is split over several files, which this program does not unpack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The zip archive %1 is damaged or has data appended or inserted: its central directory is not where its end record says. Get the archive again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The zip archive %1 could not be read: this build cannot decompress deflate data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The zip archive %1 is damaged: the member &quot;%2&quot; does not unpack to the size it declares. Get the archive again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The zip archive %1 is damaged: the member &quot;%2&quot; fails its CRC-32 check. Get the archive again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The zip archive %1 is incomplete or damaged: the data of its member &quot;%2&quot; ends early or does not decompress. Get the archive again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the archive %1 was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The zip archive %1 is damaged: its central directory entry at byte %2 is not valid. Get the archive again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The zip archive %1 holds a name of %2 bytes at byte %3, more than the %4 allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The zip archive %1 holds the encrypted member &quot;%2&quot;, which this program does not unpack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The zip archive %1 holds the member &quot;%2&quot; compressed with a method (%3) this program does not unpack; only stored and deflated members are read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The zip archive %1 is refused: the data of its member &quot;%2&quot; overlaps another member&apos;s or lies out of order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The zip archive %1 is refused: the local header of its member &quot;%2&quot; does not match the central directory, so tools would disagree about what it holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The zip archive %1 is incomplete or damaged: the data of its member &quot;%2&quot; does not fit in the archive. Get the archive again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The zip archive %1 holds a symlink target of %2 bytes at byte %3, more than the %4 allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The zip archive %1 is damaged: its central directory does not hold the members its end record announces. Get the archive again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::diskneeds</name>
    <message>
        <source>downloads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pip&apos;s temporary copies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the portable Python</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::wizard::BackendPage</name>
    <message>
        <source>PyTorch for this computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The build that fits your graphics card, and the others you may choose instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proposed build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why this build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Why this build?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Builds to choose from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>torch, torchvision and torchaudio of the build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Packages and versions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the build&apos;s own index</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Package index or mirror</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offline wheel folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Packages:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Index or mirror:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Offline wheel folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Advanced settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Builds (the first is the recommended one):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch %1 with %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 offers none of the builds that fit this computer (%2 would). Ask its makers which build to use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not offer the build that fits this computer best (%2); the first of the builds it offers is chosen.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::wizard::ComputerPage</name>
    <message>
        <source>Your computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The graphics cards and drivers PyTorch can use here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Graphics card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Driver</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Graphics cards found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rescan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the graphics cards again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking at this computer...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>compute capability %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>built in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>separate card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not usable: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown model (%1:%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No graphics card was found that PyTorch could use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System: %1 (%2); Python %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not found</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::wizard::FinishPage</name>
    <message>
        <source>PyTorch works</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What was checked on this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the &amp;full check (includes torch.compile)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open the folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy the activation command</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save diagnostics...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Start %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be started (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The environment already had this build; run the full check to see it work.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking everything, torch.compile included (up to a few minutes)...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save diagnostics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Support bundle (*.zip)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diagnostics saved to %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::wizard::InstallPage</name>
    <message>
        <source>Installing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Downloading and installing PyTorch. You can cancel at any time; nothing is left half-done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Overall progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Downloaded, speed and time left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Files:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the &amp;log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Cancel the installation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the installation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try the installation again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the installation?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The installation stops and the folder is put back as it was. Cancel it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to do: the environment already has this build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch is installed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Progress of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from the cache</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>verified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>checking the cached copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>downloading</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>waiting</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::wizard::LicencePage</name>
    <message>
        <source>Licence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Please read the licence of %1 and accept it to go on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Licence text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I &amp;accept the licence</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept the licence</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::wizard::LocationPage</name>
    <message>
        <source>Where to install</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A folder for the Python environment: a new one, or one you installed PyTorch into before.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Environment folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Browse...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the environment folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python for the environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for Python...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What will happen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Look after this environment instead...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look after this environment instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change its build, repair it or check it again, without planning a new install here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;ython:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The best one here (or the environment&apos;s own)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python %1 at %2 (newest torch: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Download a portable Python %1 (verified, kept apart from the system)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 cannot be written to.&lt;/b&gt; Choose a folder in your home folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking at the folder...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free on %1: %2 (PyTorch with a GPU build needs several GB).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::wizard::MaintenancePage</name>
    <message>
        <source>Look after an environment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This folder has PyTorch already. Change its build, repair it, or check it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the environment holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the &amp;build...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the build</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose another build; the one there now is kept until the new one works.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Repair</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repair: install the same build again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Install the same packages in the same versions again, over the ones there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check &amp;again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check PyTorch again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the checks: import, devices and math against the CPU. Nothing is changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maintenance status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking at %1...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 holds no Python environment yet; Change the build installs one there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The environment in %1 cannot be used as it is: its Python is gone. Repair creates it again with the same packages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The environment in %1 (Python %2) has no PyTorch; Change the build installs one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The environment in %1 has %2, with Python %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installed with it: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Torch Setup %1 installed the %2 build here on %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Torch Setup did not install it (the folder has no record of an installation); Repair takes the build&apos;s own index.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last check, run here: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No check has been run here yet: Check again runs one now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planning the repair...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The repair cannot start: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking PyTorch in %1 (import, devices, math against the CPU)...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch could not be checked: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::wizard::SetupWizard</name>
    <message>
        <source>&amp;Install</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::wizard::SupportWindow</name>
    <message>
        <source>Could not read it: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the system (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the architecture (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not in the customer&apos;s text, so assumed as chosen above: %1.

</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Machine: %1 %2, Python %3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  GPU %1: %2 [%3:%4]%5%6
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, driver %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, compute capability %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  No GPU.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No recommendation: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Torch Setup — for support staff</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open a support bundle, a detect --json file or a pasted text...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pasted tool output</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>...or paste what the customer sent: nvidia-smi, rocminfo, lspci, collect_env, dxdiag, system_profiler...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Read the pasted text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the text does not say: system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System to assume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>architecture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Architecture to assume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Python to assume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The customer&apos;s machine and the decision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The customer&apos;s &amp;machine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pasted error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste the error, the log or the output of python -m torch.utils.collect_env</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Diagnose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diagnosis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diagnose an &amp;error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing is installed from this window: it shows what Torch Setup sees and decides for a customer&apos;s computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open a customer&apos;s file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Support files (*.zip *.json *.txt *.log);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading %1...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the pasted text...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the pasted text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From the pasted text:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Diagnosing...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste the error first.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::wizard::UnattendedAnswers</name>
    <message>
        <source>%1 is not an answer file: %2 at byte %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: format_version: this program reads format %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: backend: &quot;%2&quot; is not a build (write &quot;auto&quot; or a build such as &quot;cpu&quot;, &quot;cu130&quot;, &quot;rocm7.1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: portable_python: expected true, false or a Python version such as &quot;3.12&quot;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: portable_python: a portable Python and &quot;python&quot; exclude each other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The answer file %1 cannot be read: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::wizard::WelcomePage</name>
    <message>
        <source>Welcome to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This assistant puts PyTorch on this computer, made for its graphics card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;p&gt;It will:&lt;/p&gt;&lt;ol&gt;&lt;li&gt;look at this computer&apos;s graphics cards and drivers,&lt;/li&gt;&lt;li&gt;propose the PyTorch build that fits them, and say why,&lt;/li&gt;&lt;li&gt;create a Python environment in a folder you choose and install PyTorch there,&lt;/li&gt;&lt;li&gt;check that PyTorch really works on your graphics card.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Nothing changes before you confirm, and a failed or cancelled installation leaves an existing environment as it was.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What this assistant does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For support &amp;staff: a customer&apos;s machine or error...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::wizard::unattended</name>
    <message>
        <source>Install with no window: detect, choose the build, install and check it, writing plain progress lines; the exit status says how it ended (docs/unattended.md).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --unattended: the answer file (JSON, docs/unattended.md) with the folder, build, Python, index and the acceptance of the product&apos;s licence.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --unattended: the environment&apos;s folder (replaces the answer file&apos;s &quot;folder&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --unattended: auto (the recommendation) or a build such as cpu, cu130, rocm7.1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --unattended: the Python interpreter to build the environment on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --unattended: install from this index instead of the build&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --unattended: a mirror of https://download.pytorch.org/whl/ with the same layout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --unattended: keep downloads here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --unattended: append the progress lines to FILE too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With --unattended: accept the licence of the branding profile (as &quot;accept_licence&quot;: true in the answer file).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (driver %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This computer: %1 (%2), Python %3; graphics: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none PyTorch could use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installs PyTorch with no window (docs/unattended.md).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plan for the machine described in FILE (detect --json) instead of this one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the branding profile in FILE (docs/branding.md).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The window for support staff (not unattended).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--answers, --venv, --backend, --python, --index-url, --pytorch-mirror, --cache-dir, --log-file and --accept-licence belong to --unattended: add --unattended to install without a window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--support opens a window; it cannot be unattended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot; (the answers go in --answers FILE)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ts::wizard::unattended::Run</name>
    <message>
        <source>Exit status %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the command line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 needs its licence (%2) accepted before it installs: add &quot;accept_licence&quot;: true to the answer file (or --accept-licence) once it is accepted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: launch: the branding profile (%2) names no program to start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: log_file: %2 cannot be written: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2: unattended install (answers: %3; branding: %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommended: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (fix: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 offers none of the builds that fit this computer (%2 would). Ask its makers which build to use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not offer the build that fits this computer best (%2); %3, the first of the builds it offers, is chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: backend: %2 offers only these builds: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelled; the folder is as it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to do: %1 already has what was asked for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installed into %1; %2 downloaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Installed into %1 (%2); %3 downloaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PyTorch is installed in %1, but %2 could not be started (%3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started %1 (process %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1:%2 left</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
