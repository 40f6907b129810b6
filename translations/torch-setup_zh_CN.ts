<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>Branding</name>
    <message>
        <source>%1 is not a branding profile: %2 at byte %3</source>
        <extracomment>%1 is a file, %2 the JSON parser&apos;s reason, %3 a byte offset</extracomment>
        <translation>%1 不是品牌配置文件：%2（位于第 %3 字节）</translation>
    </message>
    <message>
        <source>%1 is not a branding profile: it is not a JSON object.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1 不是品牌配置文件：其内容不是 JSON 对象。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 is a file, %2 what is wrong in it</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>%1: format_version: this program reads format %2</source>
        <extracomment>%1 is a file; format_version is a key in it</extracomment>
        <translation>%1：format_version：本程序读取的是格式 %2</translation>
    </message>
    <message>
        <source>%1: logo: %2 does not exist</source>
        <extracomment>%1 is the profile&apos;s file, %2 the logo&apos;s file; &quot;logo&quot; is a key in the profile</extracomment>
        <translation>%1：logo：%2 不存在</translation>
    </message>
    <message>
        <source>%1: licence: %2 does not exist</source>
        <extracomment>%1 is the profile&apos;s file, %2 the licence&apos;s file; &quot;licence&quot; is a key in the profile</extracomment>
        <translation>%1：licence：%2 不存在</translation>
    </message>
    <message>
        <source>%1: accent_color: &quot;%2&quot; is not a colour (write e.g. &quot;#ee4c2c&quot;)</source>
        <extracomment>%1 is a file, %2 the value found; accent_color is a key in it</extracomment>
        <translation>%1：accent_color：“%2”不是颜色（请写成例如 &quot;#ee4c2c&quot; 的形式）</translation>
    </message>
    <message>
        <source>The branding profile %1 cannot be read: %2</source>
        <extracomment>%1 is a file, %2 the system&apos;s reason</extracomment>
        <translation>无法读取品牌配置文件 %1：%2</translation>
    </message>
    <message>
        <source>%1: translations: &quot;%2&quot; is not a language code (write e.g. &quot;de&quot; or &quot;zh_CN&quot;)</source>
        <extracomment>%1 is a file, %2 the key found; &quot;translations&quot; is a key in it</extracomment>
        <translation>%1：translations：“%2”不是语言代码（请写成例如 &quot;de&quot; 或 &quot;zh_CN&quot; 的形式）</translation>
    </message>
    <message>
        <source>%1: %2.licence: %3 does not exist</source>
        <extracomment>%1 is the profile&apos;s file, %2 the place in it, %3 the licence&apos;s file</extracomment>
        <translation>%1：%2.licence：%3 不存在</translation>
    </message>
    <message>
        <source>%1: %2: &quot;%3&quot; is not a pip requirement (write e.g. &quot;diffusers==0.31.0&quot;)</source>
        <extracomment>%1 is the profile&apos;s file, %2 the place in it (such as extra_requirements[0]), %3 the value found there</extracomment>
        <translation>%1：%2：“%3”不是有效的 pip 依赖项（请写成例如 &quot;diffusers==0.31.0&quot; 的形式）</translation>
    </message>
    <message>
        <source>%1: %2: &quot;%3&quot; is not a build or a pattern of builds (write e.g. &quot;cu*&quot;, &quot;rocm6.4&quot; or &quot;cpu&quot;)</source>
        <extracomment>%1 is the profile&apos;s file, %2 the place in it (such as allowed_backends[0]), %3 the value found there; cu*, rocm6.4 and cpu are builds&apos; names and patterns of them</extracomment>
        <translation>%1：%2：“%3”不是构建版本，也不是构建版本的匹配模式（请写成例如 &quot;cu*&quot;、&quot;rocm6.4&quot; 或 &quot;cpu&quot; 的形式）</translation>
    </message>
    <message>
        <source>null</source>
        <extracomment>a kind of JSON value, either argument of &quot;expected %1, found %2&quot;: JSON&apos;s null (no value)</extracomment>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <extracomment>a kind of JSON value, either argument of &quot;expected %1, found %2&quot;: true or false</extracomment>
        <translation>布尔值</translation>
    </message>
    <message>
        <source>a number</source>
        <extracomment>a kind of JSON value, either argument of &quot;expected %1, found %2&quot;</extracomment>
        <translation>数字</translation>
    </message>
    <message>
        <source>a string</source>
        <extracomment>a kind of JSON value, either argument of &quot;expected %1, found %2&quot;: a text in quotes</extracomment>
        <translation>字符串</translation>
    </message>
    <message>
        <source>an array</source>
        <extracomment>a kind of JSON value, either argument of &quot;expected %1, found %2&quot;: a list in [ ]</extracomment>
        <translation>数组</translation>
    </message>
    <message>
        <source>an object</source>
        <extracomment>a kind of JSON value, either argument of &quot;expected %1, found %2&quot;: named values in { }</extracomment>
        <translation>对象</translation>
    </message>
    <message>
        <source>nothing</source>
        <extracomment>the %2 of &quot;expected %1, found %2&quot; when there is no value at all</extracomment>
        <translation>无内容</translation>
    </message>
    <message>
        <source>unknown key %1</source>
        <extracomment>a problem in a JSON file, after the place it is at; %1 is a key that is not expected there</extracomment>
        <translation>未知的键 %1</translation>
    </message>
    <message>
        <source>missing %1</source>
        <extracomment>a problem in a JSON file, after the place it is at; %1 is a key that must be there</extracomment>
        <translation>缺少 %1</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <extracomment>a problem in a JSON file, after the place it is at; %1 and %2 are kinds of JSON value, such as &quot;a string&quot; and &quot;a number&quot;</extracomment>
        <translation>应为 %1，实际为 %2</translation>
    </message>
    <message>
        <source>is empty</source>
        <extracomment>a problem in a JSON file, after the place it is at: the text or list there is empty</extracomment>
        <translation>为空</translation>
    </message>
    <message>
        <source>a version string</source>
        <extracomment>a kind of JSON value, the %1 of &quot;expected %1, found %2&quot;</extracomment>
        <translation>版本字符串</translation>
    </message>
    <message>
        <source>%1 is not a version of digits and dots such as &quot;12.8&quot;</source>
        <extracomment>a problem in a JSON file, after the place it is at; %1 is the value found</extracomment>
        <translation>%1 不是 &quot;12.8&quot; 这样由数字和点组成的版本号</translation>
    </message>
    <message>
        <source>%1 is listed twice</source>
        <extracomment>a problem in a JSON file, after the place it is at; %1 is the value found twice in a list</extracomment>
        <translation>%1 被列出了两次</translation>
    </message>
    <message>
        <source>%1: policy_data.keys: at most two keys (one in use, one to come)</source>
        <extracomment>%1 is the profile&apos;s file; policy_data.keys is a place in it</extracomment>
        <translation>%1：policy_data.keys：最多两个密钥（一个在用，一个备用）</translation>
    </message>
    <message>
        <source>%1: %2: not an Ed25519 public key (32 bytes in base64, as scripts/publish-policy-data --new-key prints it)</source>
        <extracomment>%1 is the profile&apos;s file, %2 the place in it (such as policy_data.keys[0])</extracomment>
        <translation>%1：%2：不是 Ed25519 公钥（应为 base64 编码的 32 字节，与 scripts/publish-policy-data --new-key 输出的一致）</translation>
    </message>
    <message>
        <source>%1: pytorch_mirror: &quot;%2&quot; is not an http or https address (write e.g. &quot;https://mirror.example/whl/&quot;)</source>
        <extracomment>%1 is a file, %2 the value found (a password in it hidden); pytorch_mirror is a key in it</extracomment>
        <translation>%1：pytorch_mirror：“%2”不是 http 或 https 地址（例如写作“https://mirror.example/whl/”）</translation>
    </message>
</context>
<context>
    <name>Common</name>
    <message>
        <source>%1 and %2</source>
        <comment>the last two items of a list</comment>
        <extracomment>%1 is an item of a list, %2 the last item</extracomment>
        <translation>%1 和 %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>an item of a list before the rest</comment>
        <extracomment>%1 is an item of a list, %2 the items after it, already joined</extracomment>
        <translation>%1、%2</translation>
    </message>
    <message>
        <source>The log file %1 cannot be written: %2.</source>
        <extracomment>%1 is a file, %2 why it cannot be written (a system message or a reason below)</extracomment>
        <translation>无法写入日志文件 %1：%2。</translation>
    </message>
    <message>
        <source>it is a link; name the file itself</source>
        <extracomment>a reason, as in &quot;The log file … cannot be written: it is a link; …&quot;</extracomment>
        <translation>它是一个链接；请指定文件本身</translation>
    </message>
    <message>
        <source>it is not a plain file</source>
        <extracomment>a reason, as in &quot;The log file … cannot be written: it is not a plain file&quot;</extracomment>
        <translation>它不是普通文件</translation>
    </message>
    <message>
        <source>it belongs to another user or has another name too</source>
        <extracomment>a reason, as in &quot;The log file … cannot be written: it belongs to another user or has another name too&quot;</extracomment>
        <translation>它属于其他用户，或者还有另一个名称</translation>
    </message>
</context>
<context>
    <name>Detect</name>
    <message>
        <source>%1 is not a capture folder: it has none of sys/bus/pci/devices, system.json or tools/*.txt (see docs/capture-layout.md)</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>%1 不是采集文件夹：其中没有 sys/bus/pci/devices、system.json 或 tools/*.txt 中的任何一项（参见 docs/capture-layout.md）</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 does not exist; give a capture folder or a text file with pasted tool output</source>
        <extracomment>%1 is a path that was given</extracomment>
        <translation>%1 不存在；请提供采集文件夹，或粘贴了工具输出的文本文件</translation>
    </message>
    <message>
        <source>%1 is %2 MiB; a paste of tool output is far smaller — is it the right file?</source>
        <extracomment>%1 is a file, %2 its size in MiB (a number)</extracomment>
        <translation>%1 的大小为 %2 MiB；粘贴的工具输出要小得多——是不是选错了文件？</translation>
    </message>
    <message>
        <source>%1 is not a zip file that can be read (%2); a support bundle is the zip that `torch-setup-cli report --output` writes</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>%1 不是可读取的 zip 文件（%2）；支持包是 `torch-setup-cli report --output` 生成的 zip 文件</translation>
    </message>
    <message>
        <source>%1 holds no detect.json; is it a support bundle made by `torch-setup-cli report --output`?</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1 中没有 detect.json；它是由 `torch-setup-cli report --output` 生成的支持包吗？</translation>
    </message>
    <message>
        <source>%1: detect.json is %2 bytes, far more than a machine&apos;s description; the bundle is damaged or not one of ours</source>
        <extracomment>%1 is a file, %2 a number of bytes</extracomment>
        <translation>%1：detect.json 有 %2 字节，远远超过一台计算机的描述信息所需；该支持包已损坏，或并非本程序生成</translation>
    </message>
    <message>
        <source>%1: detect.json cannot be read whole; the bundle is damaged</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1：无法完整读取 detect.json；该支持包已损坏</translation>
    </message>
    <message>
        <source>bound to %1 (reserved for passing through to a virtual machine)</source>
        <extracomment>%1 is a Linux kernel driver&apos;s name, vfio-pci or pci-stub</extracomment>
        <translation>已绑定到 %1（保留用于直通给虚拟机）</translation>
    </message>
    <message>
        <source>no driver is bound to it; install or load the vendor&apos;s driver</source>
        <translation>没有绑定任何驱动程序；请安装或加载厂商提供的驱动程序</translation>
    </message>
    <message>
        <source>%1 is empty; paste the output of a tool such as `lspci -nnk`, `nvidia-smi` or `rocminfo` into it</source>
        <extracomment>%1 is a file or &quot;standard input&quot;</extracomment>
        <translation>%1 是空的；请将 `lspci -nnk`、`nvidia-smi` 或 `rocminfo` 等工具的输出粘贴到其中</translation>
    </message>
    <message>
        <source>%1 starts like UTF-16 text but is not valid UTF-16</source>
        <extracomment>%1 is a file or &quot;standard input&quot;</extracomment>
        <translation>%1 的开头看起来像 UTF-16 文本，但并不是有效的 UTF-16</translation>
    </message>
    <message>
        <source>%1 is not text (binary data at byte %2); give a text file with the pasted tool output</source>
        <extracomment>%1 is a file or &quot;standard input&quot;, %2 a byte offset (a number)</extracomment>
        <translation>%1 不是文本文件（第 %2 字节处为二进制数据）；请提供粘贴了工具输出的文本文件</translation>
    </message>
    <message>
        <source>%1 is not text (it is neither UTF-8 nor UTF-16); give a text file with the pasted tool output</source>
        <extracomment>%1 is a file or &quot;standard input&quot;</extracomment>
        <translation>%1 不是文本文件（既不是 UTF-8 也不是 UTF-16）；请提供粘贴了工具输出的文本文件</translation>
    </message>
    <message>
        <source>%1 looks like JSON but is not valid: %2 at byte %3 (was it cut off?)</source>
        <extracomment>%1 is a file or &quot;standard input&quot;, %2 the JSON parser&apos;s reason, %3 a byte offset</extracomment>
        <translation>%1 看起来像 JSON，但无效：%2（位于第 %3 字节；文件是否被截断了？）</translation>
    </message>
    <message>
        <source>%1 holds JSON of no known kind; expected `system_profiler -json SPDisplaysDataType` or `rocm-smi --json` output, or the format of `detect --json`</source>
        <extracomment>%1 is a file or &quot;standard input&quot;</extracomment>
        <translation>%1 中的 JSON 不属于任何已知类型；应为 `system_profiler -json SPDisplaysDataType` 或 `rocm-smi --json` 的输出，或 `detect --json` 的格式</translation>
    </message>
    <message>
        <source>%1: no GPU listing was recognized; paste the output of lspci -nnk, nvidia-smi, rocminfo, rocm-smi, amd-smi, system_profiler SPDisplaysDataType, dxdiag /t or Get-CimInstance Win32_VideoController</source>
        <extracomment>%1 is a file or &quot;standard input&quot;</extracomment>
        <translation>%1：未识别出任何 GPU 列表；请粘贴 lspci -nnk、nvidia-smi、rocminfo、rocm-smi、amd-smi、system_profiler SPDisplaysDataType、dxdiag /t 或 Get-CimInstance Win32_VideoController 的输出</translation>
    </message>
    <message>
        <source>a software renderer, not a GPU</source>
        <translation>软件渲染器，不是 GPU</translation>
    </message>
</context>
<context>
    <name>Diagnose</name>
    <message>
        <source>an AMD GPU (%1)</source>
        <extracomment>%1 is a gfx target such as gfx1100</extracomment>
        <translation>一块 AMD GPU（%1）</translation>
    </message>
    <message>
        <source>a GPU [%1:%2]</source>
        <extracomment>%1 and %2 are PCI vendor and device ids, such as 10de and 2684</extracomment>
        <translation>一块 GPU [%1:%2]</translation>
    </message>
    <message>
        <source>%1 holds no text; paste the error, the log or the output of `python -m torch.utils.collect_env` into it.</source>
        <extracomment>%1 is a file or &quot;standard input&quot;</extracomment>
        <translation>%1 中没有文本；请将错误信息、日志或 `python -m torch.utils.collect_env` 的输出粘贴到其中。</translation>
    </message>
    <message>
        <source>The text names no GPU, so no build is named here: run `torch-setup-cli recommend` on that computer, or paste its `nvidia-smi`, `rocminfo` or `lspci` output along with the error.</source>
        <translation>文本中没有提到任何 GPU，因此这里无法给出构建版本：请在那台计算机上运行 `torch-setup-cli recommend`，或将其 `nvidia-smi`、`rocminfo` 或 `lspci` 的输出与错误信息一起粘贴进来。</translation>
    </message>
    <message>
        <source>The text does not say which operating system the computer runs, so no build is named here: add the output of `python -m torch.utils.collect_env` to it.</source>
        <translation>文本中没有说明这台计算机运行的是哪种操作系统，因此这里无法给出构建版本：请在文本中加上 `python -m torch.utils.collect_env` 的输出。</translation>
    </message>
    <message>
        <source>the %1 architecture</source>
        <extracomment>%1 is a CPU architecture such as x86_64 or arm64</extracomment>
        <translation>%1 架构</translation>
    </message>
    <message>
        <source>Python %1</source>
        <extracomment>%1 is a Python version such as 3.12</extracomment>
        <translation>Python %1</translation>
    </message>
    <message>
        <source>No PyTorch build fits the computer the text describes: %1</source>
        <extracomment>%1 is why no build fits (a clause)</extracomment>
        <translation>没有适合文本所述计算机的 PyTorch 构建版本：%1</translation>
    </message>
    <message>
        <source>For the computer in this text (%1), Torch Setup recommends %2 with torch %3.</source>
        <extracomment>%1 is a list of GPU names, %2 a build such as cu128, %3 a torch version such as 2.9.0</extracomment>
        <translation>对于本文本中的计算机（%1），Torch Setup 推荐 %2，搭配 torch %3。</translation>
    </message>
    <message>
        <source>The text does not say it, so this assumes %1.</source>
        <extracomment>%1 lists what is assumed, such as &quot;the x86_64 architecture and Python 3.12&quot;</extracomment>
        <translation>文本中没有说明这一点，因此这里假定为 %1。</translation>
    </message>
    <message>
        <source>About the recommended build: %1 (%2)</source>
        <extracomment>%1 is a warning (a clause), %2 how to deal with it (a clause)</extracomment>
        <translation>关于推荐的构建版本：%1（%2）</translation>
    </message>
    <message>
        <source>driver %1</source>
        <extracomment>%1 is a driver version such as 570.86</extracomment>
        <translation>驱动程序 %1</translation>
    </message>
    <message>
        <source>Read from %1: %2
</source>
        <extracomment>%1 is a file, &quot;standard input&quot; or &quot;the pasted text&quot;; %2 a list of facts separated by semicolons, such as &quot;torch 2.9.0, a CUDA 12.8 build; NVIDIA GeForce RTX 4090; driver 570.86; linux&quot;</extracomment>
        <translation>从 %1 读取：%2
</translation>
    </message>
    <message>
        <source>No known failure was found in this text.
</source>
        <translation>在此文本中未发现已知的故障。
</translation>
    </message>
    <message>
        <source>If PyTorch still fails, send a support bundle made on that computer: torch-setup-cli report --venv DIR --output support.zip
</source>
        <translation>如果 PyTorch 仍然无法工作，请在那台计算机上生成并发送支持包：torch-setup-cli report --venv DIR --output support.zip
</translation>
    </message>
    <message>
        <source>1 problem found:
</source>
        <translation>发现 1 个问题：
</translation>
    </message>
    <message>
        <source>   Seen at:
</source>
        <translation>   出现位置：
</translation>
    </message>
    <message>
        <source>     line %1: %2
</source>
        <extracomment>%1 is a line number, %2 the text of that line, as pasted</extracomment>
        <translation>     第 %1 行：%2
</translation>
    </message>
    <message>
        <source>   Fix: %1
</source>
        <extracomment>%1 is what to do (a sentence)</extracomment>
        <translation>   解决方法：%1
</translation>
    </message>
    <message>
        <source>   (cause: %1)
</source>
        <extracomment>%1 is a cause code such as no_kernel_image (not translated)</extracomment>
        <translation>   （原因：%1）
</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <extracomment>%1 is a note (a whole sentence)</extracomment>
        <translation>注意：%1</translation>
    </message>
    <message>
        <source>torch (version not given)</source>
        <translation>torch（未给出版本）</translation>
    </message>
    <message>
        <source>torch %1</source>
        <translation>torch %1</translation>
    </message>
    <message>
        <source>%1, a CUDA build</source>
        <extracomment>%1 is torch with its version, such as &quot;torch 2.9.0&quot;</extracomment>
        <translation>%1，CUDA 构建版本</translation>
    </message>
    <message>
        <source>%1, a CUDA %2 build</source>
        <extracomment>%1 is torch with its version, such as &quot;torch 2.9.0&quot;; %2 a CUDA version such as 12.8</extracomment>
        <translation>%1，CUDA %2 构建版本</translation>
    </message>
    <message>
        <source>%1, a ROCm build</source>
        <extracomment>%1 is torch with its version, such as &quot;torch 2.9.0&quot;</extracomment>
        <translation>%1，ROCm 构建版本</translation>
    </message>
    <message>
        <source>%1, a ROCm %2 build</source>
        <extracomment>%1 is torch with its version, such as &quot;torch 2.9.0&quot;; %2 a ROCm version such as 6.4</extracomment>
        <translation>%1，ROCm %2 构建版本</translation>
    </message>
    <message>
        <source>%1, a CPU-only build</source>
        <extracomment>%1 is torch with its version, such as &quot;torch 2.9.0&quot;</extracomment>
        <translation>%1，仅 CPU 构建版本</translation>
    </message>
    <message>
        <source>%1, an Intel XPU build</source>
        <extracomment>%1 is torch with its version, such as &quot;torch 2.9.0&quot;</extracomment>
        <translation>%1，Intel XPU 构建版本</translation>
    </message>
    <message>
        <source>%1, a macOS build</source>
        <extracomment>%1 is torch with its version, such as &quot;torch 2.9.0&quot;</extracomment>
        <translation>%1，macOS 构建版本</translation>
    </message>
    <message numerus="yes">
        <source>%n problems found, in the order the text shows them:
</source>
        <extracomment>%n is the number of problems, 2 or more (one problem has its own sentence)</extracomment>
        <translation>
            <numerusform>发现 %n 个问题，按其在文本中出现的顺序列出：
</numerusform>
        </translation>
    </message>
    <message>
        <source>     and 1 more line
</source>
        <translation>     还有 1 行
</translation>
    </message>
    <message numerus="yes">
        <source>     and %n more lines
</source>
        <extracomment>%n is the number of lines not shown, 2 or more (one line has its own sentence)</extracomment>
        <translation>
            <numerusform>     还有 %n 行
</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is the target of %2 in Torch Setup&apos;s GPU database; the text itself does not state it.</source>
        <extracomment>%1 is a gfx target such as gfx1031, %2 a GPU name such as AMD Radeon RX 6700 XT</extracomment>
        <translation>在 Torch Setup 的 GPU 数据库中，%2 的目标架构是 %1；文本本身并未说明这一点。</translation>
    </message>
    <message>
        <source>PyTorch was built with CUDA %1, which needs NVIDIA driver %2 or newer; the text shows driver %3.</source>
        <extracomment>%1 is a CUDA version such as 10.2, %2 and %3 NVIDIA driver versions such as 440.33 and 418.87</extracomment>
        <translation>PyTorch 是用 CUDA %1 构建的，需要 NVIDIA 驱动程序 %2 或更新版本；文本中显示的驱动程序是 %3。</translation>
    </message>
</context>
<context>
    <name>FailureSignatures</name>
    <message>
        <source>The installed PyTorch build has no kernels for this NVIDIA GPU.</source>
        <extracomment>from the failure signature cuda-arch-not-in-build</extracomment>
        <translation>已安装的 PyTorch 构建版本没有适用于这块 NVIDIA GPU 的内核。</translation>
    </message>
    <message>
        <source>{gpu} has compute capability {cc} (sm_{sm}).</source>
        <extracomment>from the failure signature cuda-arch-not-in-build</extracomment>
        <translation>{gpu} 的计算能力为 {cc}（sm_{sm}）。</translation>
    </message>
    <message>
        <source>The installed build ships kernels for {built}.</source>
        <extracomment>from the failure signature cuda-arch-not-in-build</extracomment>
        <translation>已安装的构建版本提供的内核适用于 {built}。</translation>
    </message>
    <message>
        <source>Install a PyTorch build compiled for this GPU&apos;s generation: a new GPU needs a build for a newer CUDA (Blackwell&apos;s sm_120 needs cu128 or newer), an old one a build that still lists its compute capability.</source>
        <extracomment>from the failure signature cuda-arch-not-in-build</extracomment>
        <translation>请安装为这块 GPU 这一代架构编译的 PyTorch 构建版本：较新的 GPU 需要面向更新 CUDA 的构建版本（Blackwell 的 sm_120 需要 cu128 或更新版本），较旧的 GPU 则需要仍然列出其计算能力的构建版本。</translation>
    </message>
    <message>
        <source>The installed ROCm build of PyTorch has no kernels for this AMD GPU&apos;s target.</source>
        <extracomment>from the failure signature hip-target-not-in-build</extracomment>
        <translation>已安装的 PyTorch ROCm 构建版本没有适用于这块 AMD GPU 目标架构的内核。</translation>
    </message>
    <message>
        <source>The GPU&apos;s target is {gfx}.</source>
        <extracomment>from the failure signature hip-target-not-in-build</extracomment>
        <translation>这块 GPU 的目标架构是 {gfx}。</translation>
    </message>
    <message>
        <source>Install a build with native kernels for the GPU&apos;s target: AMD&apos;s TheRock wheels cover many Radeon GPUs that upstream ROCm builds leave out. Only where Torch Setup&apos;s data records it as safe, set HSA_OVERRIDE_GFX_VERSION to a supported target instead.</source>
        <extracomment>from the failure signature hip-target-not-in-build</extracomment>
        <translation>请安装带有适用于该 GPU 目标架构的原生内核的构建版本：AMD 的 TheRock wheel 包支持许多上游 ROCm 构建版本未涵盖的 Radeon GPU。只有在 Torch Setup 的数据记录表明安全的情况下，才可改为将 HSA_OVERRIDE_GFX_VERSION 设置为某个受支持的目标架构。</translation>
    </message>
    <message>
        <source>The NVIDIA driver is too old for the installed PyTorch build.</source>
        <extracomment>from the failure signature nvidia-driver-too-old</extracomment>
        <translation>NVIDIA 驱动程序版本过旧，无法运行已安装的 PyTorch 构建版本。</translation>
    </message>
    <message>
        <source>The driver supports CUDA {driver_cuda} at most.</source>
        <extracomment>from the failure signature nvidia-driver-too-old</extracomment>
        <translation>该驱动程序最高只支持 CUDA {driver_cuda}。</translation>
    </message>
    <message>
        <source>Update the NVIDIA driver (nvidia.com/drivers, or your distribution&apos;s driver package), or install a PyTorch build for a CUDA version this driver runs.</source>
        <extracomment>from the failure signature nvidia-driver-too-old</extracomment>
        <translation>请更新 NVIDIA 驱动程序（nvidia.com/drivers，或您所用发行版的驱动程序软件包），或者安装适用于此驱动程序所能运行的 CUDA 版本的 PyTorch 构建版本。</translation>
    </message>
    <message>
        <source>The NVIDIA driver is not installed or not loaded.</source>
        <extracomment>from the failure signature nvidia-no-driver</extracomment>
        <translation>NVIDIA 驱动程序未安装或未加载。</translation>
    </message>
    <message>
        <source>Install the NVIDIA driver from your distribution (Ubuntu: sudo ubuntu-drivers install) and reboot. If it is installed, Secure Boot may be keeping its kernel module out: enroll the module&apos;s key or turn Secure Boot off, then check that nvidia-smi answers.</source>
        <extracomment>from the failure signature nvidia-no-driver</extracomment>
        <translation>请从您的发行版安装 NVIDIA 驱动程序（Ubuntu：sudo ubuntu-drivers install）并重新启动。如果已经安装，可能是安全启动（Secure Boot）阻止了其内核模块加载：请注册该模块的密钥或关闭安全启动，然后检查 nvidia-smi 能否正常响应。</translation>
    </message>
    <message>
        <source>Install the NVIDIA driver for this GPU from nvidia.com/drivers and restart Windows; then check that nvidia-smi answers in a terminal.</source>
        <extracomment>from the failure signature nvidia-no-driver</extracomment>
        <translation>请从 nvidia.com/drivers 安装适用于这块 GPU 的 NVIDIA 驱动程序并重新启动 Windows；然后在终端中检查 nvidia-smi 能否正常响应。</translation>
    </message>
    <message>
        <source>Install the NVIDIA driver for this GPU and restart; then check that nvidia-smi answers.</source>
        <extracomment>from the failure signature nvidia-no-driver</extracomment>
        <translation>请安装适用于这块 GPU 的 NVIDIA 驱动程序并重新启动；然后检查 nvidia-smi 能否正常响应。</translation>
    </message>
    <message>
        <source>A CPU-only build of PyTorch is installed, so the program cannot use the GPU.</source>
        <extracomment>from the failure signature cpu-build</extracomment>
        <translation>已安装的是仅 CPU 的 PyTorch 构建版本，因此程序无法使用 GPU。</translation>
    </message>
    <message>
        <source>CUDA does not exist on a Mac: the program must use the &quot;mps&quot; device (Apple GPUs) or the CPU. Ask its makers for Mac support, or run it with its CPU option.</source>
        <extracomment>from the failure signature cpu-build</extracomment>
        <translation>Mac 上没有 CUDA：程序必须使用 &quot;mps&quot; 设备（Apple GPU）或 CPU。请向程序的开发者寻求 Mac 支持，或使用其 CPU 选项运行。</translation>
    </message>
    <message>
        <source>Replace it with the GPU build for this computer: uninstall torch, torchvision and torchaudio, then install them from the build&apos;s index (a plain `pip install torch` on Windows always gives the CPU build).</source>
        <extracomment>from the failure signature cpu-build</extracomment>
        <translation>请将其替换为适用于这台计算机的 GPU 构建版本：卸载 torch、torchvision 和 torchaudio，然后从该构建版本的索引重新安装（在 Windows 上，直接运行 `pip install torch` 得到的总是 CPU 构建版本）。</translation>
    </message>
    <message>
        <source>A CPU-only build of PyTorch is installed on a computer with a GPU that PyTorch could use.</source>
        <extracomment>from the failure signature cpu-build-collect-env</extracomment>
        <translation>这台计算机装有 PyTorch 可以使用的 GPU，但安装的却是仅 CPU 的 PyTorch 构建版本。</translation>
    </message>
    <message>
        <source>Replace it with the GPU build for this computer: uninstall torch, torchvision and torchaudio, then install them from the build&apos;s index.</source>
        <extracomment>from the failure signature cpu-build-collect-env</extracomment>
        <translation>请将其替换为适用于这台计算机的 GPU 构建版本：卸载 torch、torchvision 和 torchaudio，然后从该构建版本的索引重新安装。</translation>
    </message>
    <message>
        <source>A CUDA build of PyTorch is installed but does not see the NVIDIA GPU.</source>
        <extracomment>from the failure signature cuda-not-available</extracomment>
        <translation>已安装 PyTorch 的 CUDA 构建版本，但它检测不到 NVIDIA GPU。</translation>
    </message>
    <message>
        <source>Check that nvidia-smi lists the GPU and that the driver is new enough for the build (it needs the driver that its CUDA version names, or newer); check that CUDA_VISIBLE_DEVICES does not hide the GPU.</source>
        <extracomment>from the failure signature cuda-not-available</extracomment>
        <translation>请检查 nvidia-smi 是否列出了这块 GPU，以及驱动程序对该构建版本来说是否足够新（需要其 CUDA 版本所要求的驱动程序或更新版本）；并检查 CUDA_VISIBLE_DEVICES 是否隐藏了这块 GPU。</translation>
    </message>
    <message>
        <source>The CUDA driver could not start on this GPU.</source>
        <extracomment>from the failure signature cuda-unknown-error</extracomment>
        <translation>CUDA 驱动程序无法在这块 GPU 上启动。</translation>
    </message>
    <message>
        <source>This usually follows a suspend and resume or a driver update without a restart: restart the computer, or reload the NVIDIA unified-memory module (sudo rmmod nvidia_uvm &amp;&amp; sudo modprobe nvidia_uvm).</source>
        <extracomment>from the failure signature cuda-unknown-error</extracomment>
        <translation>这通常发生在睡眠后唤醒，或更新驱动程序后没有重新启动的情况下：请重新启动计算机，或重新加载 NVIDIA 统一内存模块（sudo rmmod nvidia_uvm &amp;&amp; sudo modprobe nvidia_uvm）。</translation>
    </message>
    <message>
        <source>Restart the computer (this usually follows a driver update or a suspend), and check that no other program holds the GPU exclusively.</source>
        <extracomment>from the failure signature cuda-unknown-error</extracomment>
        <translation>请重新启动计算机（这通常发生在更新驱动程序或睡眠之后），并检查是否有其他程序独占了这块 GPU。</translation>
    </message>
    <message>
        <source>This user may not use the AMD GPU: /dev/kfd or /dev/dri is not accessible.</source>
        <extracomment>from the failure signature kfd-permission</extracomment>
        <translation>当前用户无权使用 AMD GPU：无法访问 /dev/kfd 或 /dev/dri。</translation>
    </message>
    <message>
        <source>Add the user to the render and video groups (sudo usermod -aG render,video $USER), then log out and in again. In a container, pass --device=/dev/kfd --device=/dev/dri and the same groups.</source>
        <extracomment>from the failure signature kfd-permission</extracomment>
        <translation>请将该用户加入 render 和 video 组（sudo usermod -aG render,video $USER），然后注销并重新登录。在容器中，请传入 --device=/dev/kfd --device=/dev/dri 以及相同的用户组。</translation>
    </message>
    <message>
        <source>The ROCm build of PyTorch sees no AMD GPU.</source>
        <extracomment>from the failure signature no-hip-gpu</extracomment>
        <translation>PyTorch 的 ROCm 构建版本检测不到任何 AMD GPU。</translation>
    </message>
    <message>
        <source>Check, in this order: the user is in the render and video groups (sudo usermod -aG render,video $USER, then log out and in); the amdgpu driver is loaded (/dev/kfd exists); HIP_VISIBLE_DEVICES or ROCR_VISIBLE_DEVICES does not hide the GPU; the GPU&apos;s target is one the build supports.</source>
        <extracomment>from the failure signature no-hip-gpu</extracomment>
        <translation>请按以下顺序检查：该用户属于 render 和 video 组（sudo usermod -aG render,video $USER，然后注销并重新登录）；amdgpu 驱动程序已加载（/dev/kfd 存在）；HIP_VISIBLE_DEVICES 或 ROCR_VISIBLE_DEVICES 没有隐藏这块 GPU；这块 GPU 的目标架构受该构建版本支持。</translation>
    </message>
    <message>
        <source>torch.compile needs Triton, which is not installed.</source>
        <extracomment>from the failure signature triton-missing</extracomment>
        <translation>torch.compile 需要 Triton，但 Triton 尚未安装。</translation>
    </message>
    <message>
        <source>Install triton-windows in the same environment, in the version that matches torch (pip install &quot;triton-windows&lt;3.7&quot; for torch 2.10, for example; Torch Setup installs the right one with the CUDA build).</source>
        <extracomment>from the failure signature triton-missing</extracomment>
        <translation>请在同一个环境中安装与 torch 版本相匹配的 triton-windows（例如，torch 2.10 对应 pip install &quot;triton-windows&lt;3.7&quot;；Torch Setup 在安装 CUDA 构建版本时会一并安装正确的版本）。</translation>
    </message>
    <message>
        <source>Install pytorch-triton-rocm from the same index as torch (Torch Setup installs it with the ROCm build).</source>
        <extracomment>from the failure signature triton-missing</extracomment>
        <translation>请从与 torch 相同的索引安装 pytorch-triton-rocm（Torch Setup 在安装 ROCm 构建版本时会一并安装它）。</translation>
    </message>
    <message>
        <source>Install pytorch-triton-xpu from the same index as torch (Torch Setup installs it with the XPU build).</source>
        <extracomment>from the failure signature triton-missing</extracomment>
        <translation>请从与 torch 相同的索引安装 pytorch-triton-xpu（Torch Setup 在安装 XPU 构建版本时会一并安装它）。</translation>
    </message>
    <message>
        <source>Install triton in the same environment, in the version torch asks for (pip show torch lists it under Requires); CUDA builds from download.pytorch.org bring it along.</source>
        <extracomment>from the failure signature triton-missing</extracomment>
        <translation>请在同一个环境中安装 torch 所要求版本的 triton（pip show torch 会在 Requires 下列出它）；来自 download.pytorch.org 的 CUDA 构建版本会自带 triton。</translation>
    </message>
    <message>
        <source>torch.compile found no C or C++ compiler.</source>
        <extracomment>from the failure signature no-cpp-compiler</extracomment>
        <translation>torch.compile 找不到 C 或 C++ 编译器。</translation>
    </message>
    <message>
        <source>Install Visual Studio Build Tools with the &quot;Desktop development with C++&quot; workload, then start the program from the &quot;x64 Native Tools Command Prompt&quot; (or run vcvars64.bat first).</source>
        <extracomment>from the failure signature no-cpp-compiler</extracomment>
        <translation>请安装带有“使用 C++ 的桌面开发”（Desktop development with C++）工作负载的 Visual Studio Build Tools，然后从“x64 Native Tools Command Prompt”启动程序（或先运行 vcvars64.bat）。</translation>
    </message>
    <message>
        <source>Install Apple&apos;s command line tools: xcode-select --install.</source>
        <extracomment>from the failure signature no-cpp-compiler</extracomment>
        <translation>请安装 Apple 的命令行工具：xcode-select --install。</translation>
    </message>
    <message>
        <source>Install a compiler and Python&apos;s headers: sudo apt install build-essential python3-dev (Debian, Ubuntu), sudo dnf install gcc-c++ python3-devel (Fedora), sudo pacman -S gcc (Arch).</source>
        <extracomment>from the failure signature no-cpp-compiler</extracomment>
        <translation>请安装编译器和 Python 头文件：sudo apt install build-essential python3-dev（Debian、Ubuntu），sudo dnf install gcc-c++ python3-devel（Fedora），sudo pacman -S gcc（Arch）。</translation>
    </message>
    <message>
        <source>torch.compile cannot build its kernels: Python&apos;s C headers are missing.</source>
        <extracomment>from the failure signature no-python-headers</extracomment>
        <translation>torch.compile 无法构建其内核：缺少 Python 的 C 头文件。</translation>
    </message>
    <message>
        <source>Install Python&apos;s development headers for this Python: sudo apt install python3-dev (Debian, Ubuntu; python3.X-dev for another version), sudo dnf install python3-devel (Fedora).</source>
        <extracomment>from the failure signature no-python-headers</extracomment>
        <translation>请为这个 Python 安装开发头文件：sudo apt install python3-dev（Debian、Ubuntu；其他版本请安装 python3.X-dev），sudo dnf install python3-devel（Fedora）。</translation>
    </message>
    <message>
        <source>Windows could not load PyTorch&apos;s libraries.</source>
        <extracomment>from the failure signature windows-dll-load</extracomment>
        <translation>Windows 无法加载 PyTorch 的库文件。</translation>
    </message>
    <message>
        <source>The library that failed is {dll}.</source>
        <extracomment>from the failure signature windows-dll-load</extracomment>
        <translation>加载失败的库是 {dll}。</translation>
    </message>
    <message>
        <source>Install the latest Microsoft Visual C++ Redistributable (x64) and restart. If it still fails, install PyTorch into a new environment: a mix of builds in one environment (CPU and CUDA, or two versions) breaks the same way.</source>
        <extracomment>from the failure signature windows-dll-load</extracomment>
        <translation>请安装最新的 Microsoft Visual C++ Redistributable (x64) 并重新启动。如果仍然失败，请将 PyTorch 安装到一个新环境中：同一环境中混装了不同的构建版本（CPU 与 CUDA，或两个不同版本）也会导致同样的故障。</translation>
    </message>
    <message>
        <source>A library PyTorch needs is missing.</source>
        <extracomment>from the failure signature shared-library-missing</extracomment>
        <translation>缺少 PyTorch 所需的一个库。</translation>
    </message>
    <message>
        <source>The missing library is {lib}.</source>
        <extracomment>from the failure signature shared-library-missing</extracomment>
        <translation>缺少的库是 {lib}。</translation>
    </message>
    <message>
        <source>Install torch, torchvision and torchaudio again, together, into a new environment: pip then brings the CUDA libraries (the nvidia-* packages) the build was made with. A torch copied from another machine, or mixed with a system CUDA, breaks this way.</source>
        <extracomment>from the failure signature shared-library-missing</extracomment>
        <translation>请将 torch、torchvision 和 torchaudio 一起重新安装到一个新环境中：pip 会随之带来该构建版本编译时所用的 CUDA 库（nvidia-* 软件包）。从其他计算机复制过来的 torch，或与系统 CUDA 混用的 torch，都会出现这种故障。</translation>
    </message>
    <message>
        <source>PyTorch&apos;s libraries do not fit together: a symbol one of them needs is missing.</source>
        <extracomment>from the failure signature undefined-symbol</extracomment>
        <translation>PyTorch 的各个库互不匹配：其中一个库所需的符号缺失。</translation>
    </message>
    <message>
        <source>The missing symbol is {symbol}.</source>
        <extracomment>from the failure signature undefined-symbol</extracomment>
        <translation>缺失的符号是 {symbol}。</translation>
    </message>
    <message>
        <source>torch and its companions come from different builds or versions. Install torch, torchvision and torchaudio again, together, from one index, in a new environment.</source>
        <extracomment>from the failure signature undefined-symbol</extracomment>
        <translation>torch 及其配套包来自不同的构建版本或版本号。请在一个新环境中，从同一个索引将 torch、torchvision 和 torchaudio 一起重新安装。</translation>
    </message>
    <message>
        <source>torchvision does not belong to the installed torch.</source>
        <extracomment>from the failure signature companion-mismatch</extracomment>
        <translation>torchvision 与已安装的 torch 不配套。</translation>
    </message>
    <message>
        <source>Install torch, torchvision and torchaudio together, in versions made for each other, from the same index (Torch Setup&apos;s plan lists the three that belong together).</source>
        <extracomment>from the failure signature companion-mismatch</extracomment>
        <translation>请从同一个索引一起安装彼此配套版本的 torch、torchvision 和 torchaudio（Torch Setup 的安装计划会列出配套的这三个包）。</translation>
    </message>
    <message>
        <source>A package built for NumPy 1 is running with NumPy 2.</source>
        <extracomment>from the failure signature numpy-abi</extracomment>
        <translation>一个为 NumPy 1 构建的软件包正在 NumPy 2 下运行。</translation>
    </message>
    <message>
        <source>Install NumPy 1 in this environment (pip install &quot;numpy&lt;2&quot;), or update the package that was built for NumPy 1 (the traceback names it). torch releases before 2.3 need NumPy 1.</source>
        <extracomment>from the failure signature numpy-abi</extracomment>
        <translation>请在此环境中安装 NumPy 1（pip install &quot;numpy&lt;2&quot;），或更新那个为 NumPy 1 构建的软件包（回溯信息中写有它的名称）。torch 2.3 之前的版本需要 NumPy 1。</translation>
    </message>
    <message>
        <source>pip found no PyTorch for this Python or platform.</source>
        <extracomment>from the failure signature no-wheels</extracomment>
        <translation>pip 找不到适用于此 Python 或平台的 PyTorch。</translation>
    </message>
    <message>
        <source>PyTorch publishes wheels for a few Python versions only (a brand-new Python, a 32-bit Python or Python 2 has none), and CUDA builds only on their own index. Use a Python that `torch-setup-cli pythons` calls usable, and name the build&apos;s index.</source>
        <extracomment>from the failure signature no-wheels</extracomment>
        <translation>PyTorch 只为少数几个 Python 版本发布 wheel 包（全新发布的 Python、32 位 Python 或 Python 2 都没有），而 CUDA 构建版本只在其专用索引上提供。请使用 `torch-setup-cli pythons` 标为可用的 Python，并指定该构建版本的索引。</translation>
    </message>
    <message>
        <source>The GPU ran out of memory. PyTorch itself works.</source>
        <extracomment>from the failure signature out-of-memory</extracomment>
        <translation>GPU 内存不足。PyTorch 本身工作正常。</translation>
    </message>
    <message>
        <source>It was asked for {alloc} more.</source>
        <extracomment>from the failure signature out-of-memory</extracomment>
        <translation>还需要再分配 {alloc}。</translation>
    </message>
    <message>
        <source>Use smaller inputs or batches (or the program&apos;s low-memory option), and close other programs that use the GPU. This is not an installation problem.</source>
        <extracomment>from the failure signature out-of-memory</extracomment>
        <translation>请使用更小的输入或批次（或程序的低内存选项），并关闭其他正在使用 GPU 的程序。这不是安装问题。</translation>
    </message>
    <message>
        <source>An operation the program uses is not available on the Apple GPU in this torch.</source>
        <extracomment>from the failure signature mps-op-missing</extracomment>
        <translation>程序使用的某个运算在此 torch 版本中无法在 Apple GPU 上运行。</translation>
    </message>
    <message>
        <source>Set PYTORCH_ENABLE_MPS_FALLBACK=1 so that such operations run on the CPU (Torch Setup sets it in the environments it makes when the build needs it), or install a newer torch, which implements more of them.</source>
        <extracomment>from the failure signature mps-op-missing</extracomment>
        <translation>请设置 PYTORCH_ENABLE_MPS_FALLBACK=1，让这类运算在 CPU 上运行（当构建版本需要时，Torch Setup 会在它创建的环境中设置该变量），或者安装更新的 torch，新版本实现了更多这类运算。</translation>
    </message>
    <message>
        <source>The program&apos;s own data or code failed on the GPU (an index out of range, usually). The installation is not the cause.</source>
        <extracomment>from the failure signature device-side-assert</extracomment>
        <translation>程序自身的数据或代码在 GPU 上出错（通常是索引越界）。原因不在于安装。</translation>
    </message>
    <message>
        <source>Run the program with CUDA_LAUNCH_BLOCKING=1 to see the operation that failed, or on the CPU to get a readable error.</source>
        <extracomment>from the failure signature device-side-assert</extracomment>
        <translation>请使用 CUDA_LAUNCH_BLOCKING=1 运行程序以查看出错的运算，或在 CPU 上运行以获得易读的错误信息。</translation>
    </message>
</context>
<context>
    <name>Install</name>
    <message>
        <source>Nothing from it was unpacked; get the archive again from a source you trust.</source>
        <translation>其中的内容均未解压；请从您信任的来源重新获取该归档文件。</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its symlink &quot;%2&quot; has no target.</source>
        <extracomment>%1 is an archive, %2 a symlink&apos;s name in it</extracomment>
        <translation>已拒绝归档文件 %1：其中的符号链接“%2”没有目标。</translation>
    </message>
    <message>
        <source>The archive %1 is refused: the target of its symlink &quot;%2&quot; contains a control character.</source>
        <extracomment>%1 is an archive, %2 a symlink&apos;s name in it</extracomment>
        <translation>已拒绝归档文件 %1：其中符号链接“%2”的目标包含控制字符。</translation>
    </message>
    <message>
        <source>The archive %1 is refused: the target of its symlink &quot;%2&quot; contains a backslash.</source>
        <extracomment>%1 is an archive, %2 a symlink&apos;s name in it</extracomment>
        <translation>已拒绝归档文件 %1：其中符号链接“%2”的目标包含反斜杠。</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its symlink &quot;%2&quot; points to an absolute path.</source>
        <extracomment>%1 is an archive, %2 a symlink&apos;s name in it</extracomment>
        <translation>已拒绝归档文件 %1：其中的符号链接“%2”指向绝对路径。</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; is a hard link, which could make two names share one file.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>已拒绝归档文件 %1：其中的条目“%2”是硬链接，可能导致两个名称共用同一个文件。</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; is a device or a FIFO, not a file.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>已拒绝归档文件 %1：其中的条目“%2”是设备文件或 FIFO，而不是普通文件。</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; is of a kind this program does not unpack.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>已拒绝归档文件 %1：其中的条目“%2”属于本程序不解压的类型。</translation>
    </message>
    <message>
        <source>The archive %1 is refused: the name of its member &quot;%2&quot; is not valid UTF-8.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>已拒绝归档文件 %1：其中条目“%2”的名称不是有效的 UTF-8。</translation>
    </message>
    <message>
        <source>The archive %1 is refused: the name of its member &quot;%2&quot; contains a control character.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>已拒绝归档文件 %1：其中条目“%2”的名称包含控制字符。</translation>
    </message>
    <message>
        <source>The archive %1 is refused: the name of its member &quot;%2&quot; contains a backslash, which Windows reads as a folder separator.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>已拒绝归档文件 %1：其中条目“%2”的名称包含反斜杠，而 Windows 会将反斜杠视为文件夹分隔符。</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; has an absolute path.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>已拒绝归档文件 %1：其中的条目“%2”使用了绝对路径。</translation>
    </message>
    <message>
        <source>The archive %1 is refused: the path of its member &quot;%2&quot; contains &quot;..&quot;.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>已拒绝归档文件 %1：其中条目“%2”的路径包含“..”。</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; has no name.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>已拒绝归档文件 %1：其中的条目“%2”没有名称。</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; is a folder or a link but carries data.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>已拒绝归档文件 %1：其中的条目“%2”是文件夹或链接，却带有数据。</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; unpacks to %3 bytes, more than the %4 allowed for one file.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it, %3 and %4 numbers of bytes</extracomment>
        <translation>已拒绝归档文件 %1：其中的条目“%2”解压后为 %3 字节，超过了单个文件允许的 %4 字节。</translation>
    </message>
    <message>
        <source>The archive %1 is refused: with its member &quot;%2&quot; it unpacks to more than the %3 bytes allowed in all.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it, %3 a number of bytes</extracomment>
        <translation>已拒绝归档文件 %1：加上其中的条目“%2”后，解压总量超过了允许的 %3 字节。</translation>
    </message>
    <message>
        <source>The archive %1 holds the symlink &quot;%2&quot;, which cannot be created on Windows without a special privilege.</source>
        <extracomment>%1 is an archive, %2 a symlink&apos;s name in it</extracomment>
        <translation>归档文件 %1 中包含符号链接“%2”，在 Windows 上没有特殊权限就无法创建它。</translation>
    </message>
    <message>
        <source>The archive %1 is refused: the target of its symlink &quot;%2&quot; is not valid UTF-8.</source>
        <extracomment>%1 is an archive, %2 a symlink&apos;s name in it</extracomment>
        <translation>已拒绝归档文件 %1：其中符号链接“%2”的目标不是有效的 UTF-8。</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; lies below &quot;%3&quot;, which is not a folder.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it, %3 the path of another member</extracomment>
        <translation>已拒绝归档文件 %1：其中的条目“%2”位于“%3”之下，而“%3”不是文件夹。</translation>
    </message>
    <message>
        <source>The archive %1 is refused: the path of its member &quot;%2&quot; differs from &quot;%3&quot; only in case, and both would be one folder on Windows and macOS.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it, %3 the path of another member</extracomment>
        <translation>已拒绝归档文件 %1：其中条目“%2”的路径与“%3”仅有大小写不同，在 Windows 和 macOS 上二者会成为同一个文件夹。</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; appears twice.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>已拒绝归档文件 %1：其中的条目“%2”出现了两次。</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; is not a folder, but members before it lie below it.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>已拒绝归档文件 %1：其中的条目“%2”不是文件夹，但它前面的条目却位于它之下。</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; differs from &quot;%3&quot; only in case, and both would be one file on Windows and macOS.</source>
        <extracomment>%1 is an archive, %2 and %3 members&apos; names in it</extracomment>
        <translation>已拒绝归档文件 %1：其中的条目“%2”与“%3”仅有大小写不同，在 Windows 和 macOS 上二者会成为同一个文件。</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its symlink &quot;%2&quot; points outside the unpacked folder.</source>
        <extracomment>%1 is an archive, %2 a symlink&apos;s name in it</extracomment>
        <translation>已拒绝归档文件 %1：其中的符号链接“%2”指向解压文件夹之外。</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its symlink &quot;%2&quot; points through another symlink, &quot;%3&quot;.</source>
        <extracomment>%1 is an archive, %2 and %3 symlinks&apos; names in it</extracomment>
        <translation>已拒绝归档文件 %1：其中的符号链接“%2”经由另一个符号链接“%3”指向目标。</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its symlink &quot;%2&quot; points at the unpacked folder itself.</source>
        <extracomment>%1 is an archive, %2 a symlink&apos;s name in it</extracomment>
        <translation>已拒绝归档文件 %1：其中的符号链接“%2”指向解压文件夹本身。</translation>
    </message>
    <message>
        <source>downloads</source>
        <extracomment>what goes on a volume, listed in &quot;the installation needs about 3 GB there (downloads and the environment)&quot;</extracomment>
        <translation>下载内容</translation>
    </message>
    <message>
        <source>pip&apos;s temporary copies</source>
        <extracomment>what goes on a volume, listed in &quot;the installation needs about 3 GB there (downloads and pip&apos;s temporary copies)&quot;</extracomment>
        <translation>pip 的临时副本</translation>
    </message>
    <message>
        <source>the environment</source>
        <extracomment>what goes on a volume, listed in &quot;the installation needs about 3 GB there (downloads and the environment)&quot;</extracomment>
        <translation>环境</translation>
    </message>
    <message>
        <source>the portable Python</source>
        <extracomment>what goes on a volume, listed in &quot;the installation needs about 3 GB there (the environment and the portable Python)&quot;</extracomment>
        <translation>便携版 Python</translation>
    </message>
    <message>
        <source>The %1 build did not work (%2); trying %3.</source>
        <extracomment>%1 and %3 are builds such as cu128, %2 what went wrong (an error message)</extracomment>
        <translation>%1 构建版本无法工作（%2）；正在尝试 %3。</translation>
    </message>
    <message>
        <source>Installed the %1 build instead; the builds before it did not work here: %2</source>
        <extracomment>%1 is a build such as cu126, %2 a list of builds each with what went wrong, separated by semicolons</extracomment>
        <translation>已改为安装 %1 构建版本；排在它前面的构建版本在这里无法工作：%2</translation>
    </message>
    <message>
        <source>None of the builds works on this computer; the environment is as it was before. What each did: %1</source>
        <extracomment>%1 is a list of builds each with what went wrong, separated by semicolons</extracomment>
        <translation>没有任何构建版本能在这台计算机上工作；环境已保持原样。各构建版本的情况：%1</translation>
    </message>
    <message>
        <source>The install record %1 could not be read (%2). Delete it to let the next install write a new one.</source>
        <extracomment>%1 is a file, %2 what is wrong with it (untranslated technical details)</extracomment>
        <translation>无法读取安装记录 %1（%2）。请删除它，以便下次安装时写入新的记录。</translation>
    </message>
    <message>
        <source>The install record %1 was written by a newer Torch Setup (format %2; this one reads format 1). Update Torch Setup, or delete the file to let this version write its own.</source>
        <extracomment>%1 is a file, %2 a number (the file&apos;s format version)</extracomment>
        <translation>安装记录 %1 是由更新版本的 Torch Setup 写入的（格式 %2；此版本只能读取格式 1）。请更新 Torch Setup，或删除该文件，让此版本写入自己的记录。</translation>
    </message>
    <message>
        <source>The install record %1 could not be written. Check that the environment&apos;s folder is writable and the disk has room, then run the install again.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>无法写入安装记录 %1。请检查环境所在的文件夹是否可写、磁盘是否有足够空间，然后重新运行安装。</translation>
    </message>
    <message>
        <source>The environment has no install record %1 that could be read; it was not installed by Torch Setup, or the record was removed.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>该环境中没有可读取的安装记录 %1；它不是由 Torch Setup 安装的，或者安装记录已被删除。</translation>
    </message>
    <message>
        <source>Environment: %1</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>环境：%1</translation>
    </message>
    <message>
        <source>Python: %1 (%2)</source>
        <extracomment>%1 is a Python version such as 3.12.7, %2 the interpreter&apos;s file</extracomment>
        <translation>Python：%1（%2）</translation>
    </message>
    <message>
        <source>  a portable Python, downloaded from %1 and verified against the release&apos;s checksums</source>
        <extracomment>%1 is a web address (credentials hidden)</extracomment>
        <translation>  便携版 Python，从 %1 下载，并已根据该发行版的校验和进行验证</translation>
    </message>
    <message>
        <source>Build: %1 (torch %2)</source>
        <extracomment>%1 is a build such as cu128, %2 a torch version such as 2.9.0</extracomment>
        <translation>构建版本：%1（torch %2）</translation>
    </message>
    <message>
        <source>Packages: %1</source>
        <extracomment>%1 is a list of package requirements such as &quot;torch==2.9.0 torchvision==0.24.0&quot;</extracomment>
        <translation>软件包：%1</translation>
    </message>
    <message>
        <source>From: %1</source>
        <extracomment>%1 is a list of web addresses (credentials hidden)</extracomment>
        <translation>来源：%1</translation>
    </message>
    <message>
        <source>size unknown</source>
        <translation>大小未知</translation>
    </message>
    <message>
        <source>Files (%1, %2 to download):</source>
        <extracomment>%1 and %2 are sizes such as &quot;2.1 GB&quot; or &quot;size unknown&quot;</extracomment>
        <translation>文件（共 %1，需下载 %2）：</translation>
    </message>
    <message>
        <source>in the cache</source>
        <translation>已在缓存中</translation>
    </message>
    <message>
        <source>Disk space:</source>
        <translation>磁盘空间：</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>Variables set for this environment:</source>
        <translation>为此环境设置的变量：</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not an http or https address of a package index.</source>
        <extracomment>%1 is where the address was given, such as --index-url, PIP_INDEX_URL or &quot;index-url in pip&apos;s configuration&quot;; %2 the address given (credentials hidden)</extracomment>
        <translation>%1“%2”不是软件包索引的 http 或 https 地址。</translation>
    </message>
    <message>
        <source>No portable Python %1 is known; choose one of: %2.</source>
        <extracomment>%1 is a Python version such as 3.12, %2 a list of Python versions</extracomment>
        <translation>没有已知的便携版 Python %1；请从以下版本中选择：%2。</translation>
    </message>
    <message>
        <source>No portable Python is published for %1 %2; install Python from your system&apos;s packages.</source>
        <extracomment>%1 is an OS such as linux, %2 a CPU architecture such as x86_64</extracomment>
        <translation>没有为 %1 %2 发布的便携版 Python；请从系统的软件包中安装 Python。</translation>
    </message>
    <message>
        <source>No environment folder was given; name one with --venv.</source>
        <translation>未指定环境文件夹；请用 --venv 指定。</translation>
    </message>
    <message>
        <source>The Python interpreter %1 does not exist.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>Python 解释器 %1 不存在。</translation>
    </message>
    <message>
        <source>No Python interpreter here can carry a PyTorch environment. Install Python 3.10 or newer from python.org or your system&apos;s packages, or name one with --python.</source>
        <translation>这里没有任何 Python 解释器能承载 PyTorch 环境。请从 python.org 或系统的软件包安装 Python 3.10 或更新版本，或用 --python 指定一个解释器。</translation>
    </message>
    <message>
        <source>Planning the installation was cancelled.</source>
        <translation>已取消安装规划。</translation>
    </message>
    <message>
        <source>PyTorch&apos;s indexes come from the mirror %1.</source>
        <translation>PyTorch 的索引来自镜像 %1。</translation>
    </message>
    <message>
        <source>Packages come from %1 instead of %2, the index of the %3 build.</source>
        <extracomment>%1 and %2 are web addresses, %3 a build such as cu128</extracomment>
        <translation>软件包来自 %1，而不是 %3 构建版本的索引 %2。</translation>
    </message>
    <message>
        <source>%1 in pip&apos;s configuration</source>
        <extracomment>%1 is a setting&apos;s name in pip&apos;s configuration, such as index-url</extracomment>
        <translation>pip 配置中的 %1</translation>
    </message>
    <message>
        <source>%1 names %2, which is not an https index; it is not used.</source>
        <extracomment>%1 is PIP_INDEX_URL, PIP_EXTRA_INDEX_URL or &quot;index-url in pip&apos;s configuration&quot;; %2 a web address (credentials hidden)</extracomment>
        <translation>%1 指定了 %2，但它不是 https 索引；不会使用它。</translation>
    </message>
    <message>
        <source>%1 from %2 is searched too, after the build&apos;s index.</source>
        <extracomment>%1 is a web address (credentials hidden), %2 PIP_INDEX_URL, PIP_EXTRA_INDEX_URL or &quot;index-url in pip&apos;s configuration&quot;</extracomment>
        <translation>在该构建版本的索引之后，还会搜索来自 %2 的 %1。</translation>
    </message>
    <message>
        <source>Use https, or allow plain http explicitly if this index is on a network you trust.</source>
        <translation>请使用 https；如果该索引位于您信任的网络中，也可以明确允许使用普通 http。</translation>
    </message>
    <message>
        <source>The wheel folder %1 does not exist.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>wheel 文件夹 %1 不存在。</translation>
    </message>
    <message>
        <source>The index %1 offers no torch wheel for Python %2 on %3 %4.</source>
        <extracomment>%1 is a web address (credentials hidden), %2 a Python version such as 3.12, %3 an OS such as linux, %4 a CPU architecture such as x86_64</extracomment>
        <translation>索引 %1 没有提供适用于 %3 %4 上 Python %2 的 torch wheel 包。</translation>
    </message>
    <message>
        <source>The index %1 does not offer torch %2 yet (the newest the compatibility matrix knows for the %3 build); it installs torch %4, the newest it offers that fits.</source>
        <extracomment>%1 is a web address (credentials hidden), %2 and %4 torch versions such as 2.9.0, %3 a build such as cu128</extracomment>
        <translation>索引 %1 尚未提供 torch %2（兼容性矩阵已知的 %3 构建版本的最新版本）；将安装 torch %4，即它提供的、符合条件的最新版本。</translation>
    </message>
    <message>
        <source>The index %1 offers torch %2, none of which the compatibility matrix accepts for the %3 build with Python %4.</source>
        <translation>索引 %1 提供 torch %2，但对于搭配 Python %4 的 %3 构建版本，兼容性矩阵不接受其中任何一个。</translation>
    </message>
    <message>
        <source>Preparing</source>
        <translation>正在准备</translation>
    </message>
    <message>
        <source>Getting a portable Python</source>
        <translation>正在获取便携版 Python</translation>
    </message>
    <message>
        <source>Preparing the Python environment</source>
        <translation>正在准备 Python 环境</translation>
    </message>
    <message>
        <source>Downloading and installing packages</source>
        <translation>正在下载并安装软件包</translation>
    </message>
    <message>
        <source>Configuring the environment</source>
        <translation>正在配置环境</translation>
    </message>
    <message>
        <source>Checking that PyTorch works on this computer</source>
        <translation>正在检查 PyTorch 能否在这台计算机上运行</translation>
    </message>
    <message>
        <source>The installation was cancelled.</source>
        <translation>安装已取消。</translation>
    </message>
    <message>
        <source>The installation was cancelled; %1 is as it was before.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>安装已取消；%1 保持原样。</translation>
    </message>
    <message>
        <source>The folder %1 could not be created; choose a folder you can write to.</source>
        <translation>无法创建文件夹 %1；请选择一个您有写入权限的文件夹。</translation>
    </message>
    <message>
        <source>Another installation (process %1) is working on %2; wait for it to finish, or stop it.</source>
        <extracomment>%1 is a process id (a number), %2 a folder</extracomment>
        <translation>另一个安装程序（进程 %1）正在处理 %2；请等待它完成，或将其停止。</translation>
    </message>
    <message>
        <source>%1 cannot be written: the lock file %2 could not be created. Choose a folder you can write to.</source>
        <extracomment>%1 is a folder, %2 a file</extracomment>
        <translation>无法写入 %1：无法创建锁文件 %2。请选择一个您有写入权限的文件夹。</translation>
    </message>
    <message>
        <source>Nothing was changed.</source>
        <translation>没有做任何更改。</translation>
    </message>
    <message>
        <source>The broken environment %1 could not be removed.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>无法删除已损坏的环境 %1。</translation>
    </message>
    <message>
        <source>Python %1&apos;s venv module</source>
        <extracomment>a program&apos;s name; %1 is a Python version such as 3.12.7</extracomment>
        <translation>Python %1 的 venv 模块</translation>
    </message>
    <message>
        <source>TORCH_SETUP_STREAM_TO_PIP is set</source>
        <translation>已设置 TORCH_SETUP_STREAM_TO_PIP</translation>
    </message>
    <message>
        <source>Installing through the mirror instead: %1.</source>
        <extracomment>%1 is why the verified route was not possible (a clause)</extracomment>
        <translation>改为通过镜像安装：%1。</translation>
    </message>
    <message>
        <source>The packages were installed, but PyTorch could not be checked (%1); the environment was put back as it was.</source>
        <extracomment>%1 is what went wrong (an error message)</extracomment>
        <translation>软件包已安装，但无法检查 PyTorch（%1）；环境已恢复原样。</translation>
    </message>
    <message>
        <source>The new PyTorch does not work on this computer: %1 The environment was put back as it was.</source>
        <extracomment>%1 is the verification&apos;s verdict, a whole sentence ending in a full stop</extracomment>
        <translation>新的 PyTorch 无法在这台计算机上工作：%1 环境已恢复原样。</translation>
    </message>
    <message>
        <source>%1 was not found: no version of it that fits Python %2 on this computer is on %3. Check the name and version, or choose another index.</source>
        <extracomment>%1 is a requirement such as torch==2.9.0, %2 a Python version such as 3.12, %3 a list of web addresses (credentials hidden)</extracomment>
        <translation>找不到 %1：%3 上没有适合这台计算机上 Python %2 的任何版本。请检查名称和版本，或选择其他索引。</translation>
    </message>
    <message>
        <source>pip could not install the packages: %1</source>
        <extracomment>%1 is how pip ended, a whole sentence such as &quot;pip exited with code 1.&quot;</extracomment>
        <translation>pip 无法安装这些软件包：%1</translation>
    </message>
    <message>
        <source>No temporary folder could be made (%1).</source>
        <extracomment>%1 is an error message from the system</extracomment>
        <translation>无法创建临时文件夹（%1）。</translation>
    </message>
    <message>
        <source>The files are listed once the portable Python is there; its download comes first.</source>
        <translation>便携版 Python 就绪后才会列出这些文件；需要先下载它。</translation>
    </message>
    <message>
        <source>pip&apos;s own report of what it would install</source>
        <translation>pip 自己给出的拟安装内容报告</translation>
    </message>
    <message>
        <source>read from the metadata pip asked for: this pip fetches whole files for a dry run</source>
        <translation>读取自 pip 所请求的元数据：此版本的 pip 在试运行（dry run）时会获取完整文件</translation>
    </message>
    <message>
        <source>The file %1 could not be read: %2.</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>无法读取文件 %1：%2。</translation>
    </message>
    <message>
        <source>Checking %1 was cancelled.</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>已取消检查 %1。</translation>
    </message>
    <message>
        <source>The archive %1 holds no Python at %2; it is not a python-build-standalone install_only archive for this computer.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 a path inside it such as python/bin/python3</extracomment>
        <translation>归档文件 %1 中的 %2 处没有 Python；它不是适用于这台计算机的 python-build-standalone install_only 归档文件。</translation>
    </message>
    <message>
        <source>The portable Python</source>
        <translation>便携版 Python</translation>
    </message>
    <message>
        <source>The Python unpacked from %1 does not work on this computer, so it was not installed: %2</source>
        <extracomment>%1 is an archive&apos;s file name, %2 how the program ended, a whole sentence such as &quot;Python exited with code 1.&quot;</extracomment>
        <translation>从 %1 解压出的 Python 无法在这台计算机上运行，因此未安装：%2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a SHA-256 digest (64 hexadecimal digits), so %2 cannot be verified.</source>
        <extracomment>%1 is the text given as a digest, %2 an archive&apos;s file name</extracomment>
        <translation>“%1”不是 SHA-256 摘要（64 位十六进制数字），因此无法验证 %2。</translation>
    </message>
    <message>
        <source>The file %1 is not the expected download: its SHA-256 is %2, but %3 was expected. Delete it and download it again.</source>
        <extracomment>%1 is a file, %2 and %3 SHA-256 checksums (64 hexadecimal digits)</extracomment>
        <translation>文件 %1 不是预期的下载文件：其 SHA-256 为 %2，而预期为 %3。请删除它并重新下载。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Python version of the form 3.X.Y.</source>
        <extracomment>%1 is the text given as a Python version</extracomment>
        <translation>“%1”不是 3.X.Y 形式的 Python 版本号。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a python-build-standalone release tag (eight digits, such as 20241016).</source>
        <extracomment>%1 is the text given as a release tag</extracomment>
        <translation>“%1”不是 python-build-standalone 的发布标签（八位数字，例如 20241016）。</translation>
    </message>
    <message>
        <source>There is no portable Python for the platform %1; it is provided for 64-bit Linux (x86_64, aarch64), 64-bit Windows on x86_64 and macOS.</source>
        <extracomment>%1 is a platform triple such as x86_64-unknown-linux-gnu</extracomment>
        <translation>没有适用于 %1 平台的便携版 Python；它只提供给 64 位 Linux（x86_64、aarch64）、x86_64 上的 64 位 Windows 以及 macOS。</translation>
    </message>
    <message>
        <source>%1 is not the name of a python-build-standalone install_only archive (cpython-&lt;version&gt;+&lt;tag&gt;-&lt;platform&gt;-install_only.tar.gz).</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>%1 不是 python-build-standalone install_only 归档文件的名称（cpython-&lt;version&gt;+&lt;tag&gt;-&lt;platform&gt;-install_only.tar.gz）。</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>%1 is not a JSON object (%2).</source>
        <extracomment>%1 is a file, %2 the JSON parser&apos;s reason</extracomment>
        <translation>%1 不是 JSON 对象（%2）。</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; %3</source>
        <extracomment>%1 is a file, %2 a key in it such as &quot;versions&quot;, %3 what is wrong with its value (a clause that starts with a verb, such as &quot;must be 1.&quot;)</extracomment>
        <translation>%1：“%2”%3</translation>
    </message>
    <message>
        <source>must be 1.</source>
        <translation>必须为 1。</translation>
    </message>
    <message>
        <source>must be a release&apos;s date tag such as 20260610.</source>
        <translation>必须是发布版本的日期标签，例如 20260610。</translation>
    </message>
    <message>
        <source>must be a file name.</source>
        <translation>必须是文件名。</translation>
    </message>
    <message>
        <source>maps &quot;%1&quot; to &quot;%2&quot;; each entry maps a minor such as 3.12 to a version such as 3.12.13.</source>
        <extracomment>%1 and %2 are values from the file, such as 3.12 and 3.12.13</extracomment>
        <translation>将“%1”映射到了“%2”；每个条目都应将 3.12 这样的次版本号映射到 3.12.13 这样的完整版本号。</translation>
    </message>
    <message>
        <source>lists no Python version.</source>
        <translation>没有列出任何 Python 版本。</translation>
    </message>
    <message>
        <source>must be one of the minors listed in &quot;versions&quot;.</source>
        <translation>必须是 &quot;versions&quot; 中列出的次版本号之一。</translation>
    </message>
    <message>
        <source>must say where the facts come from.</source>
        <translation>必须注明这些信息的来源。</translation>
    </message>
    <message>
        <source>The Python at %1 could not be examined, so it is not used. %2</source>
        <extracomment>%1 is a file, %2 how the program ended, a whole sentence such as &quot;Python exited with code 1.&quot;</extracomment>
        <translation>无法检查位于 %1 的 Python，因此不使用它。%2</translation>
    </message>
    <message>
        <source>The Python at %1 ran but did not answer the question about its version, so it is not used.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>位于 %1 的 Python 能够运行，但没有回答关于其版本的询问，因此不使用它。</translation>
    </message>
    <message>
        <source>The Python at %1 is Python %2; PyTorch needs Python 3, so install a current Python 3.</source>
        <extracomment>%1 is a file, %2 a Python version such as 2.7.18</extracomment>
        <translation>位于 %1 的是 Python %2；PyTorch 需要 Python 3，请安装当前的 Python 3。</translation>
    </message>
    <message>
        <source>The Python at %1 is %2 %3; PyTorch publishes wheels for CPython only, so use CPython (from python.org or your system&apos;s packages).</source>
        <extracomment>%1 is a file, %2 a Python implementation such as PyPy, %3 its version</extracomment>
        <translation>位于 %1 的是 %2 %3；PyTorch 只为 CPython 发布 wheel 包，因此请使用 CPython（来自 python.org 或系统的软件包）。</translation>
    </message>
    <message>
        <source>The Python at %1 is a 32-bit build of Python %2; PyTorch needs a 64-bit Python, so install the 64-bit version.</source>
        <extracomment>%1 is a file, %2 a Python version such as 3.12.7</extracomment>
        <translation>位于 %1 的是 32 位的 Python %2；PyTorch 需要 64 位 Python，请安装 64 位版本。</translation>
    </message>
    <message>
        <source>The Python at %1 is a Python %2 build for %3 on %4, where PyTorch publishes no wheels.</source>
        <extracomment>%1 is a file, %2 a Python version such as 3.12.7, %3 a CPU architecture such as armv7l, %4 an OS such as linux</extracomment>
        <translation>位于 %1 的是适用于 %4 上 %3 的 Python %2，PyTorch 没有为其发布 wheel 包。</translation>
    </message>
    <message>
        <source>The Python at %1 is Python %2, for which PyTorch publishes no wheels on %3.</source>
        <extracomment>%1 is a file, %2 a Python version such as 3.12, %3 a platform such as linux-x86_64</extracomment>
        <translation>位于 %1 的是 Python %2，PyTorch 没有在 %3 上为其发布 wheel 包。</translation>
    </message>
    <message>
        <source>The Python at %1 is Python %2, which PyTorch publishes no wheels for on %3 yet; the newest Python it supports there is %4.</source>
        <extracomment>%1 is a file, %2 and %4 Python versions such as 3.14, %3 a platform such as linux-x86_64</extracomment>
        <translation>位于 %1 的是 Python %2，PyTorch 尚未在 %3 上为其发布 wheel 包；那里支持的最新 Python 是 %4。</translation>
    </message>
    <message>
        <source>The Python at %1 is Python %2, but the last PyTorch release for %3, torch %4, supports Python %5 at the newest.</source>
        <extracomment>%1 is a file, %2 and %5 Python versions such as 3.13, %3 a platform such as macos-x86_64, %4 a torch version such as 2.2.2</extracomment>
        <translation>位于 %1 的是 Python %2，但适用于 %3 的最后一个 PyTorch 版本 torch %4 最高只支持 Python %5。</translation>
    </message>
    <message>
        <source>The Python at %1 is Python %2, which is older than any Python that PyTorch publishes wheels for on %3; the oldest it supports there is %4.</source>
        <extracomment>%1 is a file, %2 and %4 Python versions such as 3.8, %3 a platform such as linux-x86_64</extracomment>
        <translation>位于 %1 的是 Python %2，比 PyTorch 在 %3 上发布 wheel 包的所有 Python 版本都旧；那里支持的最旧版本是 %4。</translation>
    </message>
    <message>
        <source>The Python at %1 has no venv module, so it cannot create virtual environments; install a complete Python %2.</source>
        <extracomment>%1 is a file, %2 a Python version such as 3.12</extracomment>
        <translation>位于 %1 的 Python 没有 venv 模块，因此无法创建虚拟环境；请安装完整的 Python %2。</translation>
    </message>
    <message>
        <source>The Python at %1 cannot create virtual environments with pip because its ensurepip module is missing; on Debian and Ubuntu, install the python%2-venv package (sudo apt install python%2-venv).</source>
        <extracomment>%1 is a file, %2 a Python version such as 3.12 (also in the package&apos;s name, python3.12-venv)</extracomment>
        <translation>位于 %1 的 Python 缺少 ensurepip 模块，因此无法创建带有 pip 的虚拟环境；在 Debian 和 Ubuntu 上，请安装 python%2-venv 软件包（sudo apt install python%2-venv）。</translation>
    </message>
    <message>
        <source>The Python at %1 cannot create virtual environments with pip because its ensurepip module is missing; reinstall Python %2 with pip included.</source>
        <extracomment>%1 is a file, %2 a Python version such as 3.12</extracomment>
        <translation>位于 %1 的 Python 缺少 ensurepip 模块，因此无法创建带有 pip 的虚拟环境；请重新安装 Python %2，并包含 pip。</translation>
    </message>
    <message>
        <source>Python %1 gets torch %2 at most on %3; a newer Python gets torch %4.</source>
        <extracomment>%1 is a Python version such as 3.9, %2 and %4 torch versions such as 2.8.0, %3 a platform such as linux-x86_64</extracomment>
        <translation>在 %3 上，Python %1 最高只能使用 torch %2；更新的 Python 可以使用 torch %4。</translation>
    </message>
    <message>
        <source>The search for Python interpreters was cancelled.</source>
        <translation>已取消搜索 Python 解释器。</translation>
    </message>
    <message>
        <source>Unpacking %1 was cancelled.</source>
        <extracomment>%1 is an archive&apos;s file name</extracomment>
        <translation>已取消解压 %1。</translation>
    </message>
    <message>
        <source>The archive %1 could not be opened: %2.</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>无法打开归档文件 %1：%2。</translation>
    </message>
    <message>
        <source>The archive %1 could not be opened: this build cannot decompress its format.</source>
        <extracomment>%1 is an archive&apos;s file name</extracomment>
        <translation>无法打开归档文件 %1：此版本的程序无法解压这种格式。</translation>
    </message>
    <message>
        <source>The folder %1 does not exist, so nothing can be unpacked into it.</source>
        <translation>文件夹 %1 不存在，因此无法解压到其中。</translation>
    </message>
    <message>
        <source>%1 already exists and is not a folder; choose another place to unpack to.</source>
        <extracomment>%1 is a path</extracomment>
        <translation>%1 已存在且不是文件夹；请选择其他解压位置。</translation>
    </message>
    <message>
        <source>The folder %1 is not empty; choose an empty or new folder to unpack to.</source>
        <translation>文件夹 %1 不为空；请选择一个空文件夹或新文件夹作为解压位置。</translation>
    </message>
    <message>
        <source>No folder to unpack %1 into was given.</source>
        <extracomment>%1 is an archive&apos;s file name</extracomment>
        <translation>没有指定将 %1 解压到哪个文件夹。</translation>
    </message>
    <message>
        <source>There is not enough free space in %1 to unpack %2: it needs %3 MB and %4 MB are free. Free some space and try again.</source>
        <extracomment>%1 is a folder, %2 an archive&apos;s file name, %3 and %4 numbers of megabytes</extracomment>
        <translation>%1 中没有足够的可用空间来解压 %2：需要 %3 MB，可用 %4 MB。请释放一些空间，然后重试。</translation>
    </message>
    <message>
        <source>The archive %1 changed while it was being unpacked; nothing was kept.</source>
        <extracomment>%1 is an archive&apos;s file name</extracomment>
        <translation>归档文件 %1 在解压过程中发生了变化；未保留任何内容。</translation>
    </message>
    <message>
        <source>Line %1 of %2 is not of the form &quot;&lt;64 hexadecimal digits&gt;  &lt;file name&gt;&quot;; the checksum list cannot be trusted.</source>
        <extracomment>%1 is a line number, %2 a checksum list&apos;s web address</extracomment>
        <translation>%2 的第 %1 行不符合“&lt;64 位十六进制数字&gt;  &lt;文件名&gt;”的格式；该校验和列表不可信。</translation>
    </message>
    <message>
        <source>Line %1 of %2 names a file in text that is not UTF-8; the checksum list cannot be trusted.</source>
        <extracomment>%1 is a line number, %2 a checksum list&apos;s web address</extracomment>
        <translation>%2 的第 %1 行中的文件名不是 UTF-8 文本；该校验和列表不可信。</translation>
    </message>
    <message>
        <source>Line %1 of %2 does not name a plain file (a folder, a control character or surrounding spaces); the checksum list cannot be trusted.</source>
        <extracomment>%1 is a line number, %2 a checksum list&apos;s web address</extracomment>
        <translation>%2 的第 %1 行指定的不是普通文件（而是文件夹、控制字符或首尾带空格的名称）；该校验和列表不可信。</translation>
    </message>
    <message>
        <source>Line %1 of %2 lists %3 a second time; the checksum list cannot be trusted.</source>
        <extracomment>%1 is a line number, %2 a checksum list&apos;s web address, %3 a file name</extracomment>
        <translation>%2 的第 %1 行再次列出了 %3；该校验和列表不可信。</translation>
    </message>
    <message>
        <source>%1 lists no files; the checksum list is empty or not a checksum list.</source>
        <extracomment>%1 is a checksum list&apos;s web address</extracomment>
        <translation>%1 没有列出任何文件；该校验和列表为空，或者它根本不是校验和列表。</translation>
    </message>
    <message>
        <source>%1 lists no checksum for %2, so that file cannot be verified.</source>
        <extracomment>%1 is a checksum list&apos;s web address, %2 a file name</extracomment>
        <translation>%1 没有列出 %2 的校验和，因此无法验证该文件。</translation>
    </message>
    <message>
        <source>A temporary folder for unpacking %1 could not be created in %2. Check that the folder is writable.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 a folder</extracomment>
        <translation>无法在 %2 中创建用于解压 %1 的临时文件夹。请检查该文件夹是否可写。</translation>
    </message>
    <message>
        <source>There is not enough free space in %1 to unpack %2. Free some space and try again.</source>
        <extracomment>%1 is a folder, %2 an archive&apos;s file name</extracomment>
        <translation>%1 中没有足够的可用空间来解压 %2。请释放一些空间，然后重试。</translation>
    </message>
    <message>
        <source>Writing %1 while unpacking %2 failed: %3.</source>
        <extracomment>%1 is a file, %2 an archive&apos;s file name, %3 an error message from the system</extracomment>
        <translation>解压 %2 时写入 %1 失败：%3。</translation>
    </message>
    <message>
        <source>The folder %1 could not be created while unpacking %2.</source>
        <translation>解压 %2 时无法创建文件夹 %1。</translation>
    </message>
    <message>
        <source>The symlink %1 could not be created while unpacking %2.</source>
        <extracomment>%1 is a symlink&apos;s path, %2 an archive&apos;s file name</extracomment>
        <translation>解压 %2 时无法创建符号链接 %1。</translation>
    </message>
    <message>
        <source>The unpacked %1 could not be moved to %2. Make sure that folder does not exist or is empty, then try again.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 a folder</extracomment>
        <translation>无法将解压出的 %1 移动到 %2。请确保该文件夹不存在或为空，然后重试。</translation>
    </message>
    <message>
        <source>The archive %1 is incomplete or damaged: it ends before its end-of-archive marker. Get the archive again.</source>
        <extracomment>%1 is an archive&apos;s file name</extracomment>
        <translation>归档文件 %1 不完整或已损坏：它在归档结束标记之前就结束了。请重新获取该归档文件。</translation>
    </message>
    <message>
        <source>The archive %1 is incomplete or damaged: it ends inside the member &quot;%2&quot;. Get the archive again.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 a member&apos;s name in it</extracomment>
        <translation>归档文件 %1 不完整或已损坏：它在条目“%2”内部就结束了。请重新获取该归档文件。</translation>
    </message>
    <message>
        <source>The archive %1 is damaged: its data cannot be read or decompressed. Get the archive again.</source>
        <extracomment>%1 is an archive&apos;s file name</extracomment>
        <translation>归档文件 %1 已损坏：其数据无法读取或解压。请重新获取该归档文件。</translation>
    </message>
    <message>
        <source>Reading the archive %1 was cancelled.</source>
        <extracomment>%1 is an archive&apos;s file name</extracomment>
        <translation>已取消读取归档文件 %1。</translation>
    </message>
    <message>
        <source>The archive %1 is damaged: the header at byte %2 of its unpacked data is not valid. Get the archive again.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 a byte offset (a number)</extracomment>
        <translation>归档文件 %1 已损坏：其解压后数据中第 %2 字节处的头部无效。请重新获取该归档文件。</translation>
    </message>
    <message>
        <source>The archive %1 is damaged: a long name or extended header at byte %2 is not followed by a member. Get the archive again.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 a byte offset (a number)</extracomment>
        <translation>归档文件 %1 已损坏：第 %2 字节处的长名称或扩展头部后面没有紧跟条目。请重新获取该归档文件。</translation>
    </message>
    <message>
        <source>The archive %1 is damaged: an empty block at byte %2 is followed by more members. Get the archive again.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 a byte offset (a number)</extracomment>
        <translation>归档文件 %1 已损坏：第 %2 字节处的空块后面还有更多条目。请重新获取该归档文件。</translation>
    </message>
    <message>
        <source>The archive %1 gives one member two long names at byte %2; it is refused because tools would disagree about which one counts.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 a byte offset (a number)</extracomment>
        <translation>归档文件 %1 在第 %2 字节处为同一个条目给出了两个长名称；由于各种工具对哪个名称有效会有分歧，因此拒绝该归档文件。</translation>
    </message>
    <message>
        <source>The archive %1 holds a long name of %2 bytes at byte %3, more than the %4 allowed.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 and %4 numbers of bytes, %3 a byte offset</extracomment>
        <translation>归档文件 %1 在第 %3 字节处包含一个 %2 字节的长名称，超过了允许的 %4 字节。</translation>
    </message>
    <message>
        <source>The archive %1 has two extended headers for one member at byte %2.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 a byte offset (a number)</extracomment>
        <translation>归档文件 %1 在第 %2 字节处为同一个条目提供了两个扩展头部。</translation>
    </message>
    <message>
        <source>The archive %1 holds an extended header of %2 bytes at byte %3, more than the %4 allowed.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 and %4 numbers of bytes, %3 a byte offset</extracomment>
        <translation>归档文件 %1 在第 %3 字节处包含一个 %2 字节的扩展头部，超过了允许的 %4 字节。</translation>
    </message>
    <message>
        <source>The archive %1 is damaged: the extended header at byte %2 is malformed. Get the archive again.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 a byte offset (a number)</extracomment>
        <translation>归档文件 %1 已损坏：第 %2 字节处的扩展头部格式错误。请重新获取该归档文件。</translation>
    </message>
    <message>
        <source>The archive %1 stores a sparse file, which this program does not unpack.</source>
        <extracomment>%1 is an archive&apos;s file name</extracomment>
        <translation>归档文件 %1 中存储了稀疏文件，本程序不解压这类文件。</translation>
    </message>
    <message>
        <source>The archive %1 has a global extended header at byte %2 that renames or resizes members; it is refused.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 a byte offset (a number)</extracomment>
        <translation>归档文件 %1 在第 %2 字节处有一个会重命名条目或更改条目大小的全局扩展头部；已拒绝该归档文件。</translation>
    </message>
    <message>
        <source>The archive %1 has unexpected data after its end-of-archive marker; it is refused.</source>
        <extracomment>%1 is an archive&apos;s file name</extracomment>
        <translation>归档文件 %1 在归档结束标记之后还有意外的数据；已拒绝该归档文件。</translation>
    </message>
    <message>
        <source>The archive %1 is incomplete or damaged: its compressed data ends early. Get the archive again.</source>
        <extracomment>%1 is an archive&apos;s file name</extracomment>
        <translation>归档文件 %1 不完整或已损坏：其压缩数据提前结束。请重新获取该归档文件。</translation>
    </message>
    <message>
        <source>%1 will be added.</source>
        <extracomment>%1 is a package name such as torchvision</extracomment>
        <translation>将添加 %1。</translation>
    </message>
    <message>
        <source>%1 %2 will be added.</source>
        <extracomment>%1 is a package name such as torchvision, %2 a version or range such as 0.24.0+cu128 or &gt;=0.20</extracomment>
        <translation>将添加 %1 %2。</translation>
    </message>
    <message>
        <source>%1 %2 will be upgraded to %3.</source>
        <extracomment>%1 is a package name such as torchvision, %2 the installed version, %3 the new version or range</extracomment>
        <translation>%1 %2 将升级到 %3。</translation>
    </message>
    <message>
        <source>%1 %2 will be replaced by the older %3.</source>
        <extracomment>%1 is a package name such as torchvision, %2 the installed version, %3 the older version or range</extracomment>
        <translation>%1 %2 将被较旧的 %3 替换。</translation>
    </message>
    <message>
        <source>%1 %2 will be replaced by another build.</source>
        <extracomment>%1 is a package name such as torchvision, %2 the installed version</extracomment>
        <translation>%1 %2 将被另一个构建版本替换。</translation>
    </message>
    <message>
        <source>%1 %2 will be replaced by %3.</source>
        <extracomment>%1 is a package name such as torchvision, %2 the installed version, %3 another build&apos;s version such as 0.24.0+cu128</extracomment>
        <translation>%1 %2 将被 %3 替换。</translation>
    </message>
    <message>
        <source>%1 %2 will be installed again.</source>
        <extracomment>%1 is a package name such as torchvision, %2 the installed version</extracomment>
        <translation>将重新安装 %1 %2。</translation>
    </message>
    <message>
        <source>%1 %2 will be installed again as %3.</source>
        <extracomment>%1 is a package name such as torchvision, %2 the installed version, %3 a version or range such as 0.24.0+cu128</extracomment>
        <translation>%1 %2 将重新安装为 %3。</translation>
    </message>
    <message>
        <source>%1 %2 will be removed: it belongs to another build of torch and would get in the way of this one.</source>
        <extracomment>%1 is a package name such as triton, %2 the installed version</extracomment>
        <translation>将移除 %1 %2：它属于 torch 的另一个构建版本，会妨碍当前这个构建版本。</translation>
    </message>
    <message>
        <source>%1 %2 stays as it is.</source>
        <extracomment>%1 is a package name such as torchvision, %2 the installed version</extracomment>
        <translation>%1 %2 保持不变。</translation>
    </message>
    <message>
        <source>The environment in %1 already has the packages asked for; they will be installed again over themselves, as a repair.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>%1 中的环境已经有所需的软件包；将在原处重新安装它们，作为修复。</translation>
    </message>
    <message>
        <source>The environment in %1 already has %2; it will be installed again over itself, as a repair.</source>
        <extracomment>%1 is a folder, %2 a package with its version, such as &quot;torch 2.9.0+cu128&quot;</extracomment>
        <translation>%1 中的环境已经有 %2；将在原处重新安装它，作为修复。</translation>
    </message>
    <message>
        <source>%1 is the CPU build, but this computer&apos;s GPU would use %2; the install switches it.</source>
        <extracomment>%1 is a package with its version, such as &quot;torch 2.9.0+cpu&quot;; %2 a build such as cu128</extracomment>
        <translation>%1 是 CPU 构建版本，但这台计算机的 GPU 可以使用 %2；安装时会进行切换。</translation>
    </message>
    <message>
        <source>%1 is the CPU build, but this computer&apos;s GPU (%2) would use %3; the install switches it.</source>
        <extracomment>%1 is a package with its version, such as &quot;torch 2.9.0+cpu&quot;; %2 a GPU&apos;s name; %3 a build such as cu128</extracomment>
        <translation>%1 是 CPU 构建版本，但这台计算机的 GPU（%2）可以使用 %3；安装时会进行切换。</translation>
    </message>
    <message>
        <source>A new environment will be created in %1, and %2 will be installed into it.</source>
        <extracomment>%1 is a folder, %2 a package with its version, such as &quot;torch 2.9.0+cu128&quot;
----------
%1 is a folder, %2 a list of package requirements such as &quot;numpy, pillow&gt;=10&quot;</extracomment>
        <translation>将在 %1 中创建一个新环境，并在其中安装 %2。</translation>
    </message>
    <message>
        <source>The environment in %1 cannot be used any more, because its pyvenv.cfg does not say where its base Python is; it will be created again, and %2 will be installed into it.</source>
        <extracomment>%1 is a folder, %2 a package with its version, such as &quot;torch 2.9.0+cu128&quot;</extracomment>
        <translation>%1 中的环境已无法再使用，因为其 pyvenv.cfg 没有说明其基础 Python 的位置；将重新创建该环境，并在其中安装 %2。</translation>
    </message>
    <message>
        <source>The environment in %1 cannot be used any more, because its base Python (%2) is gone; it will be created again, and %3 will be installed into it.</source>
        <extracomment>%1 is a folder, %2 a Python interpreter&apos;s file or folder, %3 a package with its version, such as &quot;torch 2.9.0+cu128&quot;</extracomment>
        <translation>%1 中的环境已无法再使用，因为其基础 Python（%2）已不存在；将重新创建该环境，并在其中安装 %3。</translation>
    </message>
    <message>
        <source>The environment in %1 cannot be used any more, because its own Python (%2) is missing; it will be created again, and %3 will be installed into it.</source>
        <extracomment>%1 is a folder, %2 a Python interpreter&apos;s file, %3 a package with its version, such as &quot;torch 2.9.0+cu128&quot;</extracomment>
        <translation>%1 中的环境已无法再使用，因为其自身的 Python（%2）缺失；将重新创建该环境，并在其中安装 %3。</translation>
    </message>
    <message>
        <source>The environment in %1 has no torch yet; %2 will be installed into it.</source>
        <extracomment>%1 is a folder, %2 a package with its version, such as &quot;torch 2.9.0+cu128&quot;</extracomment>
        <translation>%1 中的环境尚未安装 torch；将在其中安装 %2。</translation>
    </message>
    <message>
        <source>The environment in %1 has %2, another build than the chosen one; it will be replaced by %3.</source>
        <extracomment>%1 is a folder, %2 and %3 packages with their versions, such as &quot;torch 2.9.0+cpu&quot; and &quot;torch 2.9.0+cu128&quot;</extracomment>
        <translation>%1 中的环境装有 %2，与所选的构建版本不同；将替换为 %3。</translation>
    </message>
    <message>
        <source>The environment in %1 has %2; it will be upgraded to %3.</source>
        <extracomment>%1 is a folder, %2 and %3 packages with their versions, such as &quot;torch 2.8.0&quot; and &quot;torch 2.9.0+cu128&quot;</extracomment>
        <translation>%1 中的环境装有 %2；将升级到 %3。</translation>
    </message>
    <message>
        <source>The environment in %1 has %2, which is newer than the chosen %3; it will be replaced by %3.</source>
        <extracomment>%1 is a folder, %2 and %3 packages with their versions, such as &quot;torch 2.9.0&quot; and &quot;torch 2.8.0+cu128&quot;</extracomment>
        <translation>%1 中的环境装有 %2，比所选的 %3 更新；将替换为 %3。</translation>
    </message>
    <message>
        <source>The environment in %1 already has %2 and what goes with it; nothing needs to be installed.</source>
        <extracomment>%1 is a folder, %2 a package with its version, such as &quot;torch 2.9.0+cu128&quot;</extracomment>
        <translation>%1 中的环境已经有 %2 及其配套软件包；无需安装任何内容。</translation>
    </message>
    <message>
        <source>The environment in %1 already has %2; the packages that go with it will be brought in line as listed.</source>
        <extracomment>%1 is a folder, %2 a package with its version, such as &quot;torch 2.9.0+cu128&quot;</extracomment>
        <translation>%1 中的环境已经有 %2；与之配套的软件包将按列表所示进行调整。</translation>
    </message>
    <message>
        <source>The environment in %1 has %2; it will be replaced by %3.</source>
        <extracomment>%1 is a folder, %2 and %3 packages with their versions, such as &quot;torch 2.8.0&quot; and &quot;torch 2.9.0+cu128&quot;</extracomment>
        <translation>%1 中的环境装有 %2；将替换为 %3。</translation>
    </message>
    <message>
        <source>The environment in %1 already has %2; nothing needs to be installed.</source>
        <extracomment>%1 is a folder, %2 a list of package requirements such as &quot;numpy, pillow&gt;=10&quot;</extracomment>
        <translation>%1 中的环境已经有 %2；无需安装任何内容。</translation>
    </message>
    <message>
        <source>%1 will be installed into the environment in %2.</source>
        <extracomment>%1 is a list of package requirements such as &quot;numpy, pillow&gt;=10&quot;, %2 a folder</extracomment>
        <translation>将把 %1 安装到 %2 中的环境。</translation>
    </message>
    <message>
        <source>%1 could not be written. Check that the environment&apos;s folder is writable and the disk has room, then run the install again.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>无法写入 %1。请检查环境所在的文件夹是否可写、磁盘是否有足够空间，然后重新运行安装。</translation>
    </message>
    <message>
        <source>%1 is not a virtual environment with a site-packages folder, so its settings cannot be kept there. Create the environment first.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>%1 不是带有 site-packages 文件夹的虚拟环境，因此无法在其中保存设置。请先创建该环境。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be the name of an environment variable: use letters, digits and underscores only, not starting with a digit.</source>
        <extracomment>%1 is the name given for an environment variable</extracomment>
        <translation>“%1”不能用作环境变量名：只能使用字母、数字和下划线，且不能以数字开头。</translation>
    </message>
    <message>
        <source>The value of %1 holds a line break or a NUL character, which activation scripts cannot carry. Give it a value on one line.</source>
        <extracomment>%1 is an environment variable&apos;s name</extracomment>
        <translation>%1 的值包含换行符或 NUL 字符，激活脚本无法承载这些字符。请为它指定一个单行的值。</translation>
    </message>
    <message>
        <source>%1 could not be removed. Check that the environment&apos;s folder is writable, then run the install again.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>无法删除 %1。请检查环境所在的文件夹是否可写，然后重新运行安装。</translation>
    </message>
    <message>
        <source>%1 could not be read. Check its permissions, then run the install again.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>无法读取 %1。请检查其权限，然后重新运行安装。</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text, so it was left as it is. Create the environment again, then run the install again.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1 不是 UTF-8 文本，因此保持原样未动。请重新创建该环境，然后重新运行安装。</translation>
    </message>
    <message>
        <source>The environment&apos;s configuration file %1 could not be read. Check that it is a readable text file, or choose an empty or new folder for the environment.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>无法读取环境的配置文件 %1。请检查它是否为可读的文本文件，或为环境选择一个空文件夹或新文件夹。</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder. Choose an empty or new folder for the environment.</source>
        <extracomment>%1 is the path given for the environment</extracomment>
        <translation>%1 是文件，而不是文件夹。请为环境选择一个空文件夹或新文件夹。</translation>
    </message>
    <message>
        <source>The folder %1 cannot be read, so it is not known what it holds. Choose an empty or new folder for the environment.</source>
        <translation>无法读取文件夹 %1，因此无从得知其中的内容。请为环境选择一个空文件夹或新文件夹。</translation>
    </message>
    <message>
        <source>others</source>
        <translation>其他内容</translation>
    </message>
    <message>
        <source>The folder %1 is not empty (it holds %2) and is not a Python virtual environment, as it has no pyvenv.cfg. Choose an empty or new folder for the environment, so that nothing in it is mixed with or overwritten by the installation.</source>
        <extracomment>%1 is a folder, %2 a list of up to three file or folder names, perhaps followed by &quot;others&quot;</extracomment>
        <translation>文件夹 %1 不为空（其中有 %2），而且不是 Python 虚拟环境，因为其中没有 pyvenv.cfg。请为环境选择一个空文件夹或新文件夹，以免其中的内容与安装内容混在一起或被覆盖。</translation>
    </message>
    <message>
        <source>The folder %1 could not be created.</source>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message>
        <source>%1 could not be copied aside before the update (%2); nothing was changed. Check the free space and the permissions of the folder, and try again.</source>
        <extracomment>%1 is a file or folder, %2 an error message from the system</extracomment>
        <translation>更新前无法将 %1 另存一份副本（%2）；没有做任何更改。请检查可用空间和该文件夹的权限，然后重试。</translation>
    </message>
    <message>
        <source>The journal %1 could not be written: %2.</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>无法写入事务日志 %1：%2。</translation>
    </message>
    <message>
        <source>An old copy beside the environment (%1) could not be removed; remove it and try again.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>无法删除环境旁边的一份旧副本（%1）；请将其删除后重试。</translation>
    </message>
    <message>
        <source>The copy of the environment could not be renamed to %1.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>无法将环境的副本重命名为 %1。</translation>
    </message>
    <message>
        <source>The half-changed environment %1 could not be removed; the previous one is kept at %2. Remove the first and rename the second back.</source>
        <extracomment>%1 and %2 are folders</extracomment>
        <translation>无法删除修改到一半的环境 %1；之前的环境保存在 %2。请删除前者，并将后者重命名回原来的名称。</translation>
    </message>
    <message>
        <source>The previous environment could not be moved back from %1 to %2; rename it by hand.</source>
        <extracomment>%1 and %2 are folders</extracomment>
        <translation>无法将之前的环境从 %1 移回 %2；请手动重命名。</translation>
    </message>
    <message>
        <source>The journal %1 of an earlier installation cannot be read, so it is not known how to repair %2. Check the environment, then remove the journal.</source>
        <extracomment>%1 is a file, %2 a folder</extracomment>
        <translation>无法读取之前某次安装的事务日志 %1，因此无从得知如何修复 %2。请检查该环境，然后删除该事务日志。</translation>
    </message>
    <message>
        <source>An earlier installation into %1 was interrupted; the environment it had begun to create was removed.</source>
        <translation>之前一次安装到 %1 的操作被中断；已删除它开始创建的环境。</translation>
    </message>
    <message>
        <source>An earlier installation into %1 was interrupted; the environment was restored to how it was before it.</source>
        <translation>之前一次安装到 %1 的操作被中断；环境已恢复到该次安装之前的状态。</translation>
    </message>
    <message>
        <source>%1 with torch-directml</source>
        <extracomment>%1 is a package with its version, such as &quot;torch 2.9.0&quot;</extracomment>
        <translation>%1 搭配 torch-directml</translation>
    </message>
    <message>
        <source>%1 with intel-extension-for-pytorch</source>
        <extracomment>%1 is a package with its version, such as &quot;torch 2.9.0&quot;</extracomment>
        <translation>%1 搭配 intel-extension-for-pytorch</translation>
    </message>
    <message>
        <source>%1 (PyPI&apos;s CUDA %2 build)</source>
        <extracomment>%1 is a package with its version, such as &quot;torch 2.9.0&quot;; %2 a CUDA version such as 12.8</extracomment>
        <translation>%1（PyPI 的 CUDA %2 构建版本）</translation>
    </message>
    <message>
        <source>%1 (PyPI&apos;s CUDA build)</source>
        <extracomment>%1 is a package with its version, such as &quot;torch 2.9.0&quot;</extracomment>
        <translation>%1（PyPI 的 CUDA 构建版本）</translation>
    </message>
    <message>
        <source>%1 (PyPI&apos;s build for Apple silicon)</source>
        <extracomment>%1 is a package with its version, such as &quot;torch 2.9.0&quot;</extracomment>
        <translation>%1（PyPI 上适用于 Apple Silicon 的构建版本）</translation>
    </message>
    <message>
        <source>%1 (PyPI&apos;s CPU build)</source>
        <extracomment>%1 is a package with its version, such as &quot;torch 2.9.0&quot;</extracomment>
        <translation>%1（PyPI 的 CPU 构建版本）</translation>
    </message>
    <message>
        <source>no temporary folder (%1)</source>
        <extracomment>%1 is an error message from the system</extracomment>
        <translation>没有临时文件夹（%1）</translation>
    </message>
    <message>
        <source>pip&apos;s resolution ended with %1</source>
        <extracomment>%1 is how pip ended, a whole sentence such as &quot;pip exited with code 1.&quot;</extracomment>
        <translation>pip 的依赖解析以 %1 结束</translation>
    </message>
    <message>
        <source>%1 could not be downloaded</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>无法下载 %1</translation>
    </message>
    <message>
        <source>pip chose %1, which the mirror did not fetch</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>pip 选择了 %1，但镜像没有获取该文件</translation>
    </message>
    <message>
        <source>pip could not install from the verified files (%1)</source>
        <extracomment>%1 is how pip ended, a whole sentence such as &quot;pip exited with code 1.&quot;</extracomment>
        <translation>pip 无法从已验证的文件进行安装（%1）</translation>
    </message>
    <message>
        <source>%1 was not downloaded: the index gives no SHA-256 for it, and only verified files are installed.</source>
        <extracomment>%1 is a file&apos;s address</extracomment>
        <translation>未下载 %1：索引没有给出它的 SHA-256，而只有经过验证的文件才会被安装。</translation>
    </message>
    <message>
        <source>%1 was not downloaded: &quot;%2&quot; is not a SHA-256 digest.</source>
        <extracomment>%1 is a file&apos;s address, %2 the text given as its checksum</extracomment>
        <translation>未下载 %1：“%2”不是 SHA-256 摘要。</translation>
    </message>
    <message>
        <source>%1 was not downloaded: &quot;%2&quot; is not a plain file name.</source>
        <extracomment>%1 is a file&apos;s address, %2 the name it would be saved under</extracomment>
        <translation>未下载 %1：“%2”不是普通文件名。</translation>
    </message>
    <message>
        <source>No resume record at %1.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1 处没有续传记录。</translation>
    </message>
    <message>
        <source>The resume record %1 is unreadable.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>无法读取续传记录 %1。</translation>
    </message>
    <message>
        <source>The resume record %1 lists a bad range.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>续传记录 %1 中列出的字节范围有误。</translation>
    </message>
    <message>
        <source>Could not write the resume record %1: %2.</source>
        <extracomment>%1 is a file, %2 the system&apos;s reason</extracomment>
        <translation>无法写入续传记录 %1：%2。</translation>
    </message>
    <message>
        <source>The index page %1 is not a simple repository page (%2).</source>
        <extracomment>%1 is an address, %2 the JSON parser&apos;s reason</extracomment>
        <translation>索引页面 %1 不是简单仓库（simple repository）页面（%2）。</translation>
    </message>
    <message>
        <source>The index page %1 is not a simple repository page: it has no file list.</source>
        <extracomment>%1 is a web address (credentials hidden)</extracomment>
        <translation>索引页面 %1 不是简单仓库（simple repository）页面：其中没有文件列表。</translation>
    </message>
    <message>
        <source>The index page %1 is neither a PEP 503 HTML page nor a PEP 691 JSON page; check the index URL.</source>
        <extracomment>%1 is a web address (credentials hidden)</extracomment>
        <translation>索引页面 %1 既不是 PEP 503 HTML 页面，也不是 PEP 691 JSON 页面；请检查索引 URL。</translation>
    </message>
    <message>
        <source>%1 is not an http or https address.</source>
        <extracomment>%1 is the address given (credentials hidden)</extracomment>
        <translation>%1 不是 http 或 https 地址。</translation>
    </message>
    <message>
        <source>%1 was not fetched: downloads from another machine must use https (plain http can be altered on the way).</source>
        <extracomment>%1 is a web address (credentials hidden)</extracomment>
        <translation>未获取 %1：从其他计算机下载必须使用 https（普通 http 的内容可能在传输途中被篡改）。</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>one build&apos;s failure in a list: %1 is a build such as cu128, %2 why it failed
----------
%1 is a build such as cu128, %2 what went wrong (an error message)</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>  %1: needs about %2 (%3), %4 free</source>
        <extracomment>%1 is a disk or folder, %2 and %4 sizes like &quot;2.1 GB&quot;, %3 what the space is for</extracomment>
        <translation>  %1：约需 %2（%3），可用 %4</translation>
    </message>
    <message>
        <source>  %1: needs about %2 (%3), %4 free - NOT ENOUGH</source>
        <translation>  %1：约需 %2（%3），可用 %4 - 空间不足</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <extracomment>%1 is a note (a whole sentence)</extracomment>
        <translation>注意：%1</translation>
    </message>
    <message>
        <source>%1 is in a folder that %2 synchronises: it would upload the environment&apos;s tens of thousands of files and may lock them while they are installed. Choose a folder outside it, such as one directly in your home folder.</source>
        <extracomment>%1 is a folder, %2 a cloud drive such as OneDrive or Dropbox</extracomment>
        <translation>%1 位于 %2 同步的文件夹中：它会上传环境中的数万个文件，并可能在安装时锁定这些文件。请选择该文件夹以外的位置，例如直接位于您的主文件夹中的文件夹。</translation>
    </message>
    <message numerus="yes">
        <source>The archive %1 is refused: its member &quot;%2&quot; takes it past the limit of %n members.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it, %n the most members an archive may have</extracomment>
        <translation>
            <numerusform>已拒绝归档文件 %1：其中的条目“%2”使条目数超出了 %n 个的上限。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The archive %1 is refused: the path of its member &quot;%2&quot; is longer than %n characters.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it, %n the longest path allowed (a number of characters)</extracomment>
        <translation>
            <numerusform>已拒绝归档文件 %1：其中条目“%2”的路径超过了 %n 个字符。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The archive %1 is refused: the target of its symlink &quot;%2&quot; is longer than %n characters.</source>
        <extracomment>%1 is an archive, %2 a symlink&apos;s name in it, %n the longest target allowed (a number of characters)</extracomment>
        <translation>
            <numerusform>已拒绝归档文件 %1：其中符号链接“%2”的目标超过了 %n 个字符。</numerusform>
        </translation>
    </message>
    <message>
        <source>There is not enough disk space on %1: the installation needs about %2 there (%3), but only %4 is free. Free some disk space, or choose another folder for the environment (--venv) or the downloads (--cache-dir).</source>
        <extracomment>%1 is a volume (a drive or mount point), %2 the space the installation needs on it, %3 what goes there (such as &quot;downloads and the environment&quot;), %4 the space free on it</extracomment>
        <translation>%1 上的磁盘空间不足：安装需要在其中占用约 %2（%3），但可用空间只有 %4。请释放一些磁盘空间，或为环境（--venv）或下载内容（--cache-dir）选择其他文件夹。</translation>
    </message>
    <message numerus="yes">
        <source>The path %1 is %n characters long: PyTorch&apos;s deepest files inside it would pass Windows&apos; limit of 260 characters, and the installation would fail unless long paths are enabled in Windows.</source>
        <extracomment>%1 is a folder, %n its length (a number of characters); the next sentence says which length works</extracomment>
        <translation>
            <numerusform>路径 %1 长 %n 个字符：PyTorch 在其中最深层的文件会超出 Windows 260 个字符的路径长度限制，除非在 Windows 中启用了长路径，否则安装将会失败。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose a folder with a path of at most %n characters, such as C:\torch-env.</source>
        <extracomment>follows &quot;The path … is … characters long: …&quot;; %n is the longest path that works (a number of characters)</extracomment>
        <translation>
            <numerusform>请选择路径不超过 %n 个字符的文件夹，例如 C:\torch-env。</numerusform>
        </translation>
    </message>
    <message>
        <source>The folder %1 beside the environment, where installs keep their journal and the copy of the environment, %2; it is not used, so that nobody else can make an install delete or replace the environment. Remove it (after checking what it holds) and try again.</source>
        <extracomment>%1 is a folder, %2 why it cannot be used (one of the reasons below)</extracomment>
        <translation>环境旁边的文件夹 %1（安装在其中保存事务日志和环境副本）%2；为防止他人借安装删除或替换该环境，不会使用它。请（检查其内容后）删除它，然后重试。</translation>
    </message>
    <message>
        <source>is not a folder but a link or a file</source>
        <extracomment>a reason, as in &quot;The folder … beside the environment … is not a folder but a link or a file; …&quot;</extracomment>
        <translation>不是文件夹，而是链接或文件</translation>
    </message>
    <message>
        <source>belongs to another user</source>
        <extracomment>a reason, as in &quot;The folder … beside the environment … belongs to another user; …&quot;</extracomment>
        <translation>属于其他用户</translation>
    </message>
    <message>
        <source>may be written by other users</source>
        <extracomment>a reason, as in &quot;The folder … beside the environment … may be written by other users; …&quot;</extracomment>
        <translation>其他用户可以写入</translation>
    </message>
    <message>
        <source>%1 cannot be written: the folder %2 could not be created. Choose a folder you can write to.</source>
        <extracomment>%1 is a folder, %2 a folder inside it</extracomment>
        <translation>%1 无法写入：无法创建文件夹 %2。请选择一个您可以写入的文件夹。</translation>
    </message>
    <message>
        <source>Also from the folder: %1 (its files are installed unverified: no index gives their SHA-256)</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>另外来自文件夹：%1（其中的文件未经验证即被安装：没有索引提供其 SHA-256）</translation>
    </message>
    <message>
        <source>An earlier installation into %1 was interrupted; the environment it had begun to create is removed first.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>之前向 %1 的安装被中断；将先删除它开始创建的环境。</translation>
    </message>
    <message>
        <source>An earlier installation into %1 was interrupted; the environment is first restored to how it was before it.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>之前向 %1 的安装被中断；将先把环境恢复到安装之前的状态。</translation>
    </message>
    <message>
        <source>%1 is a link; the environment is installed where it points: %2.</source>
        <extracomment>%1 and %2 are folders</extracomment>
        <translation>%1 是一个链接；环境将安装到它指向的位置：%2。</translation>
    </message>
    <message>
        <source>The download cache %1 may be written by other users. Nothing they put there is installed (each file is checked against its SHA-256 when it is used), but they can delete or replace downloads, which are then fetched again. Choose a cache only you can write to with --cache-dir.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>其他用户可以写入下载缓存 %1。他们放入的任何内容都不会被安装（每个文件在使用时都会根据其 SHA-256 进行校验），但他们可以删除或替换已下载的文件，这些文件随后会被重新下载。请使用 --cache-dir 选择只有您能写入的缓存。</translation>
    </message>
    <message>
        <source>%1 asks for the %2 build, but --backend %3 was chosen; leave one of them out.</source>
        <extracomment>%1 is a pin such as torch==2.5.1+cu124, %2 and %3 build names such as cu124</extracomment>
        <translation>%1 要求 %2 构建版本，但选择了 --backend %3；请去掉其中一个。</translation>
    </message>
    <message>
        <source>The %1 build that %2 asks for is not one this computer can use with Python %3; choose one of: %4.</source>
        <extracomment>%1 is a build name such as cu124, %2 a pin such as torch==2.5.1+cu124, %3 a Python version, %4 a list of build names</extracomment>
        <translation>%2 要求的 %1 构建版本无法在这台计算机上与 Python %3 一起使用；请从以下选项中选择：%4。</translation>
    </message>
    <message>
        <source>%1 asks for the %2 build; it is installed instead of the recommended %3.</source>
        <extracomment>%1 is a pin such as torch==2.5.1+cu124, %2 and %3 builds such as cu124</extracomment>
        <translation>%1 要求 %2 构建版本；将安装它，而不是推荐的 %3。</translation>
    </message>
    <message>
        <source>find-links in pip&apos;s configuration</source>
        <translation>pip 配置中的 find-links</translation>
    </message>
    <message>
        <source>%1 names the wheel folder %2: pip may take packages from it, installed as they are there (no index gives their SHA-256, so they are not verified).</source>
        <extracomment>%1 is PIP_FIND_LINKS or &quot;find-links in pip&apos;s configuration&quot;, %2 a folder</extracomment>
        <translation>%1 指定了 wheel 文件夹 %2：pip 可能会从中获取软件包并按原样安装（没有索引提供其 SHA-256，因此不会验证它们）。</translation>
    </message>
    <message>
        <source>%1 names the address %2; only folders are taken from it, so it is ignored (give an index with --extra-index-url instead).</source>
        <extracomment>%1 is PIP_FIND_LINKS or &quot;find-links in pip&apos;s configuration&quot;, %2 an address</extracomment>
        <translation>%1 指定了地址 %2；这里只接受文件夹，因此将忽略它（请改用 --extra-index-url 指定索引）。</translation>
    </message>
    <message>
        <source>%1 names %2, which does not exist; it is ignored.</source>
        <extracomment>%1 is PIP_FIND_LINKS or &quot;find-links in pip&apos;s configuration&quot;, %2 a folder</extracomment>
        <translation>%1 指定了 %2，但它不存在；将忽略它。</translation>
    </message>
    <message>
        <source>A lock left %1 hours ago by an installation on another computer was removed.</source>
        <extracomment>%1 is a number of hours</extracomment>
        <translation>已删除另一台计算机上的安装在 %1 小时前留下的锁。</translation>
    </message>
    <message>
        <source>Another installation (process %1 on the computer %2) is working on %3; wait for it to finish. If it stopped without finishing, its lock is taken over %4 hours after it was made.</source>
        <extracomment>%1 a process number, %2 a computer&apos;s name, %3 a folder, %4 a number of hours</extracomment>
        <translation>另一个安装（计算机 %2 上的进程 %1）正在处理 %3；请等待其完成。如果它未完成就已停止，其锁将在创建 %4 小时后被接管。</translation>
    </message>
    <message>
        <source>The file %1 for pip could not be written: %2.</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>无法写入供 pip 使用的文件 %1：%2。</translation>
    </message>
    <message>
        <source>The copy of the environment could not be moved into %1.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>无法将环境副本移入 %1。</translation>
    </message>
    <message>
        <source>The journal %1 could not be moved into %2.</source>
        <extracomment>%1 is a file, %2 a folder</extracomment>
        <translation>无法将事务日志 %1 移入 %2。</translation>
    </message>
    <message>
        <source>%1 could not be read</source>
        <extracomment>%1 is a file</extracomment>
        <translation>无法读取 %1</translation>
    </message>
    <message>
        <source>the list of verified files could not be written (%1)</source>
        <extracomment>%1 is a folder
----------
%1 is an error message from the system</extracomment>
        <translation>无法写入已验证文件的列表（%1）</translation>
    </message>
    <message>
        <source>%1 was not fetched: an index or a redirect pointed at a service on this computer that was not named as an index.</source>
        <extracomment>%1 is a web address (credentials hidden)</extracomment>
        <translation>未获取 %1：某个索引或重定向指向了这台计算机上未被指定为索引的服务。</translation>
    </message>
    <message>
        <source>Every package is compiled to bytecode before the installation ends: it runs as root, and users who may not write to the environment could not keep what their Python compiles.</source>
        <translation>安装结束前会把每个软件包编译为字节码：安装以 root 身份运行，无权写入该环境的用户无法保存其 Python 编译的结果。</translation>
    </message>
    <message>
        <source>Not every file of the environment could be compiled to bytecode (%1); Python compiles the rest when it first imports them.</source>
        <extracomment>%1 is how the program ended, a whole sentence such as &quot;Python exited with code 1.&quot;</extracomment>
        <translation>环境中并非所有文件都能编译为字节码（%1）；其余文件将在 Python 首次导入时编译。</translation>
    </message>
    <message>
        <source>%1 beside the environment is not a folder of yours; it is not used. Remove it (after checking what it holds) and try again.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>环境旁边的 %1 不是您的文件夹；不会使用它。请（检查其内容后）删除它，然后重试。</translation>
    </message>
    <message>
        <source>The environment %1 cannot be written.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>无法写入环境 %1。</translation>
    </message>
    <message>
        <source>An earlier installation into %1 was interrupted, but the folder was made anew since; it is left as it is.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>之前向 %1 的安装被中断，但此后该文件夹已被重新创建；将保持原样。</translation>
    </message>
    <message>
        <source>The %1 build is not one %2 offers; it offers: %3.</source>
        <extracomment>%1 is a build such as cu128, %2 a product&apos;s name, %3 a list of builds or patterns</extracomment>
        <translation>%2 不提供 %1 构建版本；它提供的是：%3。</translation>
    </message>
    <message>
        <source>%1 offers none of the builds that fit this computer (%2 would). Ask its makers which build to use.</source>
        <extracomment>%1 is a product&apos;s name, %2 a build&apos;s name such as &quot;CUDA 13.0&quot;</extracomment>
        <translation>%1 没有提供任何适合这台计算机的构建版本（适合的是 %2）。请向其开发者询问应使用哪个构建版本。</translation>
    </message>
    <message>
        <source>%1 does not offer the build that fits this computer best (%2); %3, the first of the builds it offers, is chosen.</source>
        <extracomment>%1 is a product&apos;s name, %2 and %3 builds&apos; names such as &quot;CUDA 13.0&quot;</extracomment>
        <translation>%1 没有提供最适合这台计算机的构建版本（%2）；已选择它所提供的第一个构建版本 %3。</translation>
    </message>
    <message>
        <source>Nothing to do: %1 already has what was asked for.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>无需操作：%1 已包含所要求的内容。</translation>
    </message>
    <message>
        <source>Installed into %1; %2 downloaded.</source>
        <extracomment>%1 is a folder, %2 a size such as &quot;1.2 GB&quot;</extracomment>
        <translation>已安装到 %1；已下载 %2。</translation>
    </message>
    <message>
        <source>Installed into %1 (%2); %3 downloaded.</source>
        <extracomment>%1 is a folder, %2 a torch build such as &quot;torch 2.6.0+cpu&quot;, %3 a size</extracomment>
        <translation>已安装到 %1（%2）；已下载 %3。</translation>
    </message>
    <message>
        <source>The path %1 has a space in it: PyTorch works there, but torch.compile may fail to build its kernels for the processor (PyTorch 2.6 does). Choose a folder without spaces if you will use torch.compile.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>路径 %1 中含有空格：PyTorch 可以在那里工作，但 torch.compile 可能无法为处理器构建内核（PyTorch 2.6 就是如此）。如果您要使用 torch.compile，请选择不含空格的文件夹。</translation>
    </message>
    <message>
        <source>The full check (torch.compile and the rest) was skipped; PyTorch passed the installation&apos;s own check.</source>
        <translation>已跳过完整检查（torch.compile 及其余部分）；PyTorch 已通过安装本身的检查。</translation>
    </message>
    <message>
        <source>The full check could not run (%1); PyTorch passed the installation&apos;s own check.</source>
        <extracomment>%1 is why the check could not run (an error message)</extracomment>
        <translation>无法运行完整检查（%1）；PyTorch 已通过安装本身的检查。</translation>
    </message>
    <message>
        <source>The %1 build is not one this computer can use with Python %2; choose one of: %3.</source>
        <extracomment>%1 is a build such as cu130, %2 a Python version, %3 a list of builds</extracomment>
        <translation>这台计算机无法在 Python %2 下使用 %1 构建版本；请从以下选择：%3。</translation>
    </message>
    <message>
        <source>The full check was stopped; the installation is kept, and PyTorch passed its own check.</source>
        <translation>完整检查已停止；安装会被保留，PyTorch 已通过安装本身的检查。</translation>
    </message>
    <message>
        <source>The archive %1 is of a kind this program does not unpack; it unpacks .tar and .tar.gz archives.</source>
        <extracomment>%1 is an archive&apos;s file name</extracomment>
        <translation>归档文件 %1 属于本程序不解压的类型；本程序解压 .tar 和 .tar.gz 归档文件。</translation>
    </message>
    <message>
        <source>pip chose %1.</source>
        <extracomment>%1 is a list of packages with their versions, such as &quot;torch 2.14.1+cu130, torchvision 0.29.1+cu130&quot;</extracomment>
        <translation>pip 选择了 %1。</translation>
    </message>
    <message>
        <source>Windows does not allow &quot;%1&quot; in a name</source>
        <extracomment>%1 is a character such as &apos;:&apos;</extracomment>
        <translation>Windows 不允许名称中出现“%1”</translation>
    </message>
    <message>
        <source>Windows drops a dot or a space at the end of a name</source>
        <translation>Windows 会去掉名称末尾的点或空格</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names a device on Windows</source>
        <extracomment>%1 is a device name such as CON or COM1</extracomment>
        <translation>“%1”在 Windows 上是设备名</translation>
    </message>
    <message>
        <source>The archive %1 is refused: the name of its member &quot;%2&quot; cannot be stored on Windows: %3.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it, %3 why Windows cannot hold it (a clause)</extracomment>
        <translation>已拒绝归档文件 %1：其中条目“%2”的名称无法在 Windows 上保存：%3。</translation>
    </message>
    <message>
        <source>%1.x (the newest %1 release)</source>
        <extracomment>%1 is a version series such as 2.14; pip installs that series&apos; newest patch release (2.14.1, ...)</extracomment>
        <translation>%1.x（%1 的最新版本）</translation>
    </message>
    <message>
        <source>%1 (process %2)</source>
        <extracomment>%1 is a program&apos;s name (python3), %2 its process number</extracomment>
        <translation>%1（进程 %2）</translation>
    </message>
    <message>
        <source>%1, which started this installation, uses the environment %2; restart it when the installation is done.</source>
        <extracomment>%1 is a program and its process number, %2 a folder</extracomment>
        <translation>启动本次安装的 %1 正在使用环境 %2；安装完成后请重新启动它。</translation>
    </message>
    <message>
        <source>%1 uses the environment %2: close it, then try again. Nothing was changed.</source>
        <extracomment>%1 is a program and its process number (&quot;python3 (process 4242)&quot;), %2 a folder</extracomment>
        <translation>%1 正在使用环境 %2：请关闭它，然后重试。未做任何更改。</translation>
    </message>
    <message>
        <source>Programs that use the environment %1 are running: %2. Close them, then try again. Nothing was changed.</source>
        <extracomment>%1 is a folder, %2 a list of programs with their process numbers</extracomment>
        <translation>正在运行使用环境 %1 的程序：%2。请关闭它们，然后重试。未做任何更改。</translation>
    </message>
    <message>
        <source>%1 uses the environment %2: close it before installing.</source>
        <extracomment>%1 is a program and its process number (&quot;python3 (process 4242)&quot;), %2 a folder</extracomment>
        <translation>%1 正在使用环境 %2：请在安装前关闭它。</translation>
    </message>
    <message>
        <source>Programs that use the environment %1 are running: %2. Close them before installing.</source>
        <extracomment>%1 is a folder, %2 a list of programs with their process numbers</extracomment>
        <translation>正在运行使用环境 %1 的程序：%2。请在安装前关闭它们。</translation>
    </message>
    <message>
        <source>must be an https address (or plain http, which an install takes only from this computer or where insecure http is allowed).</source>
        <translation>必须是 https 地址（或普通 http：安装只接受来自本机或已允许不安全 http 的地址）。</translation>
    </message>
    <message>
        <source>The download cache %1 cannot be made: %2 is a file. Choose another folder for the downloads.</source>
        <extracomment>%1 is the download cache&apos;s folder, %2 the file in its way</extracomment>
        <translation>无法创建下载缓存 %1：%2 是一个文件。请为下载选择其他文件夹。</translation>
    </message>
    <message>
        <source>The download cache %1 cannot be made: %2 cannot be written to. Choose another folder for the downloads.</source>
        <translation>无法创建下载缓存 %1：无法写入 %2。请为下载选择其他文件夹。</translation>
    </message>
    <message>
        <source>pip could not install the packages: %1 pip said: %2</source>
        <extracomment>%1 is how pip ended, a whole sentence such as &quot;pip exited with code 1.&quot;; %2 pip&apos;s own last error message, in English</extracomment>
        <translation>pip 无法安装这些软件包：%1 pip 的信息：%2</translation>
    </message>
    <message>
        <source>%1 is a folder, not a Python interpreter; did you mean %2?</source>
        <extracomment>%1 is a folder, %2 the Python interpreter in it</extracomment>
        <translation>%1 是文件夹，不是 Python 解释器；您是指 %2 吗？</translation>
    </message>
    <message>
        <source>%1 is a folder, not a Python interpreter; name the interpreter&apos;s file itself (python3, or python.exe on Windows).</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>%1 是文件夹，不是 Python 解释器；请指定解释器文件本身（python3，Windows 上为 python.exe）。</translation>
    </message>
    <message>
        <source>%1 is not the name of a PyTorch build; builds are named like cpu, cu130, rocm7.1 or xpu. The ones this computer can use with Python %2: %3.</source>
        <extracomment>%1 is what the user typed after --backend, %2 a Python version, %3 a list of builds</extracomment>
        <translation>%1 不是 PyTorch 构建的名称；构建名称形如 cpu、cu130、rocm7.1 或 xpu。此计算机在 Python %2 下可用的构建：%3。</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder: a wheel folder is the folder the wheels are in, such as %2.</source>
        <extracomment>%1 is a file, %2 the folder it is in</extracomment>
        <translation>%1 是文件，不是文件夹：wheel 文件夹是存放 wheel 的文件夹，例如 %2。</translation>
    </message>
    <message>
        <source>%1 is a link to %2, which does not exist. Make that folder first, or name another folder for the environment.</source>
        <extracomment>%1 is a folder, %2 where the link points</extracomment>
        <translation>%1 是指向 %2 的链接，但后者不存在。请先创建该文件夹，或为环境指定其他文件夹。</translation>
    </message>
    <message>
        <source>The environment %1 cannot be made: %2 is a file, not a folder. Name a folder whose path goes through folders only.</source>
        <extracomment>%1 is the environment&apos;s folder, %2 a file on its path</extracomment>
        <translation>无法创建环境 %1：%2 是文件，不是文件夹。请指定一个路径上全是文件夹的文件夹。</translation>
    </message>
    <message>
        <source>Python cannot make an environment in %1: its path holds &quot;%2&quot;, which separates the folders of PATH. Name a folder without it.</source>
        <extracomment>%1 is a folder, %2 a character such as &apos;:&apos;</extracomment>
        <translation>Python 无法在 %1 中创建环境：其路径含有“%2”，该字符用于分隔 PATH 中的文件夹。请指定不含该字符的文件夹。</translation>
    </message>
    <message>
        <source>The environment %1 cannot be changed: this user may not write in it. Choose a folder you can write to, or run as a user who may write there.</source>
        <translation>无法更改环境 %1：此用户无权在其中写入。请选择您可以写入的文件夹，或以有权在该处写入的用户身份运行。</translation>
    </message>
    <message>
        <source>The environment %1 cannot be made: this user may not write in %2. Choose a folder you can write to.</source>
        <translation>无法创建环境 %1：此用户无权在 %2 中写入。请选择您可以写入的文件夹。</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <extracomment>%1 is a list of packages with their versions, %2 how many more there are</extracomment>
        <translation>
            <numerusform>%1 以及另外 %n 个</numerusform>
        </translation>
    </message>
    <message>
        <source>What else the environment holds is not kept: %1. Install it again afterwards.</source>
        <extracomment>%1 is a list of packages with their versions, such as &quot;numpy 2.1.0 and pillow 11.0.0&quot;</extracomment>
        <translation>环境中的其他内容不会保留：%1。请在之后重新安装。</translation>
    </message>
    <message>
        <source>The download cache %1 cannot be written to. Choose another folder for the downloads.</source>
        <translation>无法写入下载缓存 %1。请为下载选择其他文件夹。</translation>
    </message>
    <message>
        <source>The environment %1 cannot be changed: this user may not write in %2, where the installation keeps what it needs to undo a change. Choose a folder you can write to, or run as a user who may write there.</source>
        <extracomment>%1 is the environment&apos;s folder, %2 the folder it is in</extracomment>
        <translation>无法更改环境 %1：此用户无权在 %2 中写入，安装程序在那里保存撤销更改所需的内容。请选择您可以写入的文件夹，或以有权在该处写入的用户身份运行。</translation>
    </message>
    <message>
        <source>process %1</source>
        <extracomment>%1 is a process number</extracomment>
        <translation>进程 %1</translation>
    </message>
    <message>
        <source>process %1 on the computer %2</source>
        <extracomment>%1 is a process number, %2 a computer&apos;s name</extracomment>
        <translation>计算机 %2 上的进程 %1</translation>
    </message>
    <message>
        <source>An earlier installation into %1 was interrupted; the environment it had begun to create is gone already.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>之前向 %1 的安装被中断；它开始创建的环境已经不存在了。</translation>
    </message>
    <message>
        <source>The environment in %1 cannot be used any more, because its own Python (%2) does not start (%3); it will be created again, and %4 will be installed into it.</source>
        <extracomment>%1 is a folder, %2 a Python interpreter&apos;s file, %3 what it printed (in English) or how it ended, %4 a package with its version, such as &quot;torch 2.9.0+cu128&quot;</extracomment>
        <translation>%1 中的环境已无法使用，因为它自己的 Python（%2）无法启动（%3）；将重新创建该环境，并在其中安装 %4。</translation>
    </message>
    <message>
        <source>The environment %1 stopped working after the installation was planned; nothing was changed. Run the installation again: it creates the environment again.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>环境 %1 在规划安装之后停止工作；未做任何更改。请再次运行安装：它会重新创建该环境。</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>The download cache folder %1 cannot be created; choose another with --cache-dir.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>无法创建下载缓存文件夹 %1；请用 --cache-dir 选择其他文件夹。</translation>
    </message>
    <message>
        <source>The download cache folder %1 cannot be written; choose another with --cache-dir.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>无法写入下载缓存文件夹 %1；请用 --cache-dir 选择其他文件夹。</translation>
    </message>
    <message>
        <source>%1 cannot be written in the download cache (%2); choose another with --cache-dir.</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>无法在下载缓存中写入 %1（%2）；请用 --cache-dir 选择其他文件夹。</translation>
    </message>
    <message>
        <source>the server refused the range asked for (416)</source>
        <translation>服务器拒绝了所请求的字节范围（416）</translation>
    </message>
    <message>
        <source>the server answered %1 %2</source>
        <extracomment>%1 is an HTTP status code such as 503, %2 the server&apos;s reason phrase such as &quot;Service Unavailable&quot;</extracomment>
        <translation>服务器返回了 %1 %2</translation>
    </message>
    <message>
        <source>%1 does not exist on the server (%2). The index lists a file it does not have; try again later or choose another index.</source>
        <extracomment>%1 is a web address (credentials hidden), %2 the server&apos;s answer, such as &quot;the server answered 404 Not Found&quot;</extracomment>
        <translation>服务器上不存在 %1（%2）。索引中列出了一个服务器上没有的文件；请稍后重试，或选择其他索引。</translation>
    </message>
    <message>
        <source>%1 was refused (%2). Check the user name and token of the index, or whether the index needs them.</source>
        <extracomment>%1 is a web address (credentials hidden), %2 the server&apos;s answer, such as &quot;the server answered 403 Forbidden&quot;</extracomment>
        <translation>%1 被拒绝（%2）。请检查该索引的用户名和令牌，或确认该索引是否需要它们。</translation>
    </message>
    <message>
        <source>%1 could not be downloaded: %2.</source>
        <extracomment>%1 is a web address (credentials hidden), %2 the server&apos;s answer, such as &quot;the server answered 500 Internal Server Error&quot;</extracomment>
        <translation>无法下载 %1：%2。</translation>
    </message>
    <message>
        <source>%1 could not be downloaded: asked for bytes from %2 on, the server sent no range. The partial file was discarded; try again, or choose another index or mirror if this repeats.</source>
        <extracomment>%1 is an address, %2 a byte offset</extracomment>
        <translation>无法下载 %1：请求从第 %2 字节开始的数据，但服务器没有发送字节范围。已丢弃不完整的文件；请重试，如果问题反复出现，请选择其他索引或镜像。</translation>
    </message>
    <message>
        <source>%1 could not be downloaded: asked for bytes from %2 on, the server sent &quot;%3&quot;. The partial file was discarded; try again, or choose another index or mirror if this repeats.</source>
        <extracomment>%1 is an address, %2 a byte offset, %3 the server&apos;s Content-Range header</extracomment>
        <translation>无法下载 %1：请求从第 %2 字节开始的数据，但服务器发送的是“%3”。已丢弃不完整的文件；请重试，如果问题反复出现，请选择其他索引或镜像。</translation>
    </message>
    <message>
        <source>%1 is larger than the %2 bytes its index lists; it was not kept. Try again, and report it to the index&apos;s owners if it repeats.</source>
        <extracomment>%1 is a web address (credentials hidden), %2 a number of bytes</extracomment>
        <translation>%1 比其索引中列出的 %2 字节更大；未保留该文件。请重试，如果问题反复出现，请报告给该索引的维护者。</translation>
    </message>
    <message>
        <source>%1 could not be written to the download cache at %2: %3. Free some disk space or choose another cache folder with --cache-dir.</source>
        <extracomment>%1 is a file name, %2 a folder, %3 an error message from the system</extracomment>
        <translation>无法将 %1 写入位于 %2 的下载缓存：%3。请释放一些磁盘空间，或用 --cache-dir 选择其他缓存文件夹。</translation>
    </message>
    <message>
        <source>the connection ended after %1 of %2</source>
        <extracomment>%1 and %2 are sizes such as &quot;1.2 GB&quot;</extracomment>
        <translation>连接在传输了 %1（共 %2）后中断</translation>
    </message>
    <message>
        <source>%1 was not downloaded: the server&apos;s TLS certificate could not be verified (%2). If your network inspects TLS traffic, point SSL_CERT_FILE at its CA certificate; never download without verification.</source>
        <extracomment>%1 is a web address (credentials hidden), %2 an error message from the network library</extracomment>
        <translation>未下载 %1：无法验证服务器的 TLS 证书（%2）。如果您的网络会检查 TLS 流量，请将 SSL_CERT_FILE 指向其 CA 证书；切勿在不验证的情况下下载。</translation>
    </message>
    <message>
        <source>%1 could not be downloaded: %2. Check the network connection and proxy settings.</source>
        <extracomment>%1 is a web address (credentials hidden), %2 an error message from the network library</extracomment>
        <translation>无法下载 %1：%2。请检查网络连接和代理设置。</translation>
    </message>
    <message>
        <source>%1 was redirected to an address that is not fetched: %2</source>
        <extracomment>%1 is a web address (credentials hidden), %2 why the new address is not fetched (a sentence)</extracomment>
        <translation>%1 被重定向到一个不予获取的地址：%2</translation>
    </message>
    <message>
        <source>%1 could not be written to the download cache: %2. Free some disk space or choose another cache folder with --cache-dir.</source>
        <extracomment>%1 is a file name, %2 an error message from the system</extracomment>
        <translation>无法将 %1 写入下载缓存：%2。请释放一些磁盘空间，或用 --cache-dir 选择其他缓存文件夹。</translation>
    </message>
    <message>
        <source>%1 could not be read back from the download cache.</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>无法从下载缓存中读回 %1。</translation>
    </message>
    <message>
        <source>%1 was downloaded but is not the file the index lists: its SHA-256 is %2, the index says %3. It was deleted. The server or a proxy changed the file; try again, and report it to the index&apos;s owners if it repeats.</source>
        <extracomment>%1 is a file name, %2 and %3 SHA-256 checksums (64 hexadecimal digits)</extracomment>
        <translation>%1 已下载，但它不是索引中列出的那个文件：其 SHA-256 为 %2，而索引中为 %3。该文件已删除。服务器或代理更改了该文件；请重试，如果问题反复出现，请报告给该索引的维护者。</translation>
    </message>
    <message>
        <source>%1 could not be moved into the download cache at %2.</source>
        <extracomment>%1 is a file name, %2 a file</extracomment>
        <translation>无法将 %1 移入位于 %2 的下载缓存。</translation>
    </message>
    <message>
        <source>The download of %1 was cancelled.</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>已取消下载 %1。</translation>
    </message>
    <message>
        <source>No package index was given to install from.</source>
        <translation>没有指定用于安装的软件包索引。</translation>
    </message>
    <message>
        <source>The local package mirror could not open a port on 127.0.0.1: %1.</source>
        <extracomment>%1 is an error message from the system</extracomment>
        <translation>本地软件包镜像无法在 127.0.0.1 上打开端口：%1。</translation>
    </message>
    <message>
        <source>The index page %1 could not be read: %2.</source>
        <extracomment>%1 is a web address (credentials hidden), %2 what went wrong (a clause such as &quot;the server answered 404&quot;)</extracomment>
        <translation>无法读取索引页面 %1：%2。</translation>
    </message>
    <message>
        <source>The metadata of %1 could not be read from %2: %3.</source>
        <extracomment>%1 is a file name, %2 a web address (credentials hidden), %3 what went wrong (a clause such as &quot;the server answered 404&quot;)</extracomment>
        <translation>无法从 %2 读取 %1 的元数据：%3。</translation>
    </message>
    <message>
        <source>The metadata of %1 does not match the hash its index gives (%2, not %3); it was not used.</source>
        <extracomment>%1 is a file name, %2 and %3 SHA-256 checksums (64 hexadecimal digits)</extracomment>
        <translation>%1 的元数据与其索引给出的哈希值不符（是 %2，而不是 %3）；未使用它。</translation>
    </message>
    <message>
        <source>the answer is larger than %1 MB</source>
        <extracomment>a reason, as in &quot;&lt;address&gt; could not be read: the answer is larger than 8 MB&quot;</extracomment>
        <translation>响应大于 %1 MB</translation>
    </message>
    <message>
        <source>more than 10 redirects</source>
        <translation>重定向超过 10 次</translation>
    </message>
    <message>
        <source>a redirect from https to plain http (%1) was refused</source>
        <extracomment>%1 is a web address (credentials hidden)</extracomment>
        <translation>已拒绝从 https 重定向到普通 http（%1）</translation>
    </message>
    <message>
        <source>the server&apos;s TLS certificate could not be verified (%1); if your network inspects TLS traffic, point SSL_CERT_FILE at its CA certificate</source>
        <extracomment>%1 is an error message from the network library</extracomment>
        <translation>无法验证服务器的 TLS 证书（%1）；如果您的网络会检查 TLS 流量，请将 SSL_CERT_FILE 指向其 CA 证书</translation>
    </message>
    <message>
        <source>the server answered %1</source>
        <extracomment>%1 is an HTTP status code such as 404</extracomment>
        <translation>服务器返回了 %1</translation>
    </message>
    <message>
        <source>%1 could not be read: %2.</source>
        <extracomment>%1 is a web address (credentials hidden), %2 what went wrong (a clause such as &quot;the server answered 404&quot;)</extracomment>
        <translation>无法读取 %1：%2。</translation>
    </message>
    <message>
        <source>The download was cancelled.</source>
        <translation>下载已取消。</translation>
    </message>
    <message numerus="yes">
        <source>no data arrived for %n seconds</source>
        <extracomment>a reason, as in &quot;&lt;address&gt; could not be downloaded after 5 attempts: no data arrived for 30 seconds&quot;; %n is a number of seconds</extracomment>
        <translation>
            <numerusform>%n 秒内没有收到任何数据</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the server did not answer within %n seconds</source>
        <extracomment>a reason, as in &quot;&lt;address&gt; could not be downloaded after 5 attempts: the server did not answer within 30 seconds&quot;; %n is a number of seconds</extracomment>
        <translation>
            <numerusform>服务器在 %n 秒内没有响应</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 could not be downloaded: the server redirected it more than %n times.</source>
        <extracomment>%1 is an address, %n a number of redirects</extracomment>
        <translation>
            <numerusform>无法下载 %1：服务器重定向次数超过了 %n 次。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 could not be downloaded after one attempt: %2. What was received is kept; running the installation again continues from there.</source>
        <extracomment>%1 is an address, %2 the reason, such as &quot;no data arrived for 30 seconds&quot;</extracomment>
        <translation>尝试 1 次后仍无法下载 %1：%2。已接收的数据会保留；重新运行安装时将从中断处继续。</translation>
    </message>
    <message numerus="yes">
        <source>%1 could not be downloaded after %n attempts: %2. What was received is kept; running the installation again continues from there.</source>
        <extracomment>%1 is an address, %2 the reason, such as &quot;no data arrived for 30 seconds&quot;; %n is the number of attempts, 2 or more (one attempt has its own sentence)</extracomment>
        <translation>
            <numerusform>尝试 %n 次后仍无法下载 %1：%2。已接收的数据会保留；重新运行安装时将从中断处继续。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is being downloaded into the same cache by another program (process %2) that has not received a byte for %n seconds; end it, or choose another cache folder with --cache-dir.</source>
        <extracomment>%1 is a file, %2 a process number, %n a number of seconds</extracomment>
        <translation>
            <numerusform>另一个程序（进程 %2）正在将 %1 下载到同一缓存中，但它已有 %n 秒没有收到任何字节；请结束该程序，或使用 --cache-dir 选择另一个缓存文件夹。</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is larger than %2, the most this program downloads for one file whose size the index does not give; it was not kept.</source>
        <extracomment>%1 is an address, %2 a size such as &quot;16.0 GB&quot;</extracomment>
        <translation>%1 大于 %2（对于索引未给出大小的文件，本程序最多下载这么多）；未保留该文件。</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n attempts)</source>
        <extracomment>%1 is a reason such as &quot;the server answered 503&quot;, %n the number of attempts (2 or more)</extracomment>
        <translation>
            <numerusform>%1（%n 次尝试）</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 could not be read: the server answered 304 (not modified) to a request that asked for the whole file.</source>
        <extracomment>%1 is a web address (credentials hidden)</extracomment>
        <translation>无法读取 %1：服务器对请求完整文件的请求回复了 304（未修改）。</translation>
    </message>
</context>
<context>
    <name>Policy</name>
    <message>
        <source>%1 of torch %2 ships no kernels for %3 (it has %4)</source>
        <extracomment>%1 is a build such as rocm6.4, %2 a torch version, %3 and %4 lists of gfx targets such as gfx1100</extracomment>
        <translation>torch %2 的 %1 构建版本没有适用于 %3 的内核（它只有适用于 %4 的内核）</translation>
    </message>
    <message>
        <source>%1 of torch %2 ships native kernels for %3</source>
        <extracomment>%1 is a build such as rocm6.4, %2 a torch version, %3 a list of gfx targets such as gfx1100</extracomment>
        <translation>torch %2 的 %1 构建版本提供适用于 %3 的原生内核</translation>
    </message>
    <message>
        <source>AMD&apos;s TheRock %1 wheels have no %2 build for %3</source>
        <extracomment>%1 is a channel, &quot;stable&quot; or &quot;nightly&quot;; %2 a gfx target such as gfx1100; %3 a platform such as linux-x86_64</extracomment>
        <translation>AMD 的 TheRock %1 wheel 包没有适用于 %3 的 %2 构建版本</translation>
    </message>
    <message>
        <source>AMD&apos;s TheRock %1 wheels have no build for Python %2 (they have %3)</source>
        <extracomment>%1 is a channel, &quot;stable&quot; or &quot;nightly&quot;; %2 a Python version such as 3.12; %3 a list of Python versions</extracomment>
        <translation>AMD 的 TheRock %1 wheel 包没有适用于 Python %2 的构建版本（只有适用于 %3 的）</translation>
    </message>
    <message>
        <source>AMD&apos;s TheRock %1 wheels: %2</source>
        <extracomment>%1 is a channel, &quot;stable&quot; or &quot;nightly&quot;; %2 a reason (a clause)</extracomment>
        <translation>AMD 的 TheRock %1 wheel 包：%2</translation>
    </message>
    <message>
        <source>AMD&apos;s TheRock %1 wheels (%2) have native kernels for %3 on %4, chosen with the extra %5; torch %6 is the newest they offer</source>
        <extracomment>%1 is a channel, &quot;stable&quot; or &quot;nightly&quot;; %2 a web address; %3 a list of gfx targets such as gfx1100; %4 a platform such as linux-x86_64; %5 a pip extra such as [device-gfx1100]; %6 a torch version such as 2.9</extracomment>
        <translation>AMD 的 TheRock %1 wheel 包（%2）在 %4 上提供适用于 %3 的原生内核，通过附加项（extra）%5 选定；torch %6 是其提供的最新版本</translation>
    </message>
    <message>
        <source>AMD&apos;s TheRock %1 wheels offer no torch allowed by the pins</source>
        <extracomment>%1 is a channel, &quot;stable&quot; or &quot;nightly&quot;</extracomment>
        <translation>AMD 的 TheRock %1 wheel 包不提供任何符合版本约束的 torch</translation>
    </message>
    <message>
        <source>torch %1 with %2 (Python %3, --index-url %4)</source>
        <extracomment>%1 is a torch version, %2 a build such as rocm6.4, %3 a Python version or range such as 3.10–3.14, %4 a web address</extracomment>
        <translation>torch %1 搭配 %2（Python %3，--index-url %4）</translation>
    </message>
    <message>
        <source>AMD&apos;s TheRock %1 wheels (torch %2, Python %3, --index-url %4)</source>
        <extracomment>%1 is a channel, &quot;stable&quot; or &quot;nightly&quot;; %2 a torch version or range such as 2.9–2.10; %3 a Python version or range such as 3.10–3.14; %4 a web address</extracomment>
        <translation>AMD 的 TheRock %1 wheel 包（torch %2，Python %3，--index-url %4）</translation>
    </message>
    <message>
        <source>%1; or %2</source>
        <comment>two ways to get a build</comment>
        <extracomment>%1 and %2 are ways to get a build, each a phrase such as &quot;torch 2.9.0 with rocm6.4 (…)&quot;</extracomment>
        <translation>%1；或者 %2</translation>
    </message>
    <message>
        <source>%1 needs %2=%3 with every ROCm build</source>
        <extracomment>%1 is a gfx target such as gfx1100, %2 an environment variable&apos;s name, %3 its value</extracomment>
        <translation>%1 在所有 ROCm 构建版本下都需要设置 %2=%3</translation>
    </message>
    <message>
        <source>The gfx target of %1 is unknown, so no ROCm build can be matched to it</source>
        <extracomment>%1 is a GPU with its number and facts, such as &quot;GPU 0 (AMD Radeon RX 7900 XTX)&quot;</extracomment>
        <translation>%1 的 gfx 目标架构未知，因此无法为其匹配任何 ROCm 构建版本</translation>
    </message>
    <message>
        <source>Send dxdiag /t output with the report</source>
        <translation>请将 dxdiag /t 的输出随报告一起发送</translation>
    </message>
    <message>
        <source>Run rocminfo and send its output with the report</source>
        <translation>请运行 rocminfo，并将其输出随报告一起发送</translation>
    </message>
    <message>
        <source>%1; the nightly channel has it. Nightly builds change daily and are less tested</source>
        <extracomment>%1 is why the stable channel has no build (a clause)</extracomment>
        <translation>%1；nightly 通道中有它。nightly 构建版本每天都在变化，测试也较少</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <comment>two reasons in a row</comment>
        <extracomment>%1 and %2 are reasons, each a clause</extracomment>
        <translation>%1；%2</translation>
    </message>
    <message>
        <source>DirectML runs on any DirectX 12 GPU on Windows; torch-directml pins torch %1</source>
        <extracomment>%1 is a torch version such as 2.4.1</extracomment>
        <translation>DirectML 可在 Windows 上任何支持 DirectX 12 的 GPU 上运行；torch-directml 将 torch 锁定为 %1</translation>
    </message>
    <message>
        <source>DirectML is slower than native ROCm kernels and stays on torch %1</source>
        <extracomment>%1 is a torch version such as 2.4.1</extracomment>
        <translation>DirectML 比原生 ROCm 内核慢，并且停留在 torch %1</translation>
    </message>
    <message>
        <source>upstream PyTorch&apos;s ROCm build already has native kernels; TheRock is AMD&apos;s own build of the same</source>
        <translation>上游 PyTorch 的 ROCm 构建版本已经带有原生内核；TheRock 是 AMD 自己构建的同类版本</translation>
    </message>
    <message>
        <source>no upstream ROCm build has native kernels for %1</source>
        <extracomment>%1 is a list of gfx targets such as gfx1100</extracomment>
        <translation>没有任何上游 ROCm 构建版本带有适用于 %1 的原生内核</translation>
    </message>
    <message>
        <source>HSA_OVERRIDE_GFX_VERSION=%1 (running the %2 kernels on %3)</source>
        <extracomment>%1 is a version such as 10.3.0, %2 and %3 gfx targets such as gfx1030</extracomment>
        <translation>HSA_OVERRIDE_GFX_VERSION=%1（在 %3 上运行 %2 的内核）</translation>
    </message>
    <message>
        <source>%1 is never offered: %2</source>
        <extracomment>%1 is a phrase such as &quot;HSA_OVERRIDE_GFX_VERSION=10.3.0 (running the gfx1030 kernels on gfx1031)&quot;, %2 what reports say about it (a sentence)</extracomment>
        <translation>绝不会提供 %1：%2</translation>
    </message>
    <message>
        <source>Python %1</source>
        <extracomment>%1 is a Python version such as 3.12</extracomment>
        <translation>Python %1</translation>
    </message>
    <message>
        <source>No PyTorch build allowed here (%1) runs %2 natively, and the stand-in HSA_OVERRIDE_GFX_VERSION=%3 is not offered: %4. The CPU build is used instead</source>
        <extracomment>%1 is a list of limits (a Python version and package pins), %2 one or more GPUs with their numbers and facts, %3 a version such as 10.3.0, %4 what reports say about it (a sentence)</extracomment>
        <translation>在此处允许的范围内（%1），没有任何 PyTorch 构建版本能原生运行 %2，而替代方案 HSA_OVERRIDE_GFX_VERSION=%3 不予提供：%4。因此改用 CPU 构建版本</translation>
    </message>
    <message>
        <source>Keep the CPU build until a PyTorch release ships native %1 kernels</source>
        <extracomment>%1 is a gfx target such as gfx1100</extracomment>
        <translation>在 PyTorch 发布带有原生 %1 内核的版本之前，请继续使用 CPU 构建版本</translation>
    </message>
    <message>
        <source>These run %1 natively: %2</source>
        <extracomment>%1 is a gfx target such as gfx1100, %2 one or more ways to get a build, such as &quot;torch 2.9.0 with rocm6.4 (…)&quot;</extracomment>
        <translation>以下方案可原生运行 %1：%2</translation>
    </message>
    <message>
        <source>%1 of torch %2 has no kernels for %3; it runs the %4 kernels when HSA_OVERRIDE_GFX_VERSION=%5 (an override: the GPU is treated as %4)</source>
        <extracomment>%1 is a build such as rocm6.4, %2 a torch version, %3 a list of gfx targets, %4 a gfx target such as gfx1030, %5 a version such as 10.3.0</extracomment>
        <translation>torch %2 的 %1 构建版本没有适用于 %3 的内核；设置 HSA_OVERRIDE_GFX_VERSION=%5 时，它会运行 %4 的内核（这是一种覆盖设置：该 GPU 会被当作 %4 对待）</translation>
    </message>
    <message>
        <source>an override (HSA_OVERRIDE_GFX_VERSION=%1) runs kernels built for %2, not for this GPU</source>
        <extracomment>%1 is a version such as 10.3.0, %2 a gfx target such as gfx1030</extracomment>
        <translation>覆盖设置（HSA_OVERRIDE_GFX_VERSION=%1）运行的是为 %2 构建的内核，而不是为这块 GPU 构建的内核</translation>
    </message>
    <message>
        <source>This machine has other AMD GPUs besides %1, and HIP&apos;s order of them is unknown here, so HIP_VISIBLE_DEVICES cannot be set; HIP may pick a GPU this build has no kernels for</source>
        <extracomment>%1 is a GPU with its number and facts, such as &quot;GPU 0 (AMD Radeon RX 7900 XTX)&quot;</extracomment>
        <translation>这台计算机除 %1 之外还有其他 AMD GPU，而此处无法得知 HIP 对它们的排列顺序，因此无法设置 HIP_VISIBLE_DEVICES；HIP 可能会选中此构建版本没有相应内核的 GPU</translation>
    </message>
    <message>
        <source>Run detect on the machine itself (it reads the KFD topology), or set HIP_VISIBLE_DEVICES to the GPU&apos;s index in rocminfo&apos;s list of GPU agents</source>
        <translation>请直接在该计算机上运行 detect（它会读取 KFD 拓扑），或将 HIP_VISIBLE_DEVICES 设置为该 GPU 在 rocminfo 的 GPU 代理（agent）列表中的序号</translation>
    </message>
    <message>
        <source>/dev/kfd does not exist, so ROCm cannot reach the GPU (the amdgpu driver&apos;s compute interface is missing, or a container was started without it)</source>
        <translation>/dev/kfd 不存在，因此 ROCm 无法访问 GPU（amdgpu 驱动程序的计算接口缺失，或启动容器时没有传入它）</translation>
    </message>
    <message>
        <source>Load the amdgpu driver; in a container, pass --device=/dev/kfd --device=/dev/dri</source>
        <translation>请加载 amdgpu 驱动程序；在容器中，请传入 --device=/dev/kfd --device=/dev/dri</translation>
    </message>
    <message>
        <source>This user may not open /dev/kfd, so ROCm will not see the GPU</source>
        <translation>当前用户无权打开 /dev/kfd，因此 ROCm 将检测不到 GPU</translation>
    </message>
    <message>
        <source>sudo usermod -aG render,video $USER, then log out and back in</source>
        <translation>sudo usermod -aG render,video $USER，然后注销并重新登录</translation>
    </message>
    <message>
        <source>HSA_OVERRIDE_GFX_VERSION=%1 is already set in the environment; it changes the gfx target ROCm reports, so tools (rocminfo) may show the override, not the GPU</source>
        <extracomment>%1 is the value found in the environment, such as 10.3.0</extracomment>
        <translation>环境变量中已经设置了 HSA_OVERRIDE_GFX_VERSION=%1；它会改变 ROCm 报告的 gfx 目标架构，因此工具（rocminfo）显示的可能是覆盖值，而不是 GPU 本身的目标架构</translation>
    </message>
    <message>
        <source>Unset it unless you set it on purpose; the installed environment sets what it needs</source>
        <translation>除非是您有意设置的，否则请取消该设置；安装好的环境会自行设置所需的变量</translation>
    </message>
    <message>
        <source>No ROCm build runs %1 natively or through an override, so PyTorch cannot use it</source>
        <extracomment>%1 is a list of gfx targets such as gfx1100</extracomment>
        <translation>没有任何 ROCm 构建版本能以原生方式或通过覆盖设置运行 %1，因此 PyTorch 无法使用它</translation>
    </message>
    <message>
        <source>CUDA %1.%2</source>
        <extracomment>a build&apos;s name; %1 and %2 are the major and minor parts of a CUDA version, as in &quot;CUDA 12.8&quot;</extracomment>
        <translation>CUDA %1.%2</translation>
    </message>
    <message>
        <source>ROCm %1</source>
        <extracomment>a build&apos;s name; %1 is a ROCm version such as 6.4</extracomment>
        <translation>ROCm %1</translation>
    </message>
    <message>
        <source>AMD&apos;s ROCm (TheRock)</source>
        <translation>AMD 的 TheRock 版 ROCm</translation>
    </message>
    <message>
        <source>AMD&apos;s ROCm (TheRock) for %1</source>
        <translation>适用于 %1 的 AMD TheRock 版 ROCm</translation>
    </message>
    <message>
        <source>the processor only</source>
        <translation>仅使用处理器</translation>
    </message>
    <message>
        <source>Apple&apos;s Metal</source>
        <translation>Apple 的 Metal</translation>
    </message>
    <message>
        <source>Intel&apos;s XPU</source>
        <translation>Intel 的 XPU</translation>
    </message>
    <message>
        <source>DirectML</source>
        <translation>DirectML</translation>
    </message>
    <message>
        <source>Intel&apos;s Extension for PyTorch</source>
        <translation>Intel 的 PyTorch 扩展</translation>
    </message>
    <message>
        <source>PyTorch %1 for the processor (this computer has no GPU PyTorch can use)</source>
        <extracomment>%1 is a torch version such as 2.9.0</extracomment>
        <translation>仅使用处理器的 PyTorch %1（这台计算机没有 PyTorch 可以使用的 GPU）</translation>
    </message>
    <message>
        <source>PyTorch %1 for the processor</source>
        <extracomment>%1 is a torch version such as 2.9.0</extracomment>
        <translation>仅使用处理器的 PyTorch %1</translation>
    </message>
    <message>
        <source>PyTorch %1 with %2</source>
        <extracomment>%1 is a torch version such as 2.9.0, %2 a build&apos;s name such as &quot;CUDA 12.8&quot; or &quot;Apple&apos;s Metal&quot;</extracomment>
        <translation>PyTorch %1（%2）</translation>
    </message>
    <message>
        <source>PyTorch %1 with %2 for your %3</source>
        <extracomment>%1 is a torch version such as 2.9.0, %2 a build&apos;s name such as &quot;CUDA 12.8&quot;, %3 one or more GPU names</extracomment>
        <translation>适用于您的 %3 的 PyTorch %1（%2）</translation>
    </message>
    <message>
        <source>integrated</source>
        <translation>集成</translation>
    </message>
    <message>
        <source>compute capability %1</source>
        <extracomment>%1 is a number such as 8.9</extracomment>
        <translation>计算能力 %1</translation>
    </message>
    <message>
        <source>GPU %1 (%2)</source>
        <extracomment>%1 is the GPU&apos;s number, %2 a list of facts such as its name, architecture and compute capability</extracomment>
        <translation>GPU %1（%2）</translation>
    </message>
    <message>
        <source>the GPU database (%1:%2)</source>
        <extracomment>%1 and %2 are PCI vendor and device ids, such as 10de and 2684</extracomment>
        <translation>GPU 数据库（%1:%2）</translation>
    </message>
    <message>
        <source>the GPU database (by name)</source>
        <translation>GPU 数据库（按名称）</translation>
    </message>
    <message>
        <source>%1 GPU</source>
        <comment>a GPU known only by its vendor</comment>
        <extracomment>%1 is a vendor&apos;s name such as NVIDIA, AMD, Intel or Apple</extracomment>
        <translation>%1 GPU</translation>
    </message>
    <message>
        <source>Apple Silicon GPUs are part of the chip</source>
        <translation>Apple Silicon 的 GPU 集成在芯片中</translation>
    </message>
    <message>
        <source>whether %1 runs PyTorch&apos;s XPU build is unknown</source>
        <extracomment>%1 is a GPU with its number and facts, such as &quot;GPU 0 (Intel Arc A770)&quot;</extracomment>
        <translation>尚不清楚 %1 能否运行 PyTorch 的 XPU 构建版本</translation>
    </message>
    <message>
        <source>%1 is older graphics, which PyTorch&apos;s XPU build does not support (it needs Arc or Core Ultra graphics)</source>
        <extracomment>%1 is a GPU with its number and facts, such as &quot;GPU 0 (Intel UHD Graphics 630, integrated)&quot;</extracomment>
        <translation>%1 是较旧的显卡，PyTorch 的 XPU 构建版本不支持它（需要 Arc 或 Core Ultra 显卡）</translation>
    </message>
    <message>
        <source>%1 is %2 graphics, which PyTorch&apos;s XPU build does not support (it needs Arc or Core Ultra graphics)</source>
        <extracomment>%2 is an Intel graphics generation such as &quot;Gen9&quot;</extracomment>
        <translation>%1 是 %2 显卡，PyTorch 的 XPU 构建版本不支持它（需要 Arc 或 Core Ultra 显卡）</translation>
    </message>
    <message>
        <source>PyTorch&apos;s XPU build runs on %1</source>
        <extracomment>%1 is a GPU with its number and facts, such as &quot;GPU 0 (Intel Arc A770)&quot;</extracomment>
        <translation>PyTorch 的 XPU 构建版本可在 %1 上运行</translation>
    </message>
    <message>
        <source>no XPU build exists for Python %1, so %2 is used</source>
        <extracomment>%1 is a Python version such as 3.12, %2 a build such as directml or ipex</extracomment>
        <translation>没有适用于 Python %1 的 XPU 构建版本，因此改用 %2</translation>
    </message>
    <message>
        <source>DirectML runs on any DirectX 12 GPU on Windows</source>
        <translation>DirectML 可在 Windows 上任何支持 DirectX 12 的 GPU 上运行</translation>
    </message>
    <message>
        <source>%1; on Linux PyTorch will use the CPU</source>
        <extracomment>%1 is why the GPU cannot use the XPU build (a clause)</extracomment>
        <translation>%1；在 Linux 上，PyTorch 将使用 CPU</translation>
    </message>
    <message>
        <source>Apple Silicon: PyTorch&apos;s macOS arm64 wheel uses the GPU through Metal (MPS)</source>
        <translation>Apple Silicon：PyTorch 的 macOS arm64 wheel 包通过 Metal（MPS）使用 GPU</translation>
    </message>
    <message>
        <source>an Intel Mac with an AMD GPU: torch %1, the last release for Intel Macs, uses the GPU through Metal (MPS); PYTORCH_ENABLE_MPS_FALLBACK=1 runs operators Metal lacks on the CPU</source>
        <extracomment>%1 is a torch version such as 2.2.2</extracomment>
        <translation>配备 AMD GPU 的 Intel Mac：torch %1 是适用于 Intel Mac 的最后一个版本，它通过 Metal（MPS）使用 GPU；PYTORCH_ENABLE_MPS_FALLBACK=1 会让 Metal 不支持的算子在 CPU 上运行</translation>
    </message>
    <message>
        <source>the CPU index (%1) is named explicitly: the plain PyPI torch for Linux is a CUDA build since torch 2.11</source>
        <extracomment>%1 is a web address</extracomment>
        <translation>明确指定了 CPU 索引（%1）：自 torch 2.11 起，PyPI 上适用于 Linux 的普通 torch 就是 CUDA 构建版本</translation>
    </message>
    <message>
        <source>%1 is not Torch Setup&apos;s network module</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1 不是 Torch Setup 的网络模块</translation>
    </message>
    <message>
        <source>the network module could not be loaded (%1); reinstall Torch Setup</source>
        <extracomment>%1 is a list of problems, each an error message, separated by semicolons</extracomment>
        <translation>无法加载网络模块（%1）；请重新安装 Torch Setup</translation>
    </message>
    <message>
        <source>The compute capability of %1 is unknown, so the CUDA build&apos;s kernels could not be checked for it</source>
        <extracomment>%1 is a GPU with its number and facts, such as &quot;GPU 0 (NVIDIA GeForce RTX 4090, Ada)&quot;</extracomment>
        <translation>%1 的计算能力未知，因此无法检查 CUDA 构建版本的内核是否适用于它</translation>
    </message>
    <message>
        <source>Run nvidia-smi --query-gpu=name,compute_cap --format=csv and send its output with the report</source>
        <translation>请运行 nvidia-smi --query-gpu=name,compute_cap --format=csv，并将其输出随报告一起发送</translation>
    </message>
    <message>
        <source>%1 (CUDA %2) of torch %3</source>
        <extracomment>%1 is a build such as cu128, %2 a CUDA version such as 12.8, %3 a torch version</extracomment>
        <translation>torch %3 的 %1（CUDA %2）</translation>
    </message>
    <message>
        <source>%1 has no kernels for compute capability %2 of GPU %3 (it ships %4)</source>
        <extracomment>%1 is a build such as &quot;cu128 (CUDA 12.8) of torch 2.9.0&quot;, %2 a number such as 8.9, %3 a GPU&apos;s number, %4 a list of kernels such as &quot;sm_80, sm_90 + PTX 9.0&quot;</extracomment>
        <translation>%1 没有适用于 GPU %3（计算能力 %2）的内核（它提供的是 %4）</translation>
    </message>
    <message>
        <source>%1: the matrix has no kernel list for it on %2</source>
        <extracomment>%1 is a build such as &quot;cu128 (CUDA 12.8) of torch 2.9.0&quot;, %2 a platform such as linux-x86_64</extracomment>
        <translation>%1：兼容性矩阵中没有它在 %2 上的内核列表</translation>
    </message>
    <message>
        <source>GPU %1 (compute capability %2)</source>
        <extracomment>%1 is a GPU&apos;s number, %2 a number such as 8.9</extracomment>
        <translation>GPU %1（计算能力 %2）</translation>
    </message>
    <message>
        <source>%1 ships kernels for compute capability %2 of GPU %3 (%4)</source>
        <extracomment>%1 is a build such as &quot;cu128 (CUDA 12.8) of torch 2.9.0&quot;, %2 a number such as 8.9, %3 a GPU&apos;s number, %4 a list of kernels such as &quot;sm_80, sm_90 + PTX 9.0&quot;</extracomment>
        <translation>%1 提供适用于 GPU %3（计算能力 %2）的内核（%4）</translation>
    </message>
    <message>
        <source>%1 runs on compute capability %2 of GPU %3 only through its PTX, which the driver compiles on first use: the first start is slow (%4)</source>
        <translation>%1 只能通过其 PTX 在 GPU %3（计算能力 %2）上运行，PTX 由驱动程序在首次使用时编译：因此首次启动较慢（%4）</translation>
    </message>
    <message>
        <source>torch %1 has no wheels for Python %2 on %3 (it has %4)</source>
        <extracomment>%1 is a torch version, %2 a Python version such as 3.12, %3 a platform such as linux-x86_64, %4 a list of Python versions</extracomment>
        <translation>torch %1 没有适用于 %3 上 Python %2 的 wheel 包（现有的是 %4）</translation>
    </message>
    <message>
        <source>%1 has no kernels built for %2, only PTX that the driver compiles on first use: the first start takes long, and the verification shows whether every operation works</source>
        <extracomment>%1 is a build such as &quot;cu128 (CUDA 12.8) of torch 2.9.0&quot;, %2 a list of GPUs such as &quot;GPU 0 (compute capability 12.0)&quot;</extracomment>
        <translation>%1 没有为 %2 构建的内核，只有由驱动程序在首次使用时编译的 PTX：首次启动耗时较长，验证结果会显示是否所有运算都能正常工作</translation>
    </message>
    <message>
        <source>A newer Python or looser package pins allow a torch with native kernels for this GPU</source>
        <translation>使用更新的 Python 或放宽软件包版本约束，即可选用带有适用于这块 GPU 原生内核的 torch</translation>
    </message>
    <message>
        <source>%1 needs NVIDIA driver %2 or newer on %3; this machine has %4</source>
        <extracomment>%1 is a build such as &quot;cu128 (CUDA 12.8) of torch 2.9.0&quot;, %2 and %4 driver versions such as 570.86, %3 an OS such as linux or windows</extracomment>
        <translation>%1 在 %3 上需要 NVIDIA 驱动程序 %2 或更新版本；这台计算机上的是 %4</translation>
    </message>
    <message>
        <source>NVIDIA driver %1 meets the minimum of %2 that CUDA %3 needs on %4</source>
        <extracomment>%1 and %2 are driver versions such as 570.86, %3 a CUDA version such as 12.8, %4 an OS such as linux or windows</extracomment>
        <translation>NVIDIA 驱动程序 %1 满足 CUDA %3 在 %4 上所需的最低版本 %2</translation>
    </message>
    <message>
        <source>no NVIDIA driver was found, so %1 is chosen: of torch %2&apos;s CUDA builds it runs with the oldest drivers</source>
        <extracomment>%1 is a build such as cu126, %2 a torch version</extracomment>
        <translation>未找到 NVIDIA 驱动程序，因此选择 %1：在 torch %2 的所有 CUDA 构建版本中，它能搭配的驱动程序版本最旧</translation>
    </message>
    <message>
        <source>No NVIDIA driver was found; PyTorch cannot use the GPU without it</source>
        <translation>未找到 NVIDIA 驱动程序；没有它，PyTorch 无法使用 GPU</translation>
    </message>
    <message>
        <source>Install the NVIDIA driver (%1 or newer), then run the setup again</source>
        <extracomment>%1 is a driver version such as 570.86</extracomment>
        <translation>请安装 NVIDIA 驱动程序（%1 或更新版本），然后重新运行安装程序</translation>
    </message>
    <message>
        <source>Install the NVIDIA driver, then run the setup again</source>
        <translation>请安装 NVIDIA 驱动程序，然后重新运行安装程序</translation>
    </message>
    <message>
        <source>NVIDIA driver %1 is too old for every PyTorch build that has kernels for these GPUs; %2 will not start on the GPU until the driver is updated</source>
        <extracomment>%1 is a driver version such as 535.54, %2 a build such as cu128</extracomment>
        <translation>对于所有带有适用于这些 GPU 内核的 PyTorch 构建版本来说，NVIDIA 驱动程序 %1 都太旧了；在更新驱动程序之前，%2 无法在 GPU 上启动</translation>
    </message>
    <message>
        <source>Update the NVIDIA driver to %1 or newer</source>
        <extracomment>%1 is a driver version such as 570.86</extracomment>
        <translation>请将 NVIDIA 驱动程序更新到 %1 或更新版本</translation>
    </message>
    <message>
        <source>Update the NVIDIA driver to the current release</source>
        <translation>请将 NVIDIA 驱动程序更新到当前最新版本</translation>
    </message>
    <message>
        <source>A newer driver would allow torch %1 with %2</source>
        <extracomment>%1 is a torch version, %2 a build such as cu128</extracomment>
        <translation>更新驱动程序后即可使用 torch %1 搭配 %2</translation>
    </message>
    <message>
        <source>%1 needs a build with its kernels, such as %2, but %3</source>
        <extracomment>%1 is one or more GPUs with their numbers and facts, %2 a build such as &quot;cu128 (CUDA 12.8) of torch 2.9.0&quot;, %3 why it cannot be used (a clause)</extracomment>
        <translation>%1 需要带有其内核的构建版本（例如 %2），但 %3</translation>
    </message>
    <message>
        <source>No PyTorch CUDA build has kernels for %1 together, so PyTorch will not use these GPUs</source>
        <extracomment>%1 is one or more GPUs with their numbers and facts, such as &quot;GPU 0 (…) and GPU 1 (…)&quot;</extracomment>
        <translation>没有任何 PyTorch CUDA 构建版本同时带有适用于 %1 的内核，因此 PyTorch 不会使用这些 GPU</translation>
    </message>
    <message>
        <source>Use the newer GPU alone (CUDA_VISIBLE_DEVICES) and run the setup again</source>
        <translation>请只使用较新的那块 GPU（CUDA_VISIBLE_DEVICES），然后重新运行安装程序</translation>
    </message>
    <message>
        <source>it is empty</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: it is empty&quot;</extracomment>
        <translation>内容为空</translation>
    </message>
    <message>
        <source>it does not start with a package name</source>
        <translation>开头不是软件包名称</translation>
    </message>
    <message>
        <source>a &quot;.*&quot; version only goes with == or !=</source>
        <translation>&quot;.*&quot; 形式的版本只能与 == 或 != 搭配使用</translation>
    </message>
    <message>
        <source>~= needs at least two version parts</source>
        <translation>~= 至少需要两段版本号</translation>
    </message>
    <message>
        <source>torch %1 (with %2 %3) is excluded by %4</source>
        <extracomment>%1 is a torch series such as 2.9.*, %2 a package name such as torchvision, %3 its series such as 0.24.* or &quot;none&quot;, %4 a pin such as torchvision&lt;0.20</extracomment>
        <translation>torch %1（搭配 %2 %3）被 %4 排除</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>torch %1.* is not in the compatibility matrix, so %2 cannot be checked against it</source>
        <extracomment>%1 is a torch version such as 2.11, %2 a pin such as torchvision&lt;0.20</extracomment>
        <translation>兼容性矩阵中没有 torch %1.*，因此无法据此检查 %2</translation>
    </message>
    <message>
        <source>torch %1.* is excluded by %2</source>
        <extracomment>%1 is a torch version such as 2.11, %2 a pin such as torch&lt;2.10</extracomment>
        <translation>torch %1.* 被 %2 排除</translation>
    </message>
    <message>
        <source>no torch release has a %1 build for %2</source>
        <extracomment>%1 is a build such as mps, %2 a platform such as macos-x86_64
----------
%1 is a build such as cu128, %2 a platform such as linux-x86_64</extracomment>
        <translation>没有任何 torch 版本提供适用于 %2 的 %1 构建版本</translation>
    </message>
    <message>
        <source>no torch release has a %1 build for Python %2 on %3</source>
        <extracomment>%1 is a build such as cu128, %2 a Python version such as 3.12, %3 a platform such as linux-x86_64</extracomment>
        <translation>没有任何 torch 版本提供适用于 %3 上 Python %2 的 %1 构建版本</translation>
    </message>
    <message>
        <source>torch %1 is a patch release newer than the compatibility matrix knows; it is taken with the builds and companions of torch %2 (the matrix lists %3)</source>
        <extracomment>%1 is a torch version such as 2.9.2, %2 a torch series such as 2.9, %3 a torch version such as 2.9.1</extracomment>
        <translation>torch %1 是比兼容性矩阵所知版本更新的补丁版本；将按 torch %2 的构建版本和配套包来处理（矩阵中列出的是 %3）</translation>
    </message>
    <message>
        <source>torch %1 is the newest release with wheels for Python %2 on %3</source>
        <extracomment>%1 is a torch version, %2 a Python version such as 3.12, %3 a platform such as linux-x86_64</extracomment>
        <translation>torch %1 是为 %3 上的 Python %2 提供 wheel 包的最新版本</translation>
    </message>
    <message>
        <source>torch %1 is the newest release with a %4 build with wheels for Python %2 on %3</source>
        <extracomment>%4 is a build&apos;s name such as xpu or mps</extracomment>
        <translation>torch %1 是为 %3 上的 Python %2 提供 %4 构建版本 wheel 包的最新版本</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no release</comment>
        <translation>无</translation>
    </message>
    <message>
        <source>torch %1 is the newest release that passes every check below (the newest for Python %2 on %3 is %4)</source>
        <extracomment>%1 is a torch version, %2 a Python version such as 3.12, %3 a platform such as linux-x86_64, %4 a torch version or &quot;none&quot;</extracomment>
        <translation>torch %1 是通过下列所有检查的最新版本（%3 上 Python %2 可用的最新版本是 %4）</translation>
    </message>
    <message>
        <source>torch %1 is the newest release with a %5 build that passes every check below (the newest for Python %2 on %3 is %4)</source>
        <extracomment>%5 is a build&apos;s name such as xpu or mps</extracomment>
        <translation>torch %1 是带有 %5 构建版本且通过下列所有检查的最新版本（%3 上 Python %2 可用的最新版本是 %4）</translation>
    </message>
    <message>
        <source>the OS (--os linux|windows|macos)</source>
        <translation>操作系统（--os linux|windows|macos）</translation>
    </message>
    <message>
        <source>the CPU architecture (--arch x86_64|aarch64)</source>
        <translation>CPU 架构（--arch x86_64|aarch64）</translation>
    </message>
    <message>
        <source>the Python version (--python 3.12)</source>
        <translation>Python 版本（--python 3.12）</translation>
    </message>
    <message>
        <source>the hardware description does not say %1; give it</source>
        <extracomment>%1 is a list of what is missing, such as &quot;the OS (--os linux|windows|macos)&quot;</extracomment>
        <translation>硬件描述中没有给出%1；请补充</translation>
    </message>
    <message>
        <source>PyTorch publishes no builds for %1 on %2; supported are %3</source>
        <extracomment>%1 is an OS such as linux, %2 a CPU architecture such as x86_64, %3 a list of platforms such as linux-x86_64</extracomment>
        <translation>PyTorch 没有为 %2 上的 %1 发布任何构建版本；受支持的有 %3</translation>
    </message>
    <message>
        <source>no PyTorch release has wheels for Python %1 on %2; use one of %3</source>
        <extracomment>%1 is a Python version such as 3.12, %2 a platform such as linux-x86_64, %3 a list of Python versions</extracomment>
        <translation>没有任何 PyTorch 版本提供 %2 上 Python %1 的 wheel 包；请使用以下版本之一：%3</translation>
    </message>
    <message>
        <source>%1 is skipped: %2</source>
        <extracomment>%1 is a GPU with its number and facts, such as &quot;GPU 0 (NVIDIA GeForce RTX 4090, Ada)&quot;; %2 why it cannot be used (a clause)</extracomment>
        <translation>已跳过 %1：%2</translation>
    </message>
    <message>
        <source>%1 is skipped: PyTorch has no build for its vendor</source>
        <extracomment>%1 is a GPU with its number and facts, such as &quot;GPU 0 (NVIDIA GeForce RTX 4090, Ada)&quot;</extracomment>
        <translation>已跳过 %1：PyTorch 没有适用于其厂商的构建版本</translation>
    </message>
    <message>
        <source>%1: PyTorch has no CUDA build for macOS</source>
        <extracomment>%1 is one or more GPUs with their numbers and facts, such as &quot;GPU 0 (…) and GPU 1 (…)&quot;</extracomment>
        <translation>%1：PyTorch 没有适用于 macOS 的 CUDA 构建版本</translation>
    </message>
    <message>
        <source>no CUDA build exists for macOS</source>
        <translation>macOS 上没有 CUDA 构建版本</translation>
    </message>
    <message>
        <source>Change the Python version or the pins to use these GPUs as well</source>
        <translation>如需同时使用这些 GPU，请更改 Python 版本或版本约束</translation>
    </message>
    <message>
        <source>the only usable GPUs&apos; vendor</source>
        <translation>只有这一厂商的 GPU 可用</translation>
    </message>
    <message>
        <source>the only usable GPU</source>
        <translation>这是唯一可用的 GPU</translation>
    </message>
    <message>
        <source>a discrete %1 GPU: discrete GPUs come before integrated ones, NVIDIA before AMD before Intel</source>
        <extracomment>%1 is a vendor&apos;s name such as NVIDIA, AMD or Intel</extracomment>
        <translation>这是 %1 独立 GPU：独立 GPU 优先于集成 GPU，NVIDIA 优先于 AMD，AMD 优先于 Intel</translation>
    </message>
    <message>
        <source>the first integrated GPU with a build (no discrete GPU has one)</source>
        <translation>这是第一块有可用构建版本的集成 GPU（没有任何独立 GPU 有可用的构建版本）</translation>
    </message>
    <message>
        <source>%1 are chosen: %2</source>
        <extracomment>%1 is two or more GPUs with their numbers and facts, %2 why (a clause)</extracomment>
        <translation>选择了 %1：%2</translation>
    </message>
    <message>
        <source>%1 is chosen: %2</source>
        <translation>选择了 %1：%2</translation>
    </message>
    <message>
        <source>%1 are not chosen: no build here runs them</source>
        <extracomment>%1 is two or more GPUs with their numbers and facts</extracomment>
        <translation>未选择 %1：此处没有能运行它们的构建版本</translation>
    </message>
    <message>
        <source>%1 is not chosen: no build here runs it</source>
        <translation>未选择 %1：此处没有能运行它的构建版本</translation>
    </message>
    <message>
        <source>%1 are not chosen: no build here runs them (%2)</source>
        <extracomment>%1 is two or more GPUs with their numbers and facts, %2 why (a sentence)</extracomment>
        <translation>未选择 %1：此处没有能运行它们的构建版本（%2）</translation>
    </message>
    <message>
        <source>%1 is not chosen: no build here runs it (%2)</source>
        <translation>未选择 %1：此处没有能运行它的构建版本（%2）</translation>
    </message>
    <message>
        <source>%1 are not chosen: %2 ranks first</source>
        <extracomment>%1 is two or more GPUs with their numbers and facts, %2 one or more GPUs</extracomment>
        <translation>未选择 %1：%2 排在前面</translation>
    </message>
    <message>
        <source>%1 is not chosen: %2 ranks first</source>
        <translation>未选择 %1：%2 排在前面</translation>
    </message>
    <message>
        <source>not taken: %1</source>
        <extracomment>%1 is why a build was not taken (a clause)</extracomment>
        <translation>未采用：%1</translation>
    </message>
    <message>
        <source>it uses %1, which ranks below %2</source>
        <extracomment>%1 is one or more GPUs with their numbers and facts, %2 one or more other GPUs</extracomment>
        <translation>它使用的是 %1，排在 %2 之后</translation>
    </message>
    <message>
        <source>no GPU was found, so the CPU build is the one to install</source>
        <translation>未找到 GPU，因此应安装 CPU 构建版本</translation>
    </message>
    <message>
        <source>no usable GPU has a PyTorch build here, so the CPU build is the one to install</source>
        <translation>此处没有任何可用的 GPU 有 PyTorch 构建版本，因此应安装 CPU 构建版本</translation>
    </message>
    <message>
        <source>the CPU build works everywhere but uses no GPU</source>
        <translation>CPU 构建版本在任何计算机上都能运行，但不使用 GPU</translation>
    </message>
    <message>
        <source>%1 does not exist; write it with detect --json</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1 不存在；请用 detect --json 生成它</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>无法读取 %1：%2</translation>
    </message>
    <message>
        <source>--os &quot;%1&quot; is not one of linux, windows, macos</source>
        <extracomment>%1 is what was typed after --os</extracomment>
        <translation>--os &quot;%1&quot; 不是 linux、windows、macos 之一</translation>
    </message>
    <message>
        <source>--arch &quot;%1&quot; is not a CPU architecture such as x86_64 or aarch64</source>
        <extracomment>%1 is what was typed after --arch</extracomment>
        <translation>--arch &quot;%1&quot; 不是 x86_64 或 aarch64 这样的 CPU 架构</translation>
    </message>
    <message>
        <source>--python &quot;%1&quot; is not a Python 3 version such as 3.12</source>
        <extracomment>%1 is what was typed after --python</extracomment>
        <translation>--python &quot;%1&quot; 不是 3.12 这样的 Python 3 版本</translation>
    </message>
    <message>
        <source>%1; the recommendation rests on the built-in matrix (updated %2)</source>
        <extracomment>%1 is what the index said or why it could not be asked (a sentence without a full stop), %2 a date such as 2026-11-24</extracomment>
        <translation>%1；推荐结果基于内置的兼容性矩阵（更新于 %2）</translation>
    </message>
    <message>
        <source>Pick an alternative, or check the index in a browser</source>
        <translation>请选择其他方案，或在浏览器中检查该索引</translation>
    </message>
    <message>
        <source>The index %1 was not asked: remote indexes must use https</source>
        <extracomment>%1 is an address (credentials hidden)</extracomment>
        <translation>未查询索引 %1：远程索引必须使用 https</translation>
    </message>
    <message>
        <source>%1 for Python %2 on %3 %4</source>
        <extracomment>%1 is a package, %2 a Python version, %3 an OS and %4 a CPU architecture</extracomment>
        <translation>适用于 %3 %4 上 Python %2 的 %1</translation>
    </message>
    <message>
        <source>%1 %2 for Python %3 on %4 %5</source>
        <extracomment>%1 is a package and %2 its version, %3 a Python version, %4 an OS, %5 a CPU architecture</extracomment>
        <translation>适用于 %4 %5 上 Python %3 的 %1 %2</translation>
    </message>
    <message>
        <source>The index %1 lists %2 right now (%3)</source>
        <extracomment>%1 is an address, %2 what was asked for (a package for a Python, OS and CPU), %3 a wheel&apos;s file name</extracomment>
        <translation>索引 %1 当前列出了 %2（%3）</translation>
    </message>
    <message>
        <source>The index %1 could not be asked (%2)</source>
        <extracomment>%1 is an address (credentials hidden), %2 an error message from the network library</extracomment>
        <translation>无法查询索引 %1（%2）</translation>
    </message>
    <message>
        <source>HIP_VISIBLE_DEVICES=%1 keeps what is chosen (numbered in HIP&apos;s order) and hides every other AMD GPU from HIP</source>
        <extracomment>%1 is the chosen GPUs&apos; numbers in HIP&apos;s order, such as &quot;0&quot; or &quot;0,2&quot;</extracomment>
        <translation>HIP_VISIBLE_DEVICES=%1 会保留所选的 GPU（按 HIP 的顺序编号），并对 HIP 隐藏其他所有 AMD GPU</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a package spec: %2 (write e.g. &quot;torch&lt;2.7&quot; or &quot;torchvision==0.20.1&quot;)</source>
        <extracomment>%1 is the text given as a package spec (a pip requirement), %2 what is wrong with it, one of the reasons in this context such as &quot;it is empty&quot;</extracomment>
        <translation>“%1”不是软件包规格：%2（请写成例如 &quot;torch&lt;2.7&quot; 或 &quot;torchvision==0.20.1&quot; 的形式）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a version condition</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;; %1 is the part of the spec that is wrong</extracomment>
        <translation>“%1”不是版本条件</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a version</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;; %1 is the version given in it
----------
%1 is the text given as a version</extracomment>
        <translation>“%1”不是版本号</translation>
    </message>
    <message>
        <source>The index %1 lists no wheel of %2 right now (1 file looked at)</source>
        <extracomment>%1 is an address, %2 what was asked for (a package for a Python, OS and CPU)</extracomment>
        <translation>索引 %1 当前没有列出 %2 的 wheel 包（查看了 1 个文件）</translation>
    </message>
    <message numerus="yes">
        <source>The index %1 lists no wheel of %2 right now (%n files looked at)</source>
        <extracomment>%1 is an address, %2 what was asked for (a package for a Python, OS and CPU), %n the number of files looked at (not 1: one file has its own sentence)</extracomment>
        <translation>
            <numerusform>索引 %1 当前没有列出 %2 的 wheel 包（查看了 %n 个文件）</numerusform>
        </translation>
    </message>
    <message>
        <source>it holds a line break or another control character</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;</extracomment>
        <translation>它包含换行符或其他控制字符</translation>
    </message>
    <message>
        <source>a package from an address (name @ URL) is not supported here</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;</extracomment>
        <translation>此处不支持来自地址的软件包（名称 @ URL）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not the name of an extra</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;; %1 is the text in square brackets</extracomment>
        <translation>“%1”不是 extra 的名称</translation>
    </message>
    <message>
        <source>nothing follows the &quot;;&quot; (write a marker such as sys_platform == &quot;linux&quot;)</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;</extracomment>
        <translation>“;”后面没有内容（请写一个标记，例如 sys_platform == &quot;linux&quot;）</translation>
    </message>
    <message>
        <source>a quoted text in the marker is not closed</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;</extracomment>
        <translation>标记中带引号的文本没有闭合</translation>
    </message>
    <message>
        <source>a quoted text in the marker holds a character pip does not take</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;</extracomment>
        <translation>标记中带引号的文本包含 pip 不接受的字符</translation>
    </message>
    <message>
        <source>the marker holds &quot;%1&quot;, which pip does not take there</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;; %1 is one character</extracomment>
        <translation>标记中包含“%1”，pip 不接受它出现在那里</translation>
    </message>
    <message>
        <source>the marker ends too early</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;</extracomment>
        <translation>标记过早结束</translation>
    </message>
    <message>
        <source>the marker has &quot;%1&quot; where pip expects something else</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;; %1 is a word or sign of the marker</extracomment>
        <translation>标记中在 pip 期望其他内容的位置出现了“%1”</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a marker variable (such as sys_platform or python_version)</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;; %1 is a word of the marker</extracomment>
        <translation>“%1”不是标记变量（例如 sys_platform 或 python_version）</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a version operator</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;; %1 is the operator written, such as &quot;=&gt;&quot;</extracomment>
        <translation>“%1”不是版本运算符</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not followed by a version</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;; %1 is the operator, such as &quot;&lt;&quot;</extracomment>
        <translation>“%1”后面没有版本号</translation>
    </message>
    <message>
        <source>a local version such as &quot;%1&quot; only goes with == or !=</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;; %1 is the version, such as 2.5.1+cu124</extracomment>
        <translation>像“%1”这样的本地版本只能与 == 或 != 一起使用</translation>
    </message>
    <message>
        <source>an older PyTorch (%1) with %2</source>
        <extracomment>%1 is a version, %2 a build&apos;s name such as &quot;CUDA 12.6&quot;</extracomment>
        <translation>较旧的 PyTorch（%1），使用 %2</translation>
    </message>
    <message>
        <source>the same PyTorch %1 with %2 instead of %3, for when the newer one does not work here</source>
        <extracomment>%1 is a version, %2 and %3 builds&apos; names such as &quot;CUDA 12.6&quot; and &quot;CUDA 13.0&quot;</extracomment>
        <translation>同一个 PyTorch %1，使用 %2 而不是 %3，用于较新的版本在此无法工作的情况</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <extracomment>a GPU named again in a sentence that described it already; %1 is its number</extracomment>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>torch %1 is excluded by %2</source>
        <extracomment>%1 is a torch series such as 2.9.*, %2 a pin such as torch&lt;2.9</extracomment>
        <translation>torch %1 被 %2 排除</translation>
    </message>
    <message>
        <source>torch %1 has no %2 build for Python %3 on %4, only for Python %5</source>
        <extracomment>%1 is a torch version such as 1.13.1, %2 a build such as cpu, %3 a Python version such as 3.11, %4 a platform such as linux-x86_64, %5 a list of Python versions such as &quot;3.7, 3.8, 3.9, 3.10&quot;</extracomment>
        <translation>torch %1 没有适用于 %4 上 Python %3 的 %2 构建版本，只有适用于 Python %5 的</translation>
    </message>
    <message>
        <source>%1 only for torch %2</source>
        <extracomment>%1 is a gfx target such as gfx90c, %2 a list of torch versions such as 2.12</extracomment>
        <translation>%1 仅适用于 torch %2</translation>
    </message>
    <message>
        <source>AMD&apos;s TheRock %1 wheels build no torch for all of these GPUs together (%2)</source>
        <extracomment>%1 is a channel, &quot;stable&quot; or &quot;nightly&quot;; %2 a list of limits such as &quot;gfx90c only for torch 2.12&quot;</extracomment>
        <translation>AMD 的 TheRock %1 wheel 包中没有能同时支持所有这些 GPU 的 torch（%2）</translation>
    </message>
    <message>
        <source>pip takes the newest torch %1.x patch the index offers, with the torchvision and torchaudio that pair with it; the compatibility matrix lists %2</source>
        <extracomment>%1 is a torch series such as 2.14, %2 a torch version such as 2.14.0</extracomment>
        <translation>pip 会选用索引提供的最新 torch %1.x 补丁版本，以及与之配套的 torchvision 和 torchaudio；兼容性矩阵中列出的是 %2</translation>
    </message>
    <message>
        <source>torch %1 has wheels for Python %2 only as a preview on download.pytorch.org: torch alone, without torchvision, and none on PyPI, so no complete PyTorch can be installed for Python %2 on %3 yet; use one of %4</source>
        <extracomment>%1 is a torch version such as 2.14.0, %2 a Python version such as 3.15, %3 a platform such as linux-x86_64, %4 a list of Python versions</extracomment>
        <translation>torch %1 仅在 download.pytorch.org 上以预览形式提供 Python %2 的 wheel 包：只有 torch，没有 torchvision，PyPI 上也没有，因此目前还无法在 %3 上为 Python %2 安装完整的 PyTorch；请使用以下版本之一：%4</translation>
    </message>
    <message>
        <source>The policy data from %1 is not a valid policy bundle: %2. The update was not used.</source>
        <extracomment>%1 is where the policy data came from (a folder or a web address), %2 what is wrong with it (a technical clause in English, such as &quot;data_version: is missing&quot;)</extracomment>
        <translation>来自 %1 的策略数据不是有效的策略数据包：%2。未采用此次更新。</translation>
    </message>
    <message>
        <source>The policy data from %1 has format %2, newer than this program reads (%3). Update Torch Setup to use it; the current policy data stays in use.</source>
        <extracomment>%1 is where the policy data came from, %2 and %3 format numbers such as 2 and 1</extracomment>
        <translation>来自 %1 的策略数据采用格式 %2，比本程序能读取的格式（%3）更新。请更新 Torch Setup 以使用它；当前的策略数据将继续使用。</translation>
    </message>
    <message>
        <source>The %1 in the policy data from %2 is invalid: %3 The update was not used.</source>
        <extracomment>%1 is a file name such as compat-matrix.json, %2 where the policy data came from, %3 what is wrong (the loader&apos;s message, in English, naming the entry)</extracomment>
        <translation>来自 %2 的策略数据中的 %1 无效：%3 未采用此次更新。</translation>
    </message>
    <message>
        <source>The policy data from %1 is larger than %2 MiB; the update was not used.</source>
        <extracomment>%1 is where the policy data came from, %2 a size in MiB</extracomment>
        <translation>来自 %1 的策略数据大于 %2 MiB；未采用此次更新。</translation>
    </message>
    <message>
        <source>The policy data %1 needs Torch Setup %2 or newer; this is %3. Update Torch Setup to use it; the current policy data stays in use.</source>
        <extracomment>%1 is a data version such as 2026-11-27.1, %2 and %3 program versions such as 0.2.0</extracomment>
        <translation>策略数据 %1 需要 Torch Setup %2 或更新版本；当前版本是 %3。请更新 Torch Setup 以使用它；当前的策略数据将继续使用。</translation>
    </message>
    <message>
        <source>The policy data %1 is not newer than the data built into this program (%2); the built-in data stays in use.</source>
        <extracomment>%1 and %2 are data versions such as 2026-11-27.1</extracomment>
        <translation>策略数据 %1 并不比本程序内置的数据（%2）更新；将继续使用内置数据。</translation>
    </message>
    <message>
        <source>The policy data %1 is older than the update accepted before (%2): an old bundle is never taken back. The current policy data stays in use.</source>
        <extracomment>%1 and %2 are data versions such as 2026-11-27.1</extracomment>
        <translation>策略数据 %1 比之前已接受的更新（%2）更旧：绝不会回退到旧的数据包。当前的策略数据将继续使用。</translation>
    </message>
    <message>
        <source>The stored policy data says %1 but was accepted as %2; it is not used.</source>
        <extracomment>%1 and %2 are data versions such as 2026-11-27.1</extracomment>
        <translation>已保存的策略数据标明为 %1，但被接受时为 %2；因此不使用这些数据。</translation>
    </message>
    <message>
        <source>Another program is updating the policy data in %1; try again when it is done.</source>
        <extracomment>%1 is a folder&apos;s path</extracomment>
        <translation>另一个程序正在更新 %1 中的策略数据；请在其完成后重试。</translation>
    </message>
    <message>
        <source>The policy data %1 is already in use.</source>
        <extracomment>%1 is a data version such as 2026-11-27.1</extracomment>
        <translation>策略数据 %1 已在使用中。</translation>
    </message>
    <message>
        <source>The policy data %1 from %2 is now in use.</source>
        <extracomment>%1 is a data version such as 2026-11-27.1, %2 where it came from (a folder or a web address)</extracomment>
        <translation>现在使用的是来自 %2 的策略数据 %1。</translation>
    </message>
    <message>
        <source>%1 could not be written: %2.</source>
        <extracomment>%1 is a file&apos;s path, %2 the system&apos;s reason</extracomment>
        <translation>无法写入 %1：%2。</translation>
    </message>
    <message>
        <source>The folder %1 could not be created.</source>
        <extracomment>%1 is a folder&apos;s path</extracomment>
        <translation>无法创建文件夹 %1。</translation>
    </message>
    <message>
        <source>The stored policy data %1 cannot be read: %2.</source>
        <extracomment>%1 is a file&apos;s path, %2 the system&apos;s reason</extracomment>
        <translation>无法读取已保存的策略数据 %1：%2。</translation>
    </message>
    <message>
        <source>This build of the program trusts no key for policy-data updates, so it uses only its built-in policy data.</source>
        <translation>此版本的程序不信任任何用于策略数据更新的密钥，因此只使用其内置的策略数据。</translation>
    </message>
    <message>
        <source>The signature is not an Ed25519 signature (%1 bytes instead of 64); the update was not used.</source>
        <extracomment>%1 is a number of bytes</extracomment>
        <translation>该签名不是 Ed25519 签名（%1 字节，而不是 64 字节）；未采用此次更新。</translation>
    </message>
    <message>
        <source>The signature does not match the policy data with any key this program trusts: the file was altered or cut short, or signed with another key. The update was not used.</source>
        <translation>使用本程序信任的任何密钥，该签名都与策略数据不匹配：文件已被修改或不完整，或者是用其他密钥签名的。未采用此次更新。</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2.</source>
        <extracomment>%1 is a file&apos;s path, %2 the system&apos;s reason</extracomment>
        <translation>无法读取 %1：%2。</translation>
    </message>
    <message>
        <source>The policy data at %1 has not changed since the last check.</source>
        <extracomment>%1 is a web address</extracomment>
        <translation>%1 处的策略数据自上次检查以来没有变化。</translation>
    </message>
    <message>
        <source>No place to fetch policy-data updates from is set: name one with `data update --from URL|DIR` or %1.</source>
        <translation>没有设置获取策略数据更新的位置：请用 `data update --from URL|DIR` 或 %1 指定一个。</translation>
    </message>
    <message>
        <source>&quot;%1&quot; (from %2) is neither an https address nor a folder or file.</source>
        <extracomment>%1 is what was given as the place of the updates, %2 what named it (such as --from)</extracomment>
        <translation>“%1”（来自 %2）既不是 https 地址，也不是文件夹或文件。</translation>
    </message>
    <message>
        <source>The support bundle&apos;s policy data says %1, not the %2 its report names; this replay decides with the data in use here.</source>
        <extracomment>%1 and %2 are data versions such as 2026-11-27.1</extracomment>
        <translation>支持包中的策略数据是 %1，而不是其报告所写的 %2；本次重现使用此处正在使用的数据来决定。</translation>
    </message>
    <message>
        <source>The customer&apos;s policy data %1 cannot be used here: %2 This replay decides with the policy data %3.</source>
        <extracomment>%1 and %3 are data versions such as 2026-11-27.1, %2 why (whole sentences)</extracomment>
        <translation>客户的策略数据 %1 无法在此使用：%2 本次重现使用策略数据 %3 来决定。</translation>
    </message>
    <message>
        <source>The customer decided with a policy-data update %1 that the support bundle does not carry; this replay decides with the policy data %2.</source>
        <extracomment>%1 and %2 are data versions such as 2026-11-27.1</extracomment>
        <translation>客户使用了策略数据更新 %1 来决定，但支持包中没有附带它；本次重现使用策略数据 %2 来决定。</translation>
    </message>
    <message>
        <source>The customer&apos;s program decided with its built-in policy data %1; this replay decides with the policy data %2. Differences between the two may change the recommendation.</source>
        <extracomment>%1 and %2 are data versions such as 2026-11-27.1</extracomment>
        <translation>客户的程序使用其内置策略数据 %1 来决定；本次重现使用策略数据 %2 来决定。两者的差异可能会改变推荐结果。</translation>
    </message>
    <message>
        <source>the index also lists torch %1 for %2, a release newer than the policy data knows (%3); it is not chosen by itself, as its companions and drivers are not in the data yet: to try it, install torch==%4.* with --backend %2, or take a policy-data update (`torch-setup-cli data update`)</source>
        <extracomment>%1 is a torch version such as 2.15.0, %2 a build such as cu130, %3 the version the data knows such as 2.14, %4 a version series such as 2.15</extracomment>
        <translation>该索引还提供适用于 %2 的 torch %1，比策略数据所知的版本（%3）更新；它不会被自动选择，因为其配套软件包和驱动程序尚未收录在数据中：如需尝试，请使用 --backend %2 安装 torch==%4.*，或获取策略数据更新（`torch-setup-cli data update`）</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>The support bundle %1 cannot be written: %2. Choose a folder you can write to.</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>无法写入支持包 %1：%2。请选择一个您有写入权限的文件夹。</translation>
    </message>
    <message>
        <source>The support bundle %1 could not be written completely (%2); is the disk full?</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>支持包 %1 未能完整写入（%2）；磁盘是否已满？</translation>
    </message>
    <message>
        <source>The support bundle could not be moved into place at %1.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>无法将支持包移动到 %1。</translation>
    </message>
    <message>
        <source>Torch Setup %1 support report, %2</source>
        <extracomment>%1 is the program&apos;s version, %2 a date and time</extracomment>
        <translation>Torch Setup %1 支持报告，%2</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>这台计算机</translation>
    </message>
    <message>
        <source>OS: %1 %2 (%3)</source>
        <extracomment>%1 is the operating system, %2 its version, %3 the CPU architecture</extracomment>
        <translation>操作系统：%1 %2（%3）</translation>
    </message>
    <message>
        <source>CPU: %1</source>
        <extracomment>%1 is the CPU&apos;s name, such as &quot;AMD Ryzen 9 7950X&quot;</extracomment>
        <translation>CPU：%1</translation>
    </message>
    <message>
        <source>Python: %1 %2</source>
        <extracomment>%1 is a Python version, %2 the interpreter&apos;s path</extracomment>
        <translation>Python：%1 %2</translation>
    </message>
    <message>
        <source>GPUs: none found</source>
        <translation>GPU：未找到</translation>
    </message>
    <message>
        <source>driver %1</source>
        <extracomment>%1 is a driver version such as 580.95.05</extracomment>
        <translation>驱动程序 %1</translation>
    </message>
    <message>
        <source>kernel driver %1</source>
        <extracomment>%1 is a kernel driver&apos;s name such as nvidia or amdgpu</extracomment>
        <translation>内核驱动程序 %1</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <extracomment>%1 is an amount of memory (a number)</extracomment>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>compute capability %1</source>
        <extracomment>%1 is a number such as 8.9</extracomment>
        <translation>计算能力 %1</translation>
    </message>
    <message>
        <source>integrated</source>
        <translation>集成</translation>
    </message>
    <message>
        <source>discrete</source>
        <translation>独立</translation>
    </message>
    <message>
        <source>not usable: %1</source>
        <extracomment>%1 is why the GPU cannot be used (a clause)</extracomment>
        <translation>不可用：%1</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>separates the facts about one GPU: &quot;10de:2684, driver 580.95.05, 24564 MiB&quot;</extracomment>
        <translation>，</translation>
    </message>
    <message>
        <source>GPU %1: %2 (%3)</source>
        <extracomment>%1 is the GPU&apos;s number, %2 its name, %3 facts about it</extracomment>
        <translation>GPU %1：%2（%3）</translation>
    </message>
    <message>
        <source>/dev/kfd: %1</source>
        <extracomment>%1 is &quot;present, accessible&quot;, &quot;present, not accessible&quot; or &quot;absent&quot;</extracomment>
        <translation>/dev/kfd：%1</translation>
    </message>
    <message>
        <source>present, accessible</source>
        <translation>存在，可访问</translation>
    </message>
    <message>
        <source>present, not accessible</source>
        <translation>存在，不可访问</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>不存在</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>推荐</translation>
    </message>
    <message>
        <source>none: %1</source>
        <extracomment>%1 is why there is no recommendation (an error message)</extracomment>
        <translation>无：%1</translation>
    </message>
    <message>
        <source>Environment %1</source>
        <extracomment>a section&apos;s title; %1 is a folder</extracomment>
        <translation>环境 %1</translation>
    </message>
    <message>
        <source>Kind: %1; Python %2; interpreter %3</source>
        <extracomment>%1 is the kind of environment, %2 a Python version, %3 the interpreter&apos;s path</extracomment>
        <translation>类型：%1；Python %2；解释器 %3</translation>
    </message>
    <message>
        <source>torch: %1</source>
        <extracomment>%1 is torch with its version and build, such as &quot;torch 2.9.0 (PyPI&apos;s CUDA build)&quot;, or &quot;not installed&quot;</extracomment>
        <translation>torch：%1</translation>
    </message>
    <message>
        <source>not installed in the environment itself (it also sees the system&apos;s packages)</source>
        <translation>未安装在环境本身中（该环境也能看到系统的软件包）</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>未安装</translation>
    </message>
    <message>
        <source>Installed by Torch Setup %1 on %2: the %3 build from %4</source>
        <extracomment>%1 is a version, %2 a date, %3 a build such as cu128, %4 an index URL</extracomment>
        <translation>由 Torch Setup %1 于 %2 安装：来自 %4 的 %3 构建版本</translation>
    </message>
    <message>
        <source>Packages (pip freeze):</source>
        <translation>软件包（pip freeze）：</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>验证</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>未运行</translation>
    </message>
    <message>
        <source>Settings that change installs</source>
        <translation>影响安装的设置</translation>
    </message>
    <message>
        <source>pip&apos;s configuration</source>
        <translation>pip 的配置</translation>
    </message>
    <message>
        <source>no configuration file</source>
        <translation>没有配置文件</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Policy data: %1 (%2)</source>
        <extracomment>%1 is the policy data&apos;s version such as 2026-11-27.1, %2 &quot;built-in&quot; or &quot;update&quot;</extracomment>
        <translation>策略数据：%1（%2）</translation>
    </message>
    <message>
        <source>Logs</source>
        <translation>日志</translation>
    </message>
    <message>
        <source>%1 is a folder; name the support bundle&apos;s file in it, such as %2.</source>
        <extracomment>%1 is a folder, %2 a file in it (support.zip)</extracomment>
        <translation>%1 是一个文件夹；请指定其中的支持包文件，例如 %2。</translation>
    </message>
    <message>
        <source>The folder %1 does not exist; name a file in a folder that does.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>文件夹 %1 不存在；请指定一个位于现有文件夹中的文件。</translation>
    </message>
</context>
<context>
    <name>System</name>
    <message>
        <source>%1 finished successfully.</source>
        <extracomment>%1 is a program&apos;s name</extracomment>
        <translation>%1 已成功完成。</translation>
    </message>
    <message>
        <source>%1 exited with code %2.</source>
        <extracomment>%1 is a program&apos;s name, %2 its exit code</extracomment>
        <translation>%1 已退出，退出代码为 %2。</translation>
    </message>
    <message>
        <source>%1 stopped unexpectedly: it crashed or was killed by another program.</source>
        <extracomment>%1 is a program&apos;s name</extracomment>
        <translation>%1 意外停止：它崩溃了，或被其他程序终止。</translation>
    </message>
    <message>
        <source>%1 was stopped because the installation was cancelled.</source>
        <extracomment>%1 is a program&apos;s name</extracomment>
        <translation>%1 已被终止，因为安装已取消。</translation>
    </message>
    <message>
        <source>%1 could not be started: %2.</source>
        <extracomment>%1 is a program&apos;s name, %2 why it could not start</extracomment>
        <translation>无法启动 %1：%2。</translation>
    </message>
    <message>
        <source>%1 does not exist or is not executable</source>
        <extracomment>the reason in &quot;%1 could not be started: %2.&quot;; %1 is a program&apos;s file name</extracomment>
        <translation>%1 不存在或不可执行</translation>
    </message>
    <message>
        <source>no program named %1 was found on PATH</source>
        <extracomment>%1 is a program&apos;s name</extracomment>
        <translation>在 PATH 中找不到名为 %1 的程序</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a PCI id; write 4 lowercase hex digits such as &quot;10de&quot;</source>
        <extracomment>%1 is the value found in the file</extracomment>
        <translation>“%1”不是 PCI ID；请写 4 位小写十六进制数字，例如 &quot;10de&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a PCI address such as &quot;0000:01:00.0&quot;</source>
        <extracomment>%1 is the value found in the file</extracomment>
        <translation>“%1”不是 &quot;0000:01:00.0&quot; 这样的 PCI 地址</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a version number such as &quot;580.95.05&quot;</source>
        <extracomment>%1 is the value found in the file</extracomment>
        <translation>“%1”不是 &quot;580.95.05&quot; 这样的版本号</translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation>不能为负数</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an AMD gfx target such as &quot;gfx1100&quot;</source>
        <extracomment>%1 is the value found in the file</extracomment>
        <translation>“%1”不是 &quot;gfx1100&quot; 这样的 AMD gfx 目标架构</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a compute capability such as &quot;8.9&quot;</source>
        <extracomment>%1 is the value found in the file</extracomment>
        <translation>“%1”不是 &quot;8.9&quot; 这样的计算能力值</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>应为字符串</translation>
    </message>
    <message>
        <source>null</source>
        <extracomment>what a JSON value was, in &quot;expected …, found …&quot;</extracomment>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>布尔值</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>数字</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>字符串</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>数组</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>对象</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>无内容</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 is a key in a JSON file such as &quot;gpus[0].vendor_id&quot;, %2 what is wrong with its value
----------
%1 is a file, %2 what is wrong in it</extracomment>
        <translation>%1：%2</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <extracomment>%1 and %2 are kinds of JSON values such as &quot;a number&quot; or &quot;a string&quot;</extracomment>
        <translation>应为 %1，实际为 %2</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <extracomment>%1 is the number found in the file</extracomment>
        <translation>应为整数，实际为 %1</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true 或 false</translation>
    </message>
    <message>
        <source>version %1 is newer than this program reads (%2); update Torch Setup</source>
        <extracomment>%1 and %2 are format version numbers</extracomment>
        <translation>版本 %1 比本程序能读取的版本（%2）更新；请更新 Torch Setup</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of linux, windows, macos</source>
        <extracomment>%1 is the value found in the file</extracomment>
        <translation>“%1”不是 linux、windows、macos 之一</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a CPU architecture such as x86_64, amd64, aarch64 or arm64</source>
        <extracomment>%1 is the value found in the file</extracomment>
        <translation>“%1”不是 x86_64、amd64、aarch64 或 arm64 这样的 CPU 架构</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Python version such as &quot;3.12&quot;</source>
        <extracomment>%1 is the value found in the file</extracomment>
        <translation>“%1”不是 &quot;3.12&quot; 这样的 Python 版本</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>应为对象</translation>
    </message>
    <message>
        <source>%1 is not valid JSON (%2 at byte %3)</source>
        <extracomment>%1 is a file, %2 the JSON parser&apos;s reason, %3 a byte offset</extracomment>
        <translation>%1 不是有效的 JSON（%2，位于第 %3 字节）</translation>
    </message>
    <message>
        <source>%1 holds JSON but not an object; expected the format of `detect --json`</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1 中包含 JSON，但不是对象；应为 `detect --json` 的格式</translation>
    </message>
    <message>
        <source>%1 was stopped because it had not finished after 1 second.</source>
        <extracomment>%1 is a program&apos;s name</extracomment>
        <translation>%1 已被终止，因为它在 1 秒后仍未完成。</translation>
    </message>
    <message numerus="yes">
        <source>%1 was stopped because it had not finished after %n seconds.</source>
        <extracomment>%1 is a program&apos;s name, %n a number of seconds, 2 or more (1 second has its own sentence)</extracomment>
        <translation>
            <numerusform>%1 已被终止，因为它在 %n 秒后仍未完成。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Verify</name>
    <message>
        <source>Fix: %1</source>
        <extracomment>%1 is what to do (a sentence)</extracomment>
        <translation>解决方法：%1</translation>
    </message>
    <message>
        <source>torch is not installed in %1.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>%1 中未安装 torch。</translation>
    </message>
    <message>
        <source>torch does not work in %1: %2</source>
        <extracomment>%1 is a folder, %2 what went wrong (an error message)</extracomment>
        <translation>torch 在 %1 中无法工作：%2</translation>
    </message>
    <message>
        <source>PyTorch %1 works in %2 (%3).</source>
        <extracomment>%1 is a torch version such as 2.9.0, %2 a folder, %3 the counts of checks, such as &quot;passed: 12, failed: 0, skipped: 2&quot;</extracomment>
        <translation>PyTorch %1 在 %2 中工作正常（%3）。</translation>
    </message>
    <message>
        <source>PyTorch %1 works in %2, but torch.compile does not (%3); the failed check says how to fix it.</source>
        <extracomment>%1 is a torch version such as 2.9.0, %2 a folder, %3 the counts of checks, such as &quot;passed: 11, failed: 1, skipped: 2&quot;</extracomment>
        <translation>PyTorch %1 在 %2 中工作正常，但 torch.compile 无法工作（%3）；失败的检查项说明了解决方法。</translation>
    </message>
    <message>
        <source>PyTorch %1 in %2 failed a check: %3 (%4)</source>
        <extracomment>%1 is a torch version such as 2.9.0, %2 a folder, %3 what went wrong (a sentence), %4 the counts of checks, such as &quot;passed: 11, failed: 1, skipped: 2&quot;</extracomment>
        <translation>%2 中的 PyTorch %1 未通过一项检查：%3（%4）</translation>
    </message>
    <message>
        <source>The verification of %1 did not run.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>%1 的验证没有运行。</translation>
    </message>
    <message>
        <source>%1 is not a Python environment (it has no pyvenv.cfg); name the folder of one with --venv.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>%1 不是 Python 环境（其中没有 pyvenv.cfg）；请用 --venv 指定一个 Python 环境的文件夹。</translation>
    </message>
    <message>
        <source>The Python environment %1 is broken: its Python is gone. Repair it with torch-setup-cli install --venv %1.</source>
        <translation>Python 环境 %1 已损坏：其中的 Python 已不存在。请使用 torch-setup-cli install --venv %1 修复它。</translation>
    </message>
    <message>
        <source>torch is not installed in %1; install it with torch-setup-cli install --venv %1.</source>
        <extracomment>%1 is a folder (both times)</extracomment>
        <translation>%1 中未安装 torch；请使用 torch-setup-cli install --venv %1 安装。</translation>
    </message>
    <message>
        <source>The verification script could not be written to a temporary folder.</source>
        <translation>无法将验证脚本写入临时文件夹。</translation>
    </message>
    <message>
        <source>The environment&apos;s Python</source>
        <translation>环境中的 Python</translation>
    </message>
    <message>
        <source>The verification was cancelled.</source>
        <translation>验证已取消。</translation>
    </message>
    <message>
        <source>Importing torch hangs: usually a GPU driver that does not answer, or security software scanning the library files. Restart the computer, update the GPU driver, and try again; the support bundle shows which library was loading.</source>
        <translation>导入 torch 时卡住了：通常是 GPU 驱动程序没有响应，或安全软件正在扫描库文件。请重新启动计算机，更新 GPU 驱动程序，然后重试；支持包中会显示当时正在加载哪个库。</translation>
    </message>
    <message>
        <source>The device may be busy or stuck: close other programs that use the GPU, restart the computer and verify again.</source>
        <translation>设备可能正忙或已卡住：请关闭其他正在使用 GPU 的程序，重新启动计算机，然后再次验证。</translation>
    </message>
    <message>
        <source>This check did not finish within %1 s; its Python process was stopped.</source>
        <extracomment>%1 is a number of seconds</extracomment>
        <translation>此项检查未在 %1 秒内完成；其 Python 进程已被终止。</translation>
    </message>
    <message>
        <source>Python stopped in the middle of this check: %1</source>
        <extracomment>%1 is how Python ended, a whole sentence such as &quot;Python exited with code 1.&quot;</extracomment>
        <translation>Python 在此项检查过程中停止了：%1</translation>
    </message>
    <message>
        <source>A crash inside PyTorch or the GPU driver: update the driver; if it persists, save a support bundle.</source>
        <translation>PyTorch 或 GPU 驱动程序内部发生崩溃：请更新驱动程序；如果问题仍然存在，请保存支持包。</translation>
    </message>
    <message>
        <source>The verification script did not run in %1: %2</source>
        <translation>验证脚本未能在 %1 中运行：%2</translation>
    </message>
    <message>
        <source>passed: %1, failed: %2, skipped: %3</source>
        <extracomment>the numbers of checks that passed, failed and were skipped</extracomment>
        <translation>通过：%1，失败：%2，跳过：%3</translation>
    </message>
    <message>
        <source>%1 does not exist; name the folder of a Python environment with --venv.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>%1 不存在；请用 --venv 指定一个 Python 环境的文件夹。</translation>
    </message>
    <message>
        <source>The Python environment %1 is broken: the Python %2 it was made with is gone. Repair it with torch-setup-cli install --venv %1.</source>
        <translation>Python 环境 %1 已损坏：创建它时所用的 Python %2 已不存在。请用 torch-setup-cli install --venv %1 修复它。</translation>
    </message>
    <message>
        <source>An update of %1 was interrupted before it finished, so what the folder holds now is not checked. The next torch-setup-cli install --venv %1 first puts the environment back as it was before that update.</source>
        <translation>%1 的更新在完成前被中断，因此不检查该文件夹现在的内容。下一次 torch-setup-cli install --venv %1 会先将环境恢复为该次更新之前的样子。</translation>
    </message>
    <message>
        <source>The creation of the environment %1 was interrupted before it finished, so there is nothing to check. The next torch-setup-cli install --venv %1 removes what it left and creates the environment again.</source>
        <translation>环境 %1 的创建在完成前被中断，因此没有可检查的内容。下一次 torch-setup-cli install --venv %1 会删除其遗留的内容并重新创建环境。</translation>
    </message>
    <message>
        <source>The verification script did not run in %1: %2 Python said: %3</source>
        <translation>验证脚本未能在 %1 中运行：%2 Python 提示：%3</translation>
    </message>
    <message>
        <source>An installation (%1) is working on %2 now, so it is not checked; check it again when that installation has finished.</source>
        <extracomment>%1 names the installation&apos;s process (&quot;process 4242&quot;), %2 is a folder</extracomment>
        <translation>一个安装（%1）正在处理 %2，因此不进行检查；请在该安装完成后再检查。</translation>
    </message>
</context>
<context>
    <name>VerifyChecks</name>
    <message>
        <source>the CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>the GPU (CUDA)</source>
        <translation>GPU（CUDA）</translation>
    </message>
    <message>
        <source>the GPU (ROCm)</source>
        <translation>GPU（ROCm）</translation>
    </message>
    <message>
        <source>the Intel GPU (XPU)</source>
        <translation>Intel GPU（XPU）</translation>
    </message>
    <message>
        <source>the Apple GPU (MPS)</source>
        <translation>Apple GPU（MPS）</translation>
    </message>
    <message>
        <source>the GPU (DirectML)</source>
        <translation>GPU（DirectML）</translation>
    </message>
    <message>
        <source>Element-wise arithmetic is correct on {where}.</source>
        <translation>在 {where} 上逐元素算术运算的结果正确。</translation>
    </message>
    <message>
        <source>Sums, means, maxima and standard deviations are correct on {where}.</source>
        <translation>在 {where} 上求和、均值、最大值和标准差的结果正确。</translation>
    </message>
    <message>
        <source>The random number generator is reproducible on {where}.</source>
        <translation>在 {where} 上随机数生成器的结果可重现。</translation>
    </message>
    <message>
        <source>Matrix multiplication in float32 is correct on {where}.</source>
        <translation>在 {where} 上 float32 矩阵乘法的结果正确。</translation>
    </message>
    <message>
        <source>Convolution in float32 is correct on {where}.</source>
        <translation>在 {where} 上 float32 卷积的结果正确。</translation>
    </message>
    <message>
        <source>Matrix multiplication in float16 is correct on {where}.</source>
        <translation>在 {where} 上 float16 矩阵乘法的结果正确。</translation>
    </message>
    <message>
        <source>Matrix multiplication in bfloat16 is correct on {where}.</source>
        <translation>在 {where} 上 bfloat16 矩阵乘法的结果正确。</translation>
    </message>
    <message>
        <source>Matrix multiplication speed on {where}.</source>
        <translation>{where} 上的矩阵乘法速度。</translation>
    </message>
    <message>
        <source>Attention (scaled_dot_product_attention) is correct on {where}.</source>
        <translation>在 {where} 上注意力计算（scaled_dot_product_attention）的结果正确。</translation>
    </message>
    <message>
        <source>torchvision&apos;s non-maximum suppression works on {where}.</source>
        <translation>torchvision 的非极大值抑制可在 {where} 上正常工作。</translation>
    </message>
    <message>
        <source>PyTorch can be imported.</source>
        <translation>可以导入 PyTorch。</translation>
    </message>
    <message>
        <source>torchvision and torchaudio load and match PyTorch.</source>
        <translation>torchvision 和 torchaudio 能够加载，并与 PyTorch 相匹配。</translation>
    </message>
    <message>
        <source>PyTorch sees the graphics cards this PC has.</source>
        <translation>PyTorch 能识别这台计算机上的显卡。</translation>
    </message>
    <message>
        <source>torch.compile works on {where}.</source>
        <translation>torch.compile 可在 {where} 上正常工作。</translation>
    </message>
    <message>
        <source>PyTorch can run a small computation on {where}.</source>
        <translation>PyTorch 能在 {where} 上运行一个小型计算。</translation>
    </message>
    <message>
        <source>torchaudio loads and computes correctly.</source>
        <translation>torchaudio 能够加载并正确计算。</translation>
    </message>
    <message>
        <source>Not run because torch did not import.</source>
        <translation>未运行，因为无法导入 torch。</translation>
    </message>
    <message>
        <source>the build for NVIDIA GPUs</source>
        <translation>适用于 NVIDIA GPU 的构建版本</translation>
    </message>
    <message>
        <source>the build for AMD GPUs</source>
        <translation>适用于 AMD GPU 的构建版本</translation>
    </message>
    <message>
        <source>the build for Intel GPUs</source>
        <translation>适用于 Intel GPU 的构建版本</translation>
    </message>
    <message>
        <source>the build for Apple GPUs</source>
        <translation>适用于 Apple GPU 的构建版本</translation>
    </message>
    <message>
        <source>the CPU build with DirectML for GPUs</source>
        <translation>通过 DirectML 使用 GPU 的 CPU 构建版本</translation>
    </message>
    <message>
        <source>the CPU-only build</source>
        <translation>仅 CPU 构建版本</translation>
    </message>
    <message>
        <source>Reinstall PyTorch with the installer; if it persists, the system lacks this library.</source>
        <translation>请使用安装程序重新安装 PyTorch；如果问题仍然存在，说明系统缺少这个库。</translation>
    </message>
    <message>
        <source>Install a C++ compiler and Python&apos;s headers: {commands}.</source>
        <translation>请安装 C++ 编译器和 Python 头文件：{commands}。</translation>
    </message>
    <message>
        <source>Python&apos;s development headers are missing from {python}: reinstall Python from python.org or use the installer&apos;s portable Python.</source>
        <translation>{python} 缺少 Python 的开发头文件：请从 python.org 重新安装 Python，或使用安装程序提供的便携版 Python。</translation>
    </message>
    <message>
        <source>Install the Triton package that matches torch {version}: {command}.</source>
        <translation>请安装与 torch {version} 相匹配的 Triton 软件包：{command}。</translation>
    </message>
    <message>
        <source>PyTorch was built for GPUs but cannot see any.</source>
        <translation>PyTorch 是为 GPU 构建的，但检测不到任何 GPU。</translation>
    </message>
    <message>
        <source>the CPU ({name})</source>
        <translation>CPU（{name}）</translation>
    </message>
    <message>
        <source>{what} on {where} gave wrong results: invalid numbers (NaN or infinity) from {parts}.</source>
        <translation>{what}：在 {where} 上得到了错误的结果，{parts} 产生了无效数值（NaN 或无穷大）。</translation>
    </message>
    <message>
        <source>{what} on {where} gave wrong results: {parts} off by up to {error}.</source>
        <translation>{what}：在 {where} 上得到了错误的结果，{parts} 的偏差最高达 {error}。</translation>
    </message>
    <message>
        <source>PyTorch computes wrong numbers on the CPU, which points at a damaged installation: reinstall PyTorch; if it persists, send this report to support.</source>
        <translation>PyTorch 在 CPU 上算出了错误的数值，这说明安装已损坏：请重新安装 PyTorch；如果问题仍然存在，请将此报告发送给技术支持。</translation>
    </message>
    <message>
        <source>It comes with the NVIDIA driver: install or repair the NVIDIA driver, restart, and run verification again.</source>
        <translation>它随 NVIDIA 驱动程序一起提供：请安装或修复 NVIDIA 驱动程序，重新启动，然后重新运行验证。</translation>
    </message>
    <message>
        <source>It is one of NVIDIA&apos;s {runtime} libraries, which pip installs as {packages} packages next to PyTorch; they are missing or belong to another CUDA version. Reinstall PyTorch with the installer so that the matching {packages} packages come back, and make sure {variable} does not point at another CUDA installation.</source>
        <translation>它是 NVIDIA 的 {runtime} 库之一，pip 会将这些库作为 {packages} 软件包安装在 PyTorch 旁边；这些软件包缺失，或属于另一个 CUDA 版本。请使用安装程序重新安装 PyTorch，以恢复相匹配的 {packages} 软件包，并确保 {variable} 没有指向其他 CUDA 安装。</translation>
    </message>
    <message>
        <source>It is part of AMD&apos;s ROCm runtime, which the ROCm build of PyTorch brings with it. Reinstall PyTorch with the installer, and make sure {variable} does not point at another ROCm installation.</source>
        <translation>它是 AMD ROCm 运行时的一部分，由 PyTorch 的 ROCm 构建版本自带。请使用安装程序重新安装 PyTorch，并确保 {variable} 没有指向其他 ROCm 安装。</translation>
    </message>
    <message>
        <source>It belongs to Intel&apos;s GPU runtime (Level Zero / oneAPI): install Intel&apos;s GPU driver and reinstall PyTorch with the installer.</source>
        <translation>它属于 Intel 的 GPU 运行时（Level Zero / oneAPI）：请安装 Intel 的 GPU 驱动程序，并使用安装程序重新安装 PyTorch。</translation>
    </message>
    <message>
        <source>Install the latest Microsoft Visual C++ Redistributable (x64), restart, and run verification again; if it persists, reinstall PyTorch with the installer.</source>
        <translation>请安装最新的 Microsoft Visual C++ Redistributable (x64)，重新启动，然后重新运行验证；如果问题仍然存在，请使用安装程序重新安装 PyTorch。</translation>
    </message>
    <message>
        <source>PyTorch is installed but fails to load: {error}.</source>
        <translation>PyTorch 已安装，但无法加载：{error}。</translation>
    </message>
    <message>
        <source>Reinstall PyTorch with the installer; if it persists, send this report to support.</source>
        <translation>请使用安装程序重新安装 PyTorch；如果问题仍然存在，请将此报告发送给技术支持。</translation>
    </message>
    <message>
        <source>PyTorch {version} loads correctly; it is {build}.</source>
        <translation>PyTorch {version} 加载正常；它是{build}。</translation>
    </message>
    <message>
        <source>The packages next to PyTorch load and match it ({packages}).</source>
        <translation>与 PyTorch 一同安装的软件包能够加载，并与 PyTorch 相匹配（{packages}）。</translation>
    </message>
    <message>
        <source>This is the CPU-only build of PyTorch, so it uses no graphics card.</source>
        <translation>这是仅 CPU 的 PyTorch 构建版本，因此不使用显卡。</translation>
    </message>
    <message>
        <source>PyTorch sees 1 GPU: {names}.</source>
        <translation>PyTorch 检测到 1 块 GPU：{names}。</translation>
    </message>
    <message>
        <source>PyTorch sees {count} GPUs: {names}.</source>
        <translation>PyTorch 检测到 {count} 块 GPU：{names}。</translation>
    </message>
    <message>
        <source>PyTorch runs computations on {where} ({name}).</source>
        <translation>PyTorch 能在 {where} 上运行计算（{name}）。</translation>
    </message>
    <message>
        <source>Element-wise arithmetic</source>
        <translation>逐元素算术运算</translation>
    </message>
    <message>
        <source>Element-wise arithmetic with broadcasting is correct on {where}.</source>
        <translation>在 {where} 上带广播的逐元素算术运算的结果正确。</translation>
    </message>
    <message>
        <source>Reductions</source>
        <translation>归约运算</translation>
    </message>
    <message>
        <source>Sums, means, maxima, argmax and standard deviations are correct on {where}.</source>
        <translation>在 {where} 上求和、均值、最大值、argmax 和标准差的结果正确。</translation>
    </message>
    <message>
        <source>The random number generator on {where} is reproducible and well spread.</source>
        <translation>在 {where} 上随机数生成器的结果可重现，且分布良好。</translation>
    </message>
    <message>
        <source>Matrix multiplication in {dtype}</source>
        <translation>{dtype} 矩阵乘法</translation>
    </message>
    <message>
        <source>Matrix multiplication in {dtype} is correct on {where}.</source>
        <translation>在 {where} 上 {dtype} 矩阵乘法的结果正确。</translation>
    </message>
    <message>
        <source>Convolution in float32</source>
        <translation>float32 卷积</translation>
    </message>
    <message>
        <source>{tflops} TFLOP/s in {dtype} on {where}.</source>
        <translation>在 {where} 上 {dtype} 的速度为 {tflops} TFLOP/s。</translation>
    </message>
    <message>
        <source>Attention (scaled_dot_product_attention)</source>
        <translation>注意力计算（scaled_dot_product_attention）</translation>
    </message>
    <message>
        <source>{module} is installed but its nms operation fails on {where}; it does not match this PyTorch.</source>
        <translation>{module} 已安装，但其 nms 运算在 {where} 上失败；它与当前的 PyTorch 不匹配。</translation>
    </message>
    <message>
        <source>Reinstall {module} from the same index and variant as torch {version} ({module} {expected}.*), e.g. by running the installer again. Error: {error}</source>
        <translation>请从与 torch {version} 相同的索引和变体重新安装 {module}（{module} {expected}.*），例如重新运行安装程序。错误：{error}</translation>
    </message>
    <message>
        <source>torchaudio&apos;s functions</source>
        <translation>torchaudio 的函数</translation>
    </message>
    <message>
        <source>torchaudio {version} computes correctly on {where}.</source>
        <translation>torchaudio {version} 在 {where} 上计算正确。</translation>
    </message>
    <message>
        <source>Install the Visual Studio Build Tools with the &quot;Desktop development with C++&quot; workload and run the installer again from a shell where {compiler} is on PATH (Developer PowerShell).</source>
        <translation>请安装带有“使用 C++ 的桌面开发”（Desktop development with C++）工作负载的 Visual Studio Build Tools，然后在 {compiler} 位于 PATH 中的命令行窗口（Developer PowerShell）中重新运行安装程序。</translation>
    </message>
    <message>
        <source>Install Apple&apos;s command line tools: {command}.</source>
        <translation>请安装 Apple 的命令行工具：{command}。</translation>
    </message>
    <message>
        <source>Install Python&apos;s development headers: {commands}.</source>
        <translation>请安装 Python 的开发头文件：{commands}。</translation>
    </message>
    <message>
        <source>torch.compile failed on {where}: {error}.</source>
        <translation>torch.compile 在 {where} 上失败：{error}。</translation>
    </message>
    <message>
        <source>torch.compile is optional: models still run without it. Send this report to support so the cause can be looked at.</source>
        <translation>torch.compile 是可选功能：没有它，模型仍然可以运行。请将此报告发送给技术支持，以便查明原因。</translation>
    </message>
    <message>
        <source>torch.compile (Inductor) gives the same results as eager mode on {where}.</source>
        <translation>在 {where} 上 torch.compile（Inductor）与 eager 模式的结果一致。</translation>
    </message>
    <message>
        <source>The graphics driver is too old for this PyTorch build.</source>
        <translation>显卡驱动程序版本过旧，无法运行此 PyTorch 构建版本。</translation>
    </message>
    <message>
        <source>PyTorch cannot use the NVIDIA GPU because no NVIDIA driver is installed.</source>
        <translation>PyTorch 无法使用 NVIDIA GPU，因为没有安装 NVIDIA 驱动程序。</translation>
    </message>
    <message>
        <source>Install the NVIDIA driver for this GPU ({tool} must work), restart, and run verification again.</source>
        <translation>请安装适用于这块 GPU 的 NVIDIA 驱动程序（{tool} 必须能正常工作），重新启动，然后重新运行验证。</translation>
    </message>
    <message>
        <source>{file} does not exist: the {driver} kernel driver is not loaded</source>
        <translation>{file} 不存在：{driver} 内核驱动程序未加载</translation>
    </message>
    <message>
        <source>macOS {version}; MPS needs macOS 12.3 or newer on a Mac with a Metal GPU</source>
        <translation>macOS {version}；MPS 需要 macOS 12.3 或更新版本，并且 Mac 须配备支持 Metal 的 GPU</translation>
    </message>
    <message>
        <source>{package} is not installed</source>
        <translation>{package} 未安装</translation>
    </message>
    <message>
        <source>Check that the GPU driver is installed and working ({tool} must list the GPU), restart after a driver update, and run verification again.</source>
        <translation>请检查 GPU 驱动程序是否已安装并正常工作（{tool} 必须能列出这块 GPU），更新驱动程序后请重新启动，然后重新运行验证。</translation>
    </message>
    <message>
        <source>Check that the GPU driver is installed and working, restart after a driver update, and run verification again.</source>
        <translation>请检查 GPU 驱动程序是否已安装并正常工作，更新驱动程序后请重新启动，然后重新运行验证。</translation>
    </message>
    <message>
        <source>This PyTorch installation has no DirectML support ({package} is not installed), so it cannot use {where}.</source>
        <translation>此 PyTorch 安装不支持 DirectML（未安装 {package}），因此无法使用 {where}。</translation>
    </message>
    <message>
        <source>This PyTorch installation has no {support} support, so it cannot use {where}.</source>
        <translation>此 PyTorch 安装不支持 {support}，因此无法使用 {where}。</translation>
    </message>
    <message>
        <source>the Apple GPU</source>
        <translation>Apple GPU</translation>
    </message>
    <message>
        <source>This PyTorch build contains no code for your {gpu} (compute capability {capability}).</source>
        <translation>此 PyTorch 构建版本不包含适用于您的 {gpu}（计算能力 {capability}）的代码。</translation>
    </message>
    <message>
        <source>The installed build supports {carried} but this GPU needs {needs}.</source>
        <translation>已安装的构建版本支持 {carried}，但这块 GPU 需要 {needs}。</translation>
    </message>
    <message>
        <source>The installed build has no code for this GPU&apos;s architecture.</source>
        <translation>已安装的构建版本没有适用于这块 GPU 架构的代码。</translation>
    </message>
    <message>
        <source>This check ran out of memory on {where}.</source>
        <translation>此项检查在 {where} 上内存不足。</translation>
    </message>
    <message>
        <source>Close other programs that use the GPU (games, other AI tools) and run verification again; {tools} shows what holds the memory.</source>
        <translation>请关闭其他正在使用 GPU 的程序（游戏、其他 AI 工具），然后重新运行验证；{tools} 可以显示是哪些程序占用了内存。</translation>
    </message>
    <message>
        <source>Update the graphics driver, restart, and run verification again.</source>
        <translation>请更新显卡驱动程序，重新启动，然后重新运行验证。</translation>
    </message>
    <message>
        <source>PyTorch is not installed in this Python environment.</source>
        <translation>此 Python 环境中未安装 PyTorch。</translation>
    </message>
    <message>
        <source>PyTorch&apos;s installation is incomplete: part of it ({module}) is missing.</source>
        <translation>PyTorch 的安装不完整：缺少其中一部分（{module}）。</translation>
    </message>
    <message>
        <source>Reinstall PyTorch with the installer. Also make sure the verifier does not run inside a folder that contains a &apos;torch&apos; folder of its own.</source>
        <translation>请使用安装程序重新安装 PyTorch。另外，请确保验证程序不是在一个自带 &apos;torch&apos; 文件夹的文件夹中运行的。</translation>
    </message>
    <message>
        <source>PyTorch is installed but a Python package it needs ({module}) is missing.</source>
        <translation>PyTorch 已安装，但缺少它所需的一个 Python 软件包（{module}）。</translation>
    </message>
    <message>
        <source>Install it into the environment: {command}, or reinstall PyTorch so that pip brings its dependencies.</source>
        <translation>请将其安装到环境中：{command}；或者重新安装 PyTorch，让 pip 一并安装其依赖项。</translation>
    </message>
    <message>
        <source>PyTorch is installed but one of its libraries does not fit the others.</source>
        <translation>PyTorch 已安装，但其中一个库与其他库不匹配。</translation>
    </message>
    <message>
        <source>A library from another version is being loaded ({error}). Reinstall PyTorch with the installer and make sure {variable} does not point at other CUDA, ROCm or PyTorch libraries.</source>
        <translation>正在加载的库来自另一个版本（{error}）。请使用安装程序重新安装 PyTorch，并确保 {variable} 没有指向其他 CUDA、ROCm 或 PyTorch 库。</translation>
    </message>
    <message>
        <source>PyTorch is installed but cannot start because a library it needs ({library}) is missing.</source>
        <translation>PyTorch 已安装，但由于缺少它所需的一个库（{library}），无法启动。</translation>
    </message>
    <message>
        <source>{library} could not be loaded.</source>
        <translation>无法加载 {library}。</translation>
    </message>
    <message>
        <source>PyTorch is installed but cannot start because a library it needs is missing.</source>
        <translation>PyTorch 已安装，但由于缺少它所需的一个库，无法启动。</translation>
    </message>
    <message>
        <source>A library PyTorch needs could not be loaded.</source>
        <translation>无法加载 PyTorch 所需的一个库。</translation>
    </message>
    <message>
        <source>PyTorch {version} loads correctly; it is {build} ({runtime}).</source>
        <translation>PyTorch {version} 加载正常；它是{build}（{runtime}）。</translation>
    </message>
    <message>
        <source>Neither torchvision nor torchaudio is installed.</source>
        <translation>torchvision 和 torchaudio 均未安装。</translation>
    </message>
    <message>
        <source>PyTorch was installed as {installed}, but this PC needs {needed}.</source>
        <translation>已安装的 PyTorch 是{installed}，但这台计算机需要的是{needed}。</translation>
    </message>
    <message>
        <source>PyTorch sees no GPU, and hardware detection found none for this build.</source>
        <translation>PyTorch 检测不到 GPU，硬件检测也没有找到适用于此构建版本的 GPU。</translation>
    </message>
    <message>
        <source>PyTorch sees no GPU (no hardware information was given to compare with).</source>
        <translation>PyTorch 检测不到 GPU（没有提供可供对照的硬件信息）。</translation>
    </message>
    <message>
        <source>PyTorch sees {count} of the {found} GPUs found on this PC: {names}.</source>
        <translation>在这台计算机上找到的 {found} 块 GPU 中，PyTorch 检测到 {count} 块：{names}。</translation>
    </message>
    <message>
        <source>A tiny computation on {where} gave a wrong result.</source>
        <translation>在 {where} 上进行的一个小型计算得出了错误的结果。</translation>
    </message>
    <message>
        <source>PyTorch runs computations on {where}.</source>
        <translation>PyTorch 能在 {where} 上运行计算。</translation>
    </message>
    <message>
        <source>the same seed gave different numbers</source>
        <translation>相同的种子生成了不同的数</translation>
    </message>
    <message>
        <source>different seeds gave the same numbers</source>
        <translation>不同的种子生成了相同的数</translation>
    </message>
    <message>
        <source>uniform numbers fell outside {range}</source>
        <translation>均匀分布的随机数超出了 {range}</translation>
    </message>
    <message>
        <source>uniform numbers are not spread evenly (mean {mean})</source>
        <translation>均匀分布的随机数分布不均（均值 {mean}）</translation>
    </message>
    <message>
        <source>normal numbers have mean {mean} and spread {spread}</source>
        <translation>正态分布的随机数均值为 {mean}，标准差为 {spread}</translation>
    </message>
    <message>
        <source>The random number generator on {where} misbehaves: {problems}.</source>
        <translation>在 {where} 上随机数生成器工作异常：{problems}。</translation>
    </message>
    <message>
        <source>{module} is installed but cannot load because a package it needs ({package}) is missing.</source>
        <translation>{module} 已安装，但由于缺少它所需的软件包（{package}），无法加载。</translation>
    </message>
    <message>
        <source>Install it into the environment: {command}.</source>
        <translation>请将其安装到环境中：{command}。</translation>
    </message>
    <message>
        <source>{module} is installed but its functions fail; it does not match this PyTorch.</source>
        <translation>{module} 已安装，但其函数运行失败；它与当前的 PyTorch 不匹配。</translation>
    </message>
    <message>
        <source>{module} is installed but does not load; it does not match this PyTorch.</source>
        <translation>{module} 已安装，但无法加载；它与当前的 PyTorch 不匹配。</translation>
    </message>
    <message>
        <source>{package} is not installed.</source>
        <translation>{package} 未安装。</translation>
    </message>
    <message>
        <source>torchvision has no DirectML version of non-maximum suppression.</source>
        <translation>torchvision 没有 DirectML 版本的非极大值抑制。</translation>
    </message>
    <message>
        <source>Reinstall torchvision from the same index and variant as torch {version}, e.g. by running the installer again; if it persists, send this report to support.</source>
        <translation>请从与 torch {version} 相同的索引和变体重新安装 torchvision，例如重新运行安装程序；如果问题仍然存在，请将此报告发送给技术支持。</translation>
    </message>
    <message>
        <source>torchvision&apos;s non-maximum suppression on {where} kept the wrong boxes.</source>
        <translation>torchvision 的非极大值抑制在 {where} 上保留了错误的框。</translation>
    </message>
    <message>
        <source>torch.compile needs a C compiler (for Triton), which is not installed on this computer.</source>
        <translation>torch.compile 需要 C 编译器（供 Triton 使用），但这台计算机上没有安装。</translation>
    </message>
    <message>
        <source>torch.compile needs Python&apos;s development headers ({file}), which are not installed.</source>
        <translation>torch.compile 需要 Python 的开发头文件（{file}），但它们尚未安装。</translation>
    </message>
    <message>
        <source>torch.compile on {where} needs Triton, which is not installed.</source>
        <translation>在 {where} 上，torch.compile 需要 Triton，但 Triton 尚未安装。</translation>
    </message>
    <message>
        <source>torch.compile does not support DirectML.</source>
        <translation>torch.compile 不支持 DirectML。</translation>
    </message>
    <message>
        <source>torch.compile on Apple GPUs needs PyTorch 2.6 or newer.</source>
        <translation>在 Apple GPU 上，torch.compile 需要 PyTorch 2.6 或更新版本。</translation>
    </message>
    <message>
        <source>The check stopped with an unexpected error: {error}.</source>
        <translation>检查因意外错误而停止：{error}。</translation>
    </message>
    <message>
        <source>Send this report to support; the details hold the full error.</source>
        <translation>请将此报告发送给技术支持；详细信息中包含完整的错误。</translation>
    </message>
    <message>
        <source>PyTorch cannot use the AMD GPU because your user account is not allowed to access it.</source>
        <translation>PyTorch 无法使用 AMD GPU，因为您的用户帐户无权访问它。</translation>
    </message>
    <message>
        <source>Add your user to the render and video groups: {command}, then log out and in ({kfd} or {render} is not readable and writable for this user).</source>
        <translation>请将您的用户加入 render 和 video 组：{command}，然后注销并重新登录（当前用户无法读写 {kfd} 或 {render}）。</translation>
    </message>
    <message>
        <source>{variable} is set to {value}, which hides every GPU</source>
        <translation>{variable} 被设置为 {value}，这会隐藏所有 GPU</translation>
    </message>
    <message>
        <source>{variable} is set to {value}, which limits the GPUs PyTorch may use</source>
        <translation>{variable} 被设置为 {value}，这会限制 PyTorch 可以使用的 GPU</translation>
    </message>
    <message>
        <source>PyTorch was built for NVIDIA GPUs but cannot see any.</source>
        <translation>PyTorch 是为 NVIDIA GPU 构建的，但检测不到任何 NVIDIA GPU。</translation>
    </message>
    <message>
        <source>PyTorch was built for AMD GPUs but cannot see any.</source>
        <translation>PyTorch 是为 AMD GPU 构建的，但检测不到任何 AMD GPU。</translation>
    </message>
    <message>
        <source>PyTorch was built for Intel GPUs but cannot see any.</source>
        <translation>PyTorch 是为 Intel GPU 构建的，但检测不到任何 Intel GPU。</translation>
    </message>
    <message>
        <source>PyTorch was built for Apple GPUs but cannot see any.</source>
        <translation>PyTorch 是为 Apple GPU 构建的，但检测不到任何 Apple GPU。</translation>
    </message>
    <message>
        <source>Not run because {where} is not usable (see the check {check}).</source>
        <translation>未运行，因为 {where} 不可用（参见检查项 {check}）。</translation>
    </message>
    <message>
        <source>This PyTorch build contains no code for your {gpu} ({gfx}).</source>
        <translation>此 PyTorch 构建版本不包含适用于您的 {gpu}（{gfx}）的代码。</translation>
    </message>
    <message>
        <source>This PyTorch build contains no code for your {gpu}.</source>
        <translation>此 PyTorch 构建版本不包含适用于您的 {gpu} 的代码。</translation>
    </message>
    <message>
        <source>{package} {version} does not belong to torch {torch} (expected {expected}.*).</source>
        <translation>{package} {version} 与 torch {torch} 不配套（应为 {expected}.*）。</translation>
    </message>
    <message>
        <source>PyTorch was installed without GPU support, but this PC has a graphics card it could use ({gpu}).</source>
        <translation>安装的 PyTorch 不支持 GPU，但这台计算机上有它可以使用的显卡（{gpu}）。</translation>
    </message>
    <message>
        <source>PyTorch was installed without GPU support, but this PC has a graphics card it could use.</source>
        <translation>安装的 PyTorch 不支持 GPU，但这台计算机上有它可以使用的显卡。</translation>
    </message>
    <message>
        <source>torch.compile needs a C++ compiler ({compilers}), which does not work.</source>
        <translation>torch.compile 需要 C++ 编译器（{compilers}），但它无法正常工作。</translation>
    </message>
    <message>
        <source>torch.compile needs a C++ compiler ({compilers}), which is not installed on this computer.</source>
        <translation>torch.compile 需要 C++ 编译器（{compilers}），但这台计算机上没有安装。</translation>
    </message>
    <message>
        <source>Reinstall {package} from the same index and variant as torch {torch} ({package} {expected}.*), e.g. by running the installer again.</source>
        <translation>请从与 torch {torch} 相同的索引和变体重新安装 {package}（{package} {expected}.*），例如重新运行安装程序。</translation>
    </message>
    <message>
        <source>The installer chose the CPU build for this PC on purpose.</source>
        <translation>安装程序是特意为这台计算机选择 CPU 构建版本的。</translation>
    </message>
    <message>
        <source>on {system} {command}</source>
        <translation>在 {system} 上运行 {command}</translation>
    </message>
    <message>
        <source>Install triton-windows in the version made for torch {version} (its releases follow torch&apos;s: see the triton-windows project), or let the installer repair the environment, which brings the right one.</source>
        <translation>请安装为 torch {version} 制作的 triton-windows 版本（其发布版本与 torch 的版本相对应：参见 triton-windows 项目），或者让安装程序修复环境，修复时会装上正确的版本。</translation>
    </message>
    <message>
        <source>This PyTorch build cannot multiply {dtype} matrices on {where}.</source>
        <translation>此 PyTorch 构建版本无法在 {where} 上进行 {dtype} 矩阵乘法。</translation>
    </message>
    <message>
        <source>It is the OpenMP runtime: install it with {apt} on Debian/Ubuntu or {dnf} on Fedora.</source>
        <translation>它是 OpenMP 运行时库：请在 Debian/Ubuntu 上用 {apt} 安装，或在 Fedora 上用 {dnf} 安装。</translation>
    </message>
    <message>
        <source>Unset {variables}, or set each to the number of the GPU to use.</source>
        <translation>请取消设置 {variables}，或将它们分别设置为要使用的 GPU 的编号。</translation>
    </message>
    <message>
        <source>What was found: {hints}.</source>
        <translation>发现的情况：{hints}。</translation>
    </message>
    <message>
        <source>This PyTorch build contains no code for this GPU.</source>
        <translation>此 PyTorch 构建版本不包含适用于这块 GPU 的代码。</translation>
    </message>
    <message>
        <source>Install PyTorch again with the installer; the check ran {python}, which has no torch package.</source>
        <translation>请用安装程序重新安装 PyTorch；验证程序运行的是 {python}，其中没有 torch 软件包。</translation>
    </message>
    <message>
        <source>{package} {version} was built for a different PyTorch variant (+{tag}) from the installed torch {torch}.</source>
        <translation>{package} {version} 是为另一个 PyTorch 变体（+{tag}）构建的，与已安装的 torch {torch} 不一致。</translation>
    </message>
    <message>
        <source>{gflops} GFLOP/s in {dtype} on {where}.</source>
        <translation>在 {where} 上 {dtype} 的速度为 {gflops} GFLOP/s。</translation>
    </message>
    <message>
        <source>Update the graphics driver, restart, and run verification again. If it persists, this PyTorch build does not handle this GPU correctly: try the build the installer recommends and send this report to support.</source>
        <translation>请更新显卡驱动程序，重新启动，然后重新运行验证。如果问题仍然存在，说明此 PyTorch 构建版本无法正确处理这块 GPU：请尝试安装程序推荐的构建版本，并将此报告发送给技术支持。</translation>
    </message>
    <message>
        <source>Update the NVIDIA driver (CUDA {cuda} needs driver {branch} or newer), restart the computer, and run verification again; or install the older build the installer offers for this driver.</source>
        <translation>请更新 NVIDIA 驱动程序（CUDA {cuda} 需要 {branch} 或更新版本的驱动程序），重新启动计算机，然后重新运行验证；或者安装安装程序为此驱动程序提供的较旧构建版本。</translation>
    </message>
    <message>
        <source>Update the graphics driver, restart the computer, and run verification again; or install the older build the installer offers for this driver.</source>
        <translation>请更新显卡驱动程序，重新启动计算机，然后重新运行验证；或者安装安装程序为此驱动程序提供的较旧构建版本。</translation>
    </message>
    <message>
        <source>Reinstall PyTorch with the installer and keep the build it recommends for this PC (installed: {build}, torch {version}).</source>
        <translation>请使用安装程序重新安装 PyTorch，并保留它为这台计算机推荐的构建版本（已安装：{build}，torch {version}）。</translation>
    </message>
    <message>
        <source>Reinstall PyTorch with the build the installer recommends for this GPU; an AMD GPU outside ROCm&apos;s list may also need the installer&apos;s {variable} override.</source>
        <translation>请使用安装程序为这块 GPU 推荐的构建版本重新安装 PyTorch；不在 ROCm 支持列表中的 AMD GPU 可能还需要安装程序提供的 {variable} 覆盖设置。</translation>
    </message>
    <message>
        <source>Reinstall PyTorch with the build the installer recommends for this GPU.</source>
        <translation>请使用安装程序为这块 GPU 推荐的构建版本重新安装 PyTorch。</translation>
    </message>
    <message>
        <source>Reinstall PyTorch with the installer and keep the {backend} build it recommends (installed: torch {version}).</source>
        <translation>请使用安装程序重新安装 PyTorch，并保留它推荐的 {backend} 构建版本（已安装：torch {version}）。</translation>
    </message>
    <message>
        <source>Reinstall PyTorch with the installer and keep the {backend} build it recommends; pip installed the CPU-only build (torch {version}), e.g. because another package pulled torch from PyPI or the wrong index URL was used.</source>
        <translation>请使用安装程序重新安装 PyTorch，并保留它推荐的 {backend} 构建版本；pip 安装的是仅 CPU 构建版本（torch {version}），原因可能是另一个软件包从 PyPI 拉取了 torch，或者使用了错误的索引 URL。</translation>
    </message>
    <message>
        <source>This PyTorch ({version}) has no scaled_dot_product_attention: it came with PyTorch 2.0.</source>
        <translation>此 PyTorch（{version}）没有 scaled_dot_product_attention：它随 PyTorch 2.0 推出。</translation>
    </message>
    <message>
        <source>torch.compile came with PyTorch 2.0; this environment has {version}. A newer build brings it.</source>
        <translation>torch.compile 随 PyTorch 2.0 推出；此环境中是 {version}。更新的构建版本会带来它。</translation>
    </message>
    <message>
        <source>Matrix multiplication in {dtype} on {where} is correct, but less precise than usual with this PyTorch on this processor.</source>
        <translation>在 {where} 上 {dtype} 矩阵乘法的结果正确，但此 PyTorch 在这个处理器上的精度低于通常水平。</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>--language %1: not a language this setup speaks; use en, de, fr, es or zh_CN</source>
        <extracomment>%1 is the value given with --language
----------
%1 is the value given to --language; the codes are not to be translated</extracomment>
        <translation>--language %1：本安装程序不支持该语言；请使用 en、de、fr、es 或 zh_CN</translation>
    </message>
    <message>
        <source>Puts the right PyTorch build on this computer: detects the graphics cards, proposes a build and says why, installs it into a Python environment and checks that it works.</source>
        <translation>在这台计算机上安装合适的 PyTorch 构建版本：检测显卡，建议一个构建版本并说明原因，将其安装到 Python 环境中，并检查它能否正常工作。</translation>
    </message>
    <message>
        <source>Show the machine described in FILE (detect --json, a support bundle&apos;s report.json) instead of this one.</source>
        <extracomment>--help: FILE is the option&apos;s value, as --help prints it; &quot;detect --json&quot; is a command</extracomment>
        <translation>显示 FILE（detect --json 的输出，或支持包中的 report.json）中描述的计算机，而不是这台计算机。</translation>
    </message>
    <message>
        <source>Use the branding profile in FILE (docs/branding.md) instead of branding/branding.json beside the program or the built-in one.</source>
        <extracomment>--help: FILE is the option&apos;s value, as --help prints it; the rest in brackets are file names</extracomment>
        <translation>使用 FILE 中的品牌配置文件（docs/branding.md），而不是程序旁边的 branding/branding.json 或内置的品牌配置文件。</translation>
    </message>
    <message>
        <source>Open the window for support staff instead: a customer&apos;s machine and the decision for it (from FILE when given: a support bundle, a detect --json file or a pasted text), and the diagnosis of a pasted error. Nothing is installed.</source>
        <extracomment>--help: FILE is the file named after the options, as --help prints it; &quot;detect --json&quot; is a command</extracomment>
        <translation>改为打开技术支持人员使用的窗口：显示客户的计算机及为其做出的决策（如果指定了 FILE，则从中读取：支持包、detect --json 文件或粘贴的文本），以及对粘贴的错误信息的诊断。不会安装任何内容。</translation>
    </message>
    <message>
        <source>Speak LANG (en, de, fr, es, zh_CN) instead of the system&apos;s language.</source>
        <extracomment>--help: LANG is the option&apos;s value, as --help prints it; the codes stay as they are</extracomment>
        <translation>使用 LANG（en、de、fr、es、zh_CN）语言，而不是系统的语言。</translation>
    </message>
    <message>
        <source>Look after the environment in FOLDER: change its build, repair it or check it again.</source>
        <extracomment>--help: FOLDER is the option&apos;s value, as --help prints it</extracomment>
        <translation>维护 FOLDER 中的环境：更换其构建版本、修复它或重新检查它。</translation>
    </message>
    <message>
        <source>With --support: the customer&apos;s file to open.</source>
        <extracomment>--help: FILE as --help prints it</extracomment>
        <translation>与 --support 一起使用：要打开的客户文件。</translation>
    </message>
    <message>
        <source>The branding profile is not valid, so the setup cannot start:

%1</source>
        <extracomment>%1 is what is wrong in the profile</extracomment>
        <translation>品牌配置文件无效，因此安装程序无法启动：

%1</translation>
    </message>
    <message>
        <source>cannot write the picture %1</source>
        <extracomment>%1 is a file</extracomment>
        <translation>无法写入图片 %1</translation>
    </message>
</context>
<context>
    <name>ts::unattended</name>
    <message>
        <source>Install with no window: detect, choose the build, install and check it, writing plain progress lines; the exit status says how it ended (docs/unattended.md).</source>
        <translation>无窗口安装：检测、选择构建版本、安装并检查，同时输出纯文本进度行；退出状态表示安装的结果（docs/unattended.md）。</translation>
    </message>
    <message>
        <source>With --unattended: the answer file (JSON, docs/unattended.md) with the folder, build, Python, index and the acceptance of the product&apos;s licence.</source>
        <translation>与 --unattended 一起使用：应答文件（JSON，docs/unattended.md），其中包含文件夹、构建版本、Python、索引以及对产品许可协议的接受。</translation>
    </message>
    <message>
        <source>With --unattended: the environment&apos;s folder (replaces the answer file&apos;s &quot;folder&quot;).</source>
        <translation>与 --unattended 一起使用：环境的文件夹（取代应答文件中的 &quot;folder&quot;）。</translation>
    </message>
    <message>
        <source>With --unattended: auto (the recommendation) or a build such as cpu, cu130, rocm7.1.</source>
        <translation>与 --unattended 一起使用：auto（推荐的构建版本）或 cpu、cu130、rocm7.1 这样的构建版本。</translation>
    </message>
    <message>
        <source>With --unattended: the Python interpreter to build the environment on.</source>
        <translation>与 --unattended 一起使用：用于创建环境的 Python 解释器。</translation>
    </message>
    <message>
        <source>With --unattended: install from this index instead of the build&apos;s.</source>
        <translation>与 --unattended 一起使用：从此索引安装，而不是从该构建版本的索引安装。</translation>
    </message>
    <message>
        <source>With --unattended: a mirror of https://download.pytorch.org/whl/ with the same layout.</source>
        <translation>与 --unattended 一起使用：https://download.pytorch.org/whl/ 的镜像，目录结构相同。</translation>
    </message>
    <message>
        <source>With --unattended: keep downloads here.</source>
        <translation>与 --unattended 一起使用：将下载内容保存在此处。</translation>
    </message>
    <message>
        <source>With --unattended: append the progress lines to FILE too.</source>
        <translation>与 --unattended 一起使用：同时将进度行追加到 FILE。</translation>
    </message>
    <message>
        <source>With --unattended: accept the licence of the branding profile (as &quot;accept_licence&quot;: true in the answer file).</source>
        <translation>与 --unattended 一起使用：接受品牌配置文件中的许可协议（相当于在应答文件中写入 &quot;accept_licence&quot;: true）。</translation>
    </message>
    <message>
        <source>%1 (driver %2)</source>
        <extracomment>%1 is a GPU&apos;s name, %2 a driver version such as 580.95.05</extracomment>
        <translation>%1（驱动程序 %2）</translation>
    </message>
    <message>
        <source>This computer: %1 (%2), Python %3; graphics: %4</source>
        <extracomment>%1 is the OS or its version, such as &quot;Ubuntu 24.04&quot;; %2 a CPU architecture such as x86_64; %3 a Python version or &quot;not found&quot;; %4 a list of GPUs or &quot;none PyTorch could use&quot;</extracomment>
        <translation>这台计算机：%1（%2），Python %3；显卡：%4</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <source>none PyTorch could use</source>
        <translation>没有 PyTorch 可以使用的显卡</translation>
    </message>
    <message>
        <source>Installs PyTorch with no window (docs/unattended.md).</source>
        <translation>无窗口安装 PyTorch（docs/unattended.md）。</translation>
    </message>
    <message>
        <source>Plan for the machine described in FILE (detect --json) instead of this one.</source>
        <translation>为 FILE（detect --json）中描述的计算机制定安装计划，而不是为这台计算机。</translation>
    </message>
    <message>
        <source>Use the branding profile in FILE (docs/branding.md).</source>
        <translation>使用 FILE 中的品牌配置文件（docs/branding.md）。</translation>
    </message>
    <message>
        <source>The window for support staff (not unattended).</source>
        <translation>技术支持人员使用的窗口（不能无人值守运行）。</translation>
    </message>
    <message>
        <source>--answers, --venv, --backend, --python, --index-url, --pytorch-mirror, --cache-dir, --log-file and --accept-licence belong to --unattended: add --unattended to install without a window</source>
        <translation>--answers、--venv、--backend、--python、--index-url、--pytorch-mirror、--cache-dir、--log-file 和 --accept-licence 属于 --unattended：请添加 --unattended 以进行无窗口安装</translation>
    </message>
    <message>
        <source>--support opens a window; it cannot be unattended</source>
        <translation>--support 会打开一个窗口；它不能无人值守运行</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot; (the answers go in --answers FILE)</source>
        <extracomment>%1 is the unexpected argument as typed</extracomment>
        <translation>意外的参数“%1”（应答内容应通过 --answers FILE 提供）</translation>
    </message>
    <message>
        <source>Write the lines in LANG (en, de, fr, es, zh_CN); English when not given, so a fleet&apos;s logs read the same on every machine.</source>
        <translation>以 LANG（en、de、fr、es、zh_CN）语言输出各行；未指定时使用英语，这样同一批计算机的日志在每台机器上读起来都一样。</translation>
    </message>
    <message>
        <source>With --unattended: after installing, only the install&apos;s own check (import, devices, math), not the whole verification with torch.compile (as &quot;quick_check&quot;: true).</source>
        <translation>与 --unattended 一起使用：安装后只进行安装本身的检查（导入、设备、数学运算），不进行包括 torch.compile 在内的完整检查（等同于 &quot;quick_check&quot;: true）。</translation>
    </message>
    <message>
        <source>--index-url and --pytorch-mirror exclude each other: --index-url names the index itself, --pytorch-mirror a mirror that each build&apos;s index is taken from</source>
        <translation>--index-url 与 --pytorch-mirror 互相排斥：--index-url 指定索引本身，--pytorch-mirror 指定一个镜像，每个构建的索引都从中获取</translation>
    </message>
</context>
<context>
    <name>ts::unattended::Run</name>
    <message>
        <source>Exit status %1</source>
        <extracomment>%1 is the program&apos;s exit status (a number)</extracomment>
        <translation>退出状态 %1</translation>
    </message>
    <message>
        <source>the command line</source>
        <translation>命令行</translation>
    </message>
    <message>
        <source>%1 needs its licence (%2) accepted before it installs: add &quot;accept_licence&quot;: true to the answer file (or --accept-licence) once it is accepted.</source>
        <extracomment>%1 is a product&apos;s name, %2 a file</extracomment>
        <translation>%1 需要先接受其许可协议（%2）才能安装：接受后，请在应答文件中添加 &quot;accept_licence&quot;: true（或使用 --accept-licence）。</translation>
    </message>
    <message>
        <source>%1: launch: the branding profile (%2) names no program to start</source>
        <extracomment>%1 is the answer file or &quot;the command line&quot;, %2 a file or &quot;built-in&quot;</extracomment>
        <translation>%1：launch：品牌配置文件（%2）没有指定要启动的程序</translation>
    </message>
    <message>
        <source>%1 %2: unattended install (answers: %3; branding: %4)</source>
        <extracomment>%1 is a product&apos;s name, %2 its version, %3 the answer file or &quot;none&quot;, %4 the branding profile&apos;s file or &quot;built-in&quot;</extracomment>
        <translation>%1 %2：无人值守安装（应答：%3；品牌：%4）</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Recommended: %1.</source>
        <extracomment>%1 is what is proposed, such as &quot;PyTorch 2.9.0 with CUDA 12.8 for your NVIDIA GeForce RTX 4090&quot;</extracomment>
        <translation>推荐：%1。</translation>
    </message>
    <message>
        <source>%1 (fix: %2)</source>
        <extracomment>%1 is a warning (a clause), %2 how to deal with it (a clause)</extracomment>
        <translation>%1（解决方法：%2）</translation>
    </message>
    <message>
        <source>Cancelled; the folder is as it was.</source>
        <translation>已取消；文件夹保持原样。</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <extracomment>%1 is a note (a whole sentence)</extracomment>
        <translation>注意：%1</translation>
    </message>
    <message>
        <source>PyTorch is installed in %1, but %2 could not be started (%3).</source>
        <extracomment>%1 is a folder, %2 a product&apos;s name, %3 a program&apos;s file</extracomment>
        <translation>PyTorch 已安装到 %1，但无法启动 %2（%3）。</translation>
    </message>
    <message>
        <source>Started %1 (process %2).</source>
        <extracomment>%1 is a product&apos;s name, %2 a process id (a number)</extracomment>
        <translation>已启动 %1（进程 %2）。</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>%1 and %2 are sizes such as &quot;1.2 GB&quot;</extracomment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1/s</source>
        <extracomment>a download speed; %1 is a size such as &quot;1.2 MB&quot;</extracomment>
        <translation>%1/秒</translation>
    </message>
    <message>
        <source>%1:%2 left</source>
        <extracomment>a time left, in minutes and seconds; %1 is the minutes, %2 the seconds (two digits)</extracomment>
        <translation>剩余 %1:%2</translation>
    </message>
    <message>
        <source>%1: log_file: %2</source>
        <extracomment>%1 is the answer file or &quot;the command line&quot;, %2 why the log file cannot be written (a whole sentence)</extracomment>
        <translation>%1：log_file：%2</translation>
    </message>
    <message>
        <source>Checking everything, torch.compile included...</source>
        <translation>正在检查所有内容，包括 torch.compile...</translation>
    </message>
    <message>
        <source>%1: backend: %2 offers only these builds: %3</source>
        <extracomment>%1 is the answer file or &quot;the command line&quot;, %2 a product&apos;s name, %3 a list of builds such as cu128</extracomment>
        <translation>%1：backend：%2 只提供这些构建版本：%3</translation>
    </message>
    <message>
        <source>The check was stopped; PyTorch is installed in %1 and passed the installation&apos;s own check.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>检查已停止；PyTorch 已安装在 %1 中，并已通过安装本身的检查。</translation>
    </message>
    <message>
        <source>Nothing was changed. Check the network connection and run again, or get the packages another way: a proxy (HTTPS_PROXY), another index or mirror (index_url or pytorch_mirror in the answers), or a folder of wheels copied to this computer (find_links in the answers).</source>
        <translation>未做任何更改。请检查网络连接后重新运行，或通过其他方式获取软件包：代理（HTTPS_PROXY）、其他索引或镜像（应答文件中的 index_url 或 pytorch_mirror），或复制到这台计算机上的 wheel 包文件夹（应答文件中的 find_links）。</translation>
    </message>
    <message>
        <source>Policy data: %1 (an update).</source>
        <extracomment>%1 is a data version such as 2026-11-27.1</extracomment>
        <translation>策略数据：%1（更新）。</translation>
    </message>
    <message>
        <source>Policy data: %1 (built in).</source>
        <translation>策略数据：%1（内置）。</translation>
    </message>
    <message>
        <source>%1: pytorch_mirror is not used: index_url names the index itself, which takes the place of every build&apos;s index.</source>
        <extracomment>%1 is the answer file</extracomment>
        <translation>%1：未使用 pytorch_mirror：index_url 指定了索引本身，它取代每个构建的索引。</translation>
    </message>
</context>
<context>
    <name>ts::unattended::UnattendedAnswers</name>
    <message>
        <source>%1 is not an answer file: %2 at byte %3</source>
        <extracomment>%1 is a file, %2 the JSON parser&apos;s reason or &quot;not a JSON object&quot;, %3 a byte offset</extracomment>
        <translation>%1 不是应答文件：%2（位于第 %3 字节）</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>不是 JSON 对象</translation>
    </message>
    <message>
        <source>%1: format_version: this program reads format %2</source>
        <extracomment>%1 is a file, %2 a format version number</extracomment>
        <translation>%1：format_version：本程序读取的是格式 %2</translation>
    </message>
    <message>
        <source>%1: backend: &quot;%2&quot; is not a build (write &quot;auto&quot; or a build such as &quot;cpu&quot;, &quot;cu130&quot;, &quot;rocm7.1&quot;)</source>
        <extracomment>%1 is a file, %2 the value found in it</extracomment>
        <translation>%1：backend：“%2”不是构建版本（请写 &quot;auto&quot;，或 &quot;cpu&quot;、&quot;cu130&quot;、&quot;rocm7.1&quot; 这样的构建版本）</translation>
    </message>
    <message>
        <source>%1: portable_python: expected true, false or a Python version such as &quot;3.12&quot;</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1：portable_python：应为 true、false 或 &quot;3.12&quot; 这样的 Python 版本</translation>
    </message>
    <message>
        <source>%1: portable_python: a portable Python and &quot;python&quot; exclude each other</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1：portable_python：便携版 Python 与 &quot;python&quot; 不能同时使用</translation>
    </message>
    <message>
        <source>The answer file %1 cannot be read: %2</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>无法读取应答文件 %1：%2</translation>
    </message>
</context>
<context>
    <name>ts::wizard::BackendPage</name>
    <message>
        <source>PyTorch for this computer</source>
        <translation>适合这台计算机的 PyTorch</translation>
    </message>
    <message>
        <source>The build that fits your graphics card, and the others you may choose instead.</source>
        <translation>适合您显卡的构建版本，以及您可以改选的其他构建版本。</translation>
    </message>
    <message>
        <source>Proposed build</source>
        <translation>建议的构建版本</translation>
    </message>
    <message>
        <source>Why this build</source>
        <translation>为什么选择此构建版本</translation>
    </message>
    <message>
        <source>&amp;Why this build?</source>
        <translation>为什么选择此构建版本(&amp;W)？</translation>
    </message>
    <message>
        <source>Builds to choose from</source>
        <translation>可选的构建版本</translation>
    </message>
    <message>
        <source>torch, torchvision and torchaudio of the build</source>
        <translation>该构建版本的 torch、torchvision 和 torchaudio</translation>
    </message>
    <message>
        <source>Packages and versions</source>
        <translation>软件包和版本</translation>
    </message>
    <message>
        <source>the build&apos;s own index</source>
        <translation>该构建版本自己的索引</translation>
    </message>
    <message>
        <source>Package index or mirror</source>
        <translation>软件包索引或镜像</translation>
    </message>
    <message>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <source>Offline wheel folder</source>
        <translation>离线 wheel 文件夹</translation>
    </message>
    <message>
        <source>&amp;Packages:</source>
        <translation>软件包(&amp;P)：</translation>
    </message>
    <message>
        <source>&amp;Index or mirror:</source>
        <translation>索引或镜像(&amp;I)：</translation>
    </message>
    <message>
        <source>&amp;Offline wheel folder:</source>
        <translation>离线 wheel 文件夹(&amp;O)：</translation>
    </message>
    <message>
        <source>&amp;Advanced settings</source>
        <translation>高级设置(&amp;A)</translation>
    </message>
    <message>
        <source>Builds (the first is the recommended one):</source>
        <translation>构建版本（第一个为推荐版本）：</translation>
    </message>
    <message>
        <source>PyTorch %1 with %2</source>
        <extracomment>%1 is a torch version such as 2.9.0, %2 a build&apos;s name such as &quot;CUDA 12.8&quot; or &quot;the processor only&quot;</extracomment>
        <translation>PyTorch %1（%2）</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>推荐</translation>
    </message>
    <message>
        <source>%1 offers none of the builds that fit this computer (%2 would). Ask its makers which build to use.</source>
        <extracomment>%1 is the product&apos;s name (a distributor may set it), %2 a build&apos;s name such as &quot;CUDA 12.8&quot; or &quot;the processor only&quot;</extracomment>
        <translation>%1 没有提供任何适合这台计算机的构建版本（适合的是 %2）。请向其开发者询问应使用哪个构建版本。</translation>
    </message>
    <message>
        <source>%1 does not offer the build that fits this computer best (%2); the first of the builds it offers is chosen.</source>
        <extracomment>%1 is the product&apos;s name (a distributor may set it), %2 a build&apos;s name such as &quot;CUDA 12.8&quot; or &quot;the processor only&quot;</extracomment>
        <translation>%1 没有提供最适合这台计算机的构建版本（%2）；已选择它所提供的第一个构建版本。</translation>
    </message>
    <message>
        <source>Show the reasons for this build</source>
        <translation>显示选择此构建版本的原因</translation>
    </message>
    <message>
        <source>Show the advanced settings</source>
        <translation>显示高级设置</translation>
    </message>
    <message>
        <source>the system&apos;s (HTTPS_PROXY, HTTP_PROXY)</source>
        <translation>系统的设置（HTTPS_PROXY、HTTP_PROXY）</translation>
    </message>
    <message>
        <source>Proxy</source>
        <translation>代理</translation>
    </message>
    <message>
        <source>A proxy such as http://proxy.example.com:3128 for every download and for pip; empty: the system&apos;s settings.</source>
        <translation>用于所有下载和 pip 的代理，例如 http://proxy.example.com:3128；留空则使用系统设置。</translation>
    </message>
    <message>
        <source>P&amp;roxy:</source>
        <translation>代理(&amp;R)：</translation>
    </message>
    <message>
        <source>Problem with the settings</source>
        <translation>设置有问题</translation>
    </message>
    <message>
        <source>The proxy &quot;%1&quot; is not a proxy address: write it as http://host:port (or https://, socks5://), or leave the field empty to use the system&apos;s.</source>
        <extracomment>%1 is the text typed as the proxy (a user name and password in it left out)</extracomment>
        <translation>代理“%1”不是有效的代理地址：请写成 http://host:port（或 https://、socks5://），或将此栏留空以使用系统的设置。</translation>
    </message>
    <message>
        <source>Chosen with the policy data of %1, an update.</source>
        <translation>使用 %1 的策略数据选择（一次更新）。</translation>
    </message>
    <message>
        <source>Chosen with the policy data of %1, built into this program.</source>
        <translation>使用 %1 的策略数据选择（内置于本程序）。</translation>
    </message>
</context>
<context>
    <name>ts::wizard::ComputerPage</name>
    <message>
        <source>Your computer</source>
        <translation>您的计算机</translation>
    </message>
    <message>
        <source>The graphics cards and drivers PyTorch can use here.</source>
        <translation>PyTorch 在这里可以使用的显卡和驱动程序。</translation>
    </message>
    <message>
        <source>Graphics card</source>
        <translation>显卡</translation>
    </message>
    <message>
        <source>Maker</source>
        <translation>制造商</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>显存</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>驱动程序</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <source>Graphics cards found</source>
        <translation>找到的显卡</translation>
    </message>
    <message>
        <source>System</source>
        <translation>系统</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>警告</translation>
    </message>
    <message>
        <source>&amp;Rescan</source>
        <translation>重新扫描(&amp;R)</translation>
    </message>
    <message>
        <source>Look at the graphics cards again</source>
        <translation>重新检测显卡</translation>
    </message>
    <message>
        <source>Looking at this computer...</source>
        <translation>正在检测这台计算机...</translation>
    </message>
    <message>
        <source>compute capability %1</source>
        <extracomment>%1 is an NVIDIA compute capability, a number such as 8.9</extracomment>
        <translation>计算能力 %1</translation>
    </message>
    <message>
        <source>built in</source>
        <translation>集成显卡</translation>
    </message>
    <message>
        <source>separate card</source>
        <translation>独立显卡</translation>
    </message>
    <message>
        <source>not usable: %1</source>
        <extracomment>%1 is the reason, in lower case, such as &quot;no driver is bound to it; install or load the vendor&apos;s driver&quot;</extracomment>
        <translation>不可用：%1</translation>
    </message>
    <message>
        <source>unknown model (%1:%2)</source>
        <extracomment>%1 and %2 are the card&apos;s vendor and device ids, four hex digits each, as in &quot;10de:2684&quot;</extracomment>
        <translation>未知型号（%1:%2）</translation>
    </message>
    <message>
        <source>No graphics card was found that PyTorch could use.</source>
        <translation>没有找到 PyTorch 可以使用的显卡。</translation>
    </message>
    <message>
        <source>System: %1 (%2); Python %3</source>
        <extracomment>%1 is the operating system&apos;s name and version, such as &quot;Debian GNU/Linux 13 (trixie)&quot;, or linux, windows or macos; %2 a CPU architecture such as x86_64; %3 a Python version such as 3.12, or &quot;not found&quot;</extracomment>
        <translation>系统：%1（%2）；Python %3</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>未找到</translation>
    </message>
    <message>
        <source>Save &amp;diagnostics...</source>
        <translation>保存诊断信息(&amp;D)...</translation>
    </message>
    <message>
        <source>Save diagnostics for support staff</source>
        <translation>保存诊断信息以供技术支持人员使用</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>诊断信息</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>架构</translation>
    </message>
</context>
<context>
    <name>ts::wizard::Diagnostics</name>
    <message>
        <source>Save diagnostics</source>
        <translation>保存诊断信息</translation>
    </message>
    <message>
        <source>Support bundle (*.zip)</source>
        <translation>支持包 (*.zip)</translation>
    </message>
    <message>
        <source>Diagnostics saved to %1 (your user name and home folder are left out).</source>
        <extracomment>%1 is a file (a .zip archive), with its folder</extracomment>
        <translation>诊断信息已保存到 %1（不包含您的用户名和主文件夹）。</translation>
    </message>
</context>
<context>
    <name>ts::wizard::FinishPage</name>
    <message>
        <source>PyTorch works</source>
        <translation>PyTorch 工作正常</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>结果</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>检查项</translation>
    </message>
    <message>
        <source>&amp;Open the folder</source>
        <translation>打开文件夹(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Copy the activation command</source>
        <translation>复制激活命令(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Start %1</source>
        <extracomment>%1 is the product&apos;s name (a distributor may set it); a button that starts that program</extracomment>
        <translation>启动 %1(&amp;S)</translation>
    </message>
    <message>
        <source>%1 could not be started (%2).</source>
        <extracomment>%1 is the product&apos;s name (a distributor may set it), %2 the program that was run (a file or a command)</extracomment>
        <translation>无法启动 %1（%2）。</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <extracomment>%1 is a whole sentence saying what to do about a failed check</extracomment>
        <translation>解决方法：%1</translation>
    </message>
    <message>
        <source>Open the environment folder</source>
        <translation>打开环境文件夹</translation>
    </message>
    <message>
        <source>Copy the activation command</source>
        <translation>复制激活命令</translation>
    </message>
    <message>
        <source>Save diagnostics for support</source>
        <translation>保存诊断信息以供技术支持使用</translation>
    </message>
    <message>
        <source>Start %1</source>
        <extracomment>%1 is the product&apos;s name (a distributor may set it); what the button that starts that program does</extracomment>
        <translation>启动 %1</translation>
    </message>
    <message>
        <source>Checking PyTorch</source>
        <translation>正在检查 PyTorch</translation>
    </message>
    <message>
        <source>The last step proves it: PyTorch computes on this computer&apos;s devices and torch.compile builds kernels.</source>
        <translation>最后一步进行验证：PyTorch 在这台计算机的设备上进行计算，torch.compile 构建内核。</translation>
    </message>
    <message>
        <source>Check a&amp;gain</source>
        <translation>再次检查(&amp;G)</translation>
    </message>
    <message>
        <source>S&amp;kip the check</source>
        <translation>跳过检查(&amp;K)</translation>
    </message>
    <message>
        <source>Skip the rest of the check</source>
        <translation>跳过其余检查</translation>
    </message>
    <message>
        <source>Save &amp;diagnostics...</source>
        <translation>保存诊断信息(&amp;D)...</translation>
    </message>
    <message>
        <source>Check again, torch.compile included</source>
        <translation>再次检查，包括 torch.compile</translation>
    </message>
    <message>
        <source>Checking everything, torch.compile included (up to a few minutes the first time)...</source>
        <translation>正在检查所有内容，包括 torch.compile（首次可能需要几分钟）...</translation>
    </message>
    <message>
        <source>PyTorch is installed</source>
        <translation>PyTorch 已安装</translation>
    </message>
    <message>
        <source>The full check was skipped: PyTorch passed the installation&apos;s own check (import, devices, math). Check again runs the rest.</source>
        <translation>已跳过完整检查：PyTorch 已通过安装本身的检查（导入、设备、数学运算）。“再次检查”会运行其余部分。</translation>
    </message>
    <message>
        <source>The full check could not run: %1</source>
        <extracomment>%1 is an error message, a whole sentence</extracomment>
        <translation>无法运行完整检查：%1</translation>
    </message>
    <message>
        <source>PyTorch works; torch.compile does not yet</source>
        <translation>PyTorch 工作正常；torch.compile 尚不能工作</translation>
    </message>
    <message>
        <source>PyTorch failed a check</source>
        <translation>PyTorch 未通过一项检查</translation>
    </message>
</context>
<context>
    <name>ts::wizard::InstallPage</name>
    <message>
        <source>Installing</source>
        <translation>正在安装</translation>
    </message>
    <message>
        <source>Downloading and installing PyTorch. You can cancel at any time; nothing is left half-done.</source>
        <translation>正在下载并安装 PyTorch。您可以随时取消，不会留下半途而废的安装。</translation>
    </message>
    <message>
        <source>Overall progress</source>
        <translation>总体进度</translation>
    </message>
    <message>
        <source>Current step</source>
        <translation>当前步骤</translation>
    </message>
    <message>
        <source>Downloaded, speed and time left</source>
        <translation>已下载量、速度和剩余时间</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>步骤</translation>
    </message>
    <message>
        <source>&amp;Files:</source>
        <translation>文件(&amp;F)：</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>大小</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>进度</translation>
    </message>
    <message>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>日志</translation>
    </message>
    <message>
        <source>Show the &amp;log</source>
        <translation>显示日志(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Cancel the installation</source>
        <translation>取消安装(&amp;C)</translation>
    </message>
    <message>
        <source>Cancel the installation</source>
        <translation>取消安装</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>重试(&amp;T)</translation>
    </message>
    <message>
        <source>Try the installation again</source>
        <translation>重新尝试安装</translation>
    </message>
    <message>
        <source>Cancel the installation?</source>
        <translation>要取消安装吗？</translation>
    </message>
    <message>
        <source>The installation stops and the folder is put back as it was. Cancel it?</source>
        <translation>安装将停止，文件夹将恢复原样。确定要取消吗？</translation>
    </message>
    <message>
        <source>Cancelling...</source>
        <translation>正在取消...</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>%1 and %2 are amounts of data, formatted, such as &quot;1.2 GB&quot;: downloaded so far, and in all</extracomment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>%1/s</source>
        <extracomment>a download speed; %1 is an amount of data, formatted, such as &quot;12.3 MB&quot;</extracomment>
        <translation>%1/秒</translation>
    </message>
    <message>
        <source>%1 left</source>
        <extracomment>the time the download still needs; %1 is a duration such as 4:05 (minutes:seconds) or 1:04:05 (hours:minutes:seconds)</extracomment>
        <translation>剩余 %1</translation>
    </message>
    <message>
        <source>Nothing to do: the environment already has this build.</source>
        <translation>无需执行任何操作：环境中已有此构建版本。</translation>
    </message>
    <message>
        <source>PyTorch is installed.</source>
        <translation>PyTorch 已安装。</translation>
    </message>
    <message>
        <source>Progress of %1</source>
        <extracomment>%1 is a file name, such as torch-2.9.0+cu128-cp312-cp312-manylinux_2_28_x86_64.whl</extracomment>
        <translation>%1 的进度</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>未知</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>from the cache</source>
        <translation>来自缓存</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>已验证</translation>
    </message>
    <message>
        <source>checking the cached copy</source>
        <translation>正在检查缓存副本</translation>
    </message>
    <message>
        <source>downloading</source>
        <translation>正在下载</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>Show the installation log</source>
        <translation>显示安装日志</translation>
    </message>
    <message>
        <source>%1 (not needed)</source>
        <extracomment>%1 is a step of the installation, such as &quot;Downloading and installing packages&quot;</extracomment>
        <translation>%1（不需要）</translation>
    </message>
    <message>
        <source>Change where the &amp;packages come from...</source>
        <translation>更改软件包来源(&amp;P)...</translation>
    </message>
    <message>
        <source>Change the index, mirror, proxy or wheel folder</source>
        <translation>更改索引、镜像、代理或 wheel 文件夹</translation>
    </message>
    <message>
        <source>PyTorch can also come from another index or mirror, through a proxy, or from a folder of wheels copied here.</source>
        <translation>PyTorch 也可以来自其他索引或镜像、通过代理获取，或来自复制到此处的 wheel 文件夹。</translation>
    </message>
    <message>
        <source>The packages could not be downloaded.</source>
        <translation>无法下载软件包。</translation>
    </message>
    <message>
        <source>PyTorch %1 is installed.</source>
        <extracomment>%1 is the torch version installed, such as 2.14.1+cu130</extracomment>
        <translation>PyTorch %1 已安装。</translation>
    </message>
</context>
<context>
    <name>ts::wizard::LicencePage</name>
    <message>
        <source>Licence</source>
        <translation>许可协议</translation>
    </message>
    <message>
        <source>Please read the licence of %1 and accept it to go on.</source>
        <extracomment>%1 is the product&apos;s name (a distributor may set it)</extracomment>
        <translation>请阅读 %1 的许可协议，接受后才能继续。</translation>
    </message>
    <message>
        <source>Licence text</source>
        <translation>许可协议文本</translation>
    </message>
    <message>
        <source>I &amp;accept the licence</source>
        <translation>我接受许可协议(&amp;A)</translation>
    </message>
    <message>
        <source>Accept the licence</source>
        <translation>接受许可协议</translation>
    </message>
</context>
<context>
    <name>ts::wizard::LocationPage</name>
    <message>
        <source>Where to install</source>
        <translation>安装位置</translation>
    </message>
    <message>
        <source>A folder for the Python environment: a new one, or one you installed PyTorch into before.</source>
        <translation>用于存放 Python 环境的文件夹：可以是新文件夹，也可以是您之前安装过 PyTorch 的文件夹。</translation>
    </message>
    <message>
        <source>Environment folder</source>
        <translation>环境文件夹</translation>
    </message>
    <message>
        <source>&amp;Browse...</source>
        <translation>浏览(&amp;B)...</translation>
    </message>
    <message>
        <source>Choose the environment folder</source>
        <translation>选择环境文件夹</translation>
    </message>
    <message>
        <source>Python for the environment</source>
        <translation>用于环境的 Python</translation>
    </message>
    <message>
        <source>Looking for Python...</source>
        <translation>正在查找 Python...</translation>
    </message>
    <message>
        <source>What will happen</source>
        <translation>将要执行的操作</translation>
    </message>
    <message>
        <source>&amp;Look after this environment instead...</source>
        <translation>改为维护此环境(&amp;L)...</translation>
    </message>
    <message>
        <source>Look after this environment instead</source>
        <translation>改为维护此环境</translation>
    </message>
    <message>
        <source>Change its build, repair it or check it again, without planning a new install here.</source>
        <translation>更换其构建版本、修复它或重新检查它，而不在此处规划新的安装。</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>文件夹(&amp;F)：</translation>
    </message>
    <message>
        <source>P&amp;ython:</source>
        <translation>Python(&amp;Y)：</translation>
    </message>
    <message>
        <source>The best one here (or the environment&apos;s own)</source>
        <translation>这里最合适的 Python（或环境自带的 Python）</translation>
    </message>
    <message>
        <source>Python %1 at %2 (newest torch: %3)</source>
        <extracomment>%1 is a Python version such as 3.12.3, %2 the interpreter&apos;s file, %3 a torch version such as 2.9.0 (the newest that runs on that Python)</extracomment>
        <translation>位于 %2 的 Python %1（可用的最新 torch：%3）</translation>
    </message>
    <message>
        <source>Download a portable Python %1 (verified, kept apart from the system)</source>
        <extracomment>%1 is a Python version such as 3.12.12</extracomment>
        <translation>下载便携版 Python %1（经过验证，与系统相互独立）</translation>
    </message>
    <message>
        <source>Choose a folder.</source>
        <translation>请选择一个文件夹。</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 cannot be written to.&lt;/b&gt; Choose a folder in your home folder.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>&lt;b&gt;无法写入 %1。&lt;/b&gt;请选择您的主文件夹中的某个文件夹。</translation>
    </message>
    <message>
        <source>Looking at the folder...</source>
        <translation>正在检查该文件夹...</translation>
    </message>
    <message>
        <source>Python %1 (%2)</source>
        <extracomment>%1 is a Python version such as 3.12.3, %2 the interpreter&apos;s file</extracomment>
        <translation>Python %1（%2）</translation>
    </message>
    <message>
        <source>Free on %1: %2 (PyTorch with a GPU build needs several GB).</source>
        <extracomment>%1 is a drive or volume, named by its top folder, such as C: or /; %2 an amount of free space, formatted, such as &quot;120 GB&quot;</extracomment>
        <translation>%1 上的可用空间：%2（GPU 构建版本的 PyTorch 需要数 GB 空间）。</translation>
    </message>
    <message>
        <source>The installation cannot be planned.</source>
        <translation>无法规划安装。</translation>
    </message>
</context>
<context>
    <name>ts::wizard::MaintenancePage</name>
    <message>
        <source>Look after an environment</source>
        <translation>维护环境</translation>
    </message>
    <message>
        <source>This folder has PyTorch already. Change its build, repair it, or check it again.</source>
        <translation>此文件夹中已有 PyTorch。您可以更换其构建版本、修复它，或重新检查它。</translation>
    </message>
    <message>
        <source>What the environment holds</source>
        <translation>环境中的内容</translation>
    </message>
    <message>
        <source>Change the &amp;build...</source>
        <translation>更换构建版本(&amp;B)...</translation>
    </message>
    <message>
        <source>Change the build</source>
        <translation>更换构建版本</translation>
    </message>
    <message>
        <source>Choose another build; the one there now is kept until the new one works.</source>
        <translation>选择另一个构建版本；在新的构建版本能正常工作之前，会保留现有的构建版本。</translation>
    </message>
    <message>
        <source>&amp;Repair</source>
        <translation>修复(&amp;R)</translation>
    </message>
    <message>
        <source>Repair: install the same build again</source>
        <translation>修复：重新安装相同的构建版本</translation>
    </message>
    <message>
        <source>Install the same packages in the same versions again, over the ones there.</source>
        <translation>在现有软件包之上，重新安装相同版本的相同软件包。</translation>
    </message>
    <message>
        <source>Check &amp;again</source>
        <translation>重新检查(&amp;A)</translation>
    </message>
    <message>
        <source>Check PyTorch again</source>
        <translation>重新检查 PyTorch</translation>
    </message>
    <message>
        <source>Run the checks: import, devices and math against the CPU. Nothing is changed.</source>
        <translation>运行检查：导入、设备，以及与 CPU 结果对照的数学运算。不会做任何更改。</translation>
    </message>
    <message>
        <source>Maintenance status</source>
        <translation>维护状态</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>检查项</translation>
    </message>
    <message>
        <source>Looking at %1...</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>正在检查 %1...</translation>
    </message>
    <message>
        <source>%1 could not be read.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>无法读取 %1。</translation>
    </message>
    <message>
        <source>%1 holds no Python environment yet; Change the build installs one there.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>%1 中还没有 Python 环境；“更换构建版本”会在那里安装一个。</translation>
    </message>
    <message>
        <source>The environment in %1 cannot be used as it is: its Python is gone. Repair creates it again with the same packages.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>%1 中的环境无法按现状使用：其中的 Python 已不存在。“修复”会用相同的软件包重新创建它。</translation>
    </message>
    <message>
        <source>The environment in %1 (Python %2) has no PyTorch; Change the build installs one.</source>
        <extracomment>%1 is a folder, %2 a Python version such as 3.13.5</extracomment>
        <translation>%1 中的环境（Python %2）没有 PyTorch；“更换构建版本”会安装一个。</translation>
    </message>
    <message>
        <source>The environment in %1 has %2, with Python %3.</source>
        <extracomment>%1 is a folder, %2 the torch installed, such as &quot;torch 2.9.0+cu128&quot; or &quot;torch 2.9.0 (PyPI&apos;s CUDA 12.8 build)&quot;, %3 a Python version such as 3.13.5</extracomment>
        <translation>%1 中的环境装有 %2，使用 Python %3。</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 is a package name such as torchvision, %2 its version such as 0.24.0+cu128</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Installed with it: %1.</source>
        <extracomment>%1 is a list of packages with their versions, such as &quot;torchvision 0.24.0 and torchaudio 2.9.0&quot;</extracomment>
        <translation>随之安装的软件包：%1。</translation>
    </message>
    <message>
        <source>Torch Setup %1 installed the %2 build here on %3.</source>
        <extracomment>%1 is a version of Torch Setup such as 0.1.0, %2 a build&apos;s code such as cu130, therock or cpu, %3 a date and time</extracomment>
        <translation>Torch Setup %1 于 %3 在此处安装了 %2 构建版本。</translation>
    </message>
    <message>
        <source>Torch Setup did not install it (the folder has no record of an installation); Repair takes the build&apos;s own index.</source>
        <translation>它不是由 Torch Setup 安装的（该文件夹中没有安装记录）；“修复”将使用该构建版本自己的索引。</translation>
    </message>
    <message>
        <source>No check has been run here yet: Check again runs one now.</source>
        <translation>此处尚未运行过检查：“重新检查”会立即运行一次。</translation>
    </message>
    <message>
        <source>Planning the repair...</source>
        <translation>正在规划修复...</translation>
    </message>
    <message>
        <source>The repair cannot start: %1</source>
        <extracomment>%1 is an error message, one or more whole sentences</extracomment>
        <translation>无法开始修复：%1</translation>
    </message>
    <message>
        <source>Checking PyTorch in %1 (import, devices, math against the CPU)...</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>正在检查 %1 中的 PyTorch（导入、设备、与 CPU 结果对照的数学运算）...</translation>
    </message>
    <message>
        <source>PyTorch could not be checked: %1</source>
        <extracomment>%1 is an error message, one or more whole sentences</extracomment>
        <translation>无法检查 PyTorch：%1</translation>
    </message>
    <message>
        <source>Last check: run here at %1, its results below.</source>
        <extracomment>%1 is a time of day (today, a few moments ago), without a date</extracomment>
        <translation>上次检查：于 %1 在此处运行，结果见下方。</translation>
    </message>
    <message>
        <source>Last check, on %1: PyTorch worked (%2). Check again runs it now.</source>
        <extracomment>%1 is a date and time, %2 the counts (&quot;passed: 12, failed: 0, skipped: 2&quot;)</extracomment>
        <translation>上次检查（%1）：PyTorch 工作正常（%2）。“重新检查”会立即再运行一次。</translation>
    </message>
    <message>
        <source>Last check, on %1: PyTorch worked, torch.compile did not (%2). Check again runs it now.</source>
        <extracomment>%1 is a date and time, %2 the counts (&quot;passed: 12, failed: 1, skipped: 2&quot;)</extracomment>
        <translation>上次检查（%1）：PyTorch 工作正常，但 torch.compile 不能工作（%2）。“重新检查”会立即再运行一次。</translation>
    </message>
    <message>
        <source>Last check, on %1: PyTorch failed a check (%2). Check again shows which.</source>
        <extracomment>%1 is a date and time, %2 the counts (&quot;passed: 3, failed: 1, skipped: 10&quot;)</extracomment>
        <translation>上次检查（%1）：PyTorch 未通过某项检查（%2）。“重新检查”会显示是哪一项。</translation>
    </message>
</context>
<context>
    <name>ts::wizard::OpenFolder</name>
    <message>
        <source>No file manager opened the folder. Open it yourself, or copy its path:

%1</source>
        <extracomment>%1 is a folder, on a line of its own</extracomment>
        <translation>没有文件管理器打开该文件夹。请自行打开，或复制其路径：

%1</translation>
    </message>
</context>
<context>
    <name>ts::wizard::SetupWizard</name>
    <message>
        <source>&amp;Install</source>
        <translation>安装(&amp;I)</translation>
    </message>
</context>
<context>
    <name>ts::wizard::StatusIcon</name>
    <message>
        <source>waiting</source>
        <translation>等待中</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>进行中</translation>
    </message>
    <message>
        <source>done</source>
        <translation>已完成</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <source>not needed</source>
        <translation>不需要</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>警告</translation>
    </message>
</context>
<context>
    <name>ts::wizard::SupportWindow</name>
    <message>
        <source>Could not read it: %1</source>
        <extracomment>%1 is an error message, one or more whole sentences</extracomment>
        <translation>无法读取：%1</translation>
    </message>
    <message>
        <source>the system (%1)</source>
        <extracomment>an item of a list; %1 is an operating system: linux, windows or macos</extracomment>
        <translation>系统（%1）</translation>
    </message>
    <message>
        <source>the architecture (%1)</source>
        <extracomment>an item of a list; %1 is a CPU architecture: x86_64, aarch64 or arm64</extracomment>
        <translation>架构（%1）</translation>
    </message>
    <message>
        <source>Python %1</source>
        <extracomment>an item of a list; %1 is a Python version such as 3.12</extracomment>
        <translation>Python %1</translation>
    </message>
    <message>
        <source>Not in the customer&apos;s text, so assumed as chosen above: %1.

</source>
        <extracomment>%1 is a list of what was assumed, such as &quot;the system (linux), Python 3.12&quot;</extracomment>
        <translation>客户的文本中没有说明，因此按上方的选择假定：%1。

</translation>
    </message>
    <message>
        <source>Machine: %1 %2, Python %3
</source>
        <extracomment>%1 is the operating system&apos;s name and version, such as &quot;Debian GNU/Linux 13 (trixie)&quot;, or linux, windows or macos; %2 a CPU architecture such as x86_64; %3 a Python version such as 3.12, or &quot;?&quot;</extracomment>
        <translation>计算机：%1 %2，Python %3
</translation>
    </message>
    <message>
        <source>  GPU %1: %2 [%3:%4]%5%6
</source>
        <extracomment>%1 is the GPU&apos;s number, counting from 0; %2 its name, or &quot;(no name)&quot;; %3 and %4 its vendor and device ids, four hex digits each; %5 &quot;, driver ...&quot; or nothing; %6 &quot;, compute capability ...&quot;, a gfx target such as &quot;, gfx1100&quot;, or nothing</extracomment>
        <translation>  GPU %1：%2 [%3:%4]%5%6
</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>（无名称）</translation>
    </message>
    <message>
        <source>, driver %1</source>
        <extracomment>%1 is a driver&apos;s version such as 580.95.05</extracomment>
        <translation>，驱动程序 %1</translation>
    </message>
    <message>
        <source>, compute capability %1</source>
        <extracomment>%1 is an NVIDIA compute capability, a number such as 8.9</extracomment>
        <translation>，计算能力 %1</translation>
    </message>
    <message>
        <source>  No GPU.
</source>
        <translation>  没有 GPU。
</translation>
    </message>
    <message>
        <source>No recommendation: %1</source>
        <extracomment>%1 is an error message, one or more whole sentences</extracomment>
        <translation>无推荐：%1</translation>
    </message>
    <message>
        <source>Torch Setup — for support staff</source>
        <translation>Torch Setup — 技术支持人员专用</translation>
    </message>
    <message>
        <source>&amp;Open a support bundle, a detect --json file or a pasted text...</source>
        <translation>打开支持包、detect --json 文件或粘贴的文本(&amp;O)...</translation>
    </message>
    <message>
        <source>Pasted tool output</source>
        <translation>粘贴的工具输出</translation>
    </message>
    <message>
        <source>...or paste what the customer sent: nvidia-smi, rocminfo, lspci, collect_env, dxdiag, system_profiler...</source>
        <translation>...或粘贴客户发来的内容：nvidia-smi、rocminfo、lspci、collect_env、dxdiag、system_profiler...</translation>
    </message>
    <message>
        <source>&amp;Read the pasted text</source>
        <translation>读取粘贴的文本(&amp;R)</translation>
    </message>
    <message>
        <source>When the text does not say: system</source>
        <translation>文本中未说明时：系统</translation>
    </message>
    <message>
        <source>System to assume</source>
        <translation>假定的系统</translation>
    </message>
    <message>
        <source>architecture</source>
        <translation>架构</translation>
    </message>
    <message>
        <source>Architecture to assume</source>
        <translation>假定的架构</translation>
    </message>
    <message>
        <source>Python</source>
        <translation>Python</translation>
    </message>
    <message>
        <source>Python to assume</source>
        <translation>假定的 Python</translation>
    </message>
    <message>
        <source>The customer&apos;s machine and the decision</source>
        <translation>客户的计算机及决策结果</translation>
    </message>
    <message>
        <source>The customer&apos;s &amp;machine</source>
        <translation>客户的计算机(&amp;M)</translation>
    </message>
    <message>
        <source>Pasted error</source>
        <translation>粘贴的错误信息</translation>
    </message>
    <message>
        <source>Paste the error, the log or the output of python -m torch.utils.collect_env</source>
        <translation>粘贴错误信息、日志或 python -m torch.utils.collect_env 的输出</translation>
    </message>
    <message>
        <source>&amp;Diagnose</source>
        <translation>诊断(&amp;D)</translation>
    </message>
    <message>
        <source>Diagnosis</source>
        <translation>诊断结果</translation>
    </message>
    <message>
        <source>Diagnose an &amp;error</source>
        <translation>诊断错误(&amp;E)</translation>
    </message>
    <message>
        <source>Nothing is installed from this window: it shows what Torch Setup sees and decides for a customer&apos;s computer.</source>
        <translation>此窗口不会安装任何内容：它显示 Torch Setup 对客户计算机的检测结果和决策。</translation>
    </message>
    <message>
        <source>Open a customer&apos;s file</source>
        <translation>打开客户的文件</translation>
    </message>
    <message>
        <source>Support files (*.zip *.json *.txt *.log);;All files (*)</source>
        <translation>支持文件 (*.zip *.json *.txt *.log);;所有文件 (*)</translation>
    </message>
    <message>
        <source>Reading %1...</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>正在读取 %1...</translation>
    </message>
    <message>
        <source>From %1:</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>来自 %1：</translation>
    </message>
    <message>
        <source>Reading the pasted text...</source>
        <translation>正在读取粘贴的文本...</translation>
    </message>
    <message>
        <source>the pasted text</source>
        <translation>粘贴的文本</translation>
    </message>
    <message>
        <source>From the pasted text:</source>
        <translation>来自粘贴的文本：</translation>
    </message>
    <message>
        <source>Diagnosing...</source>
        <translation>正在诊断...</translation>
    </message>
    <message>
        <source>Paste the error first.</source>
        <translation>请先粘贴错误信息。</translation>
    </message>
    <message>
        <source>What to look at</source>
        <translation>要查看的内容</translation>
    </message>
    <message>
        <source>Read the pasted text</source>
        <translation>读取粘贴的文本</translation>
    </message>
    <message>
        <source>Where the machine comes from</source>
        <translation>计算机信息的来源</translation>
    </message>
    <message>
        <source>Diagnose the pasted error</source>
        <translation>诊断粘贴的错误信息</translation>
    </message>
</context>
<context>
    <name>ts::wizard::UnreachablePanel</name>
    <message>
        <source>This computer cannot reach the package server.</source>
        <translation>这台计算机无法连接到软件包服务器。</translation>
    </message>
    <message>
        <source>Nothing was changed. Check that the computer is online and try again, or get the packages another way: through the proxy your network uses, from a mirror of the package index, or from a folder of wheel files copied to this computer.</source>
        <translation>未做任何更改。请检查计算机是否已联网后重试，或通过其他方式获取软件包：通过您网络使用的代理、从软件包索引的镜像，或从复制到这台计算机上的 wheel 文件文件夹。</translation>
    </message>
    <message>
        <source>Use a pro&amp;xy...</source>
        <translation>使用代理(&amp;X)...</translation>
    </message>
    <message>
        <source>Use a proxy for the downloads</source>
        <translation>为下载使用代理</translation>
    </message>
    <message>
        <source>Use a &amp;mirror...</source>
        <translation>使用镜像(&amp;M)...</translation>
    </message>
    <message>
        <source>Use another package index or mirror</source>
        <translation>使用其他软件包索引或镜像</translation>
    </message>
    <message>
        <source>Use a folder of &amp;wheels...</source>
        <translation>使用 wheel 文件夹(&amp;W)...</translation>
    </message>
    <message>
        <source>Install from a folder of wheel files</source>
        <translation>从 wheel 文件文件夹安装</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>重试(&amp;T)</translation>
    </message>
    <message>
        <source>Try to reach the package server again</source>
        <translation>再次尝试连接软件包服务器</translation>
    </message>
</context>
<context>
    <name>ts::wizard::WelcomePage</name>
    <message>
        <source>Welcome to %1</source>
        <extracomment>%1 is the product&apos;s name (a distributor may set it)</extracomment>
        <translation>欢迎使用 %1</translation>
    </message>
    <message>
        <source>This assistant puts PyTorch on this computer, made for its graphics card.</source>
        <translation>本向导会在这台计算机上安装适合其显卡的 PyTorch。</translation>
    </message>
    <message>
        <source>&lt;p&gt;It will:&lt;/p&gt;&lt;ol&gt;&lt;li&gt;look at this computer&apos;s graphics cards and drivers,&lt;/li&gt;&lt;li&gt;propose the PyTorch build that fits them, and say why,&lt;/li&gt;&lt;li&gt;create a Python environment in a folder you choose and install PyTorch there,&lt;/li&gt;&lt;li&gt;check that PyTorch really works on your graphics card.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Nothing changes before you confirm, and a failed or cancelled installation leaves an existing environment as it was.&lt;/p&gt;</source>
        <translation>&lt;p&gt;它将：&lt;/p&gt;&lt;ol&gt;&lt;li&gt;检测这台计算机的显卡和驱动程序；&lt;/li&gt;&lt;li&gt;建议适合它们的 PyTorch 构建版本，并说明原因；&lt;/li&gt;&lt;li&gt;在您选择的文件夹中创建 Python 环境，并在其中安装 PyTorch；&lt;/li&gt;&lt;li&gt;检查 PyTorch 是否真的能在您的显卡上运行。&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;在您确认之前不会做任何更改；如果安装失败或被取消，现有的环境将保持原样。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>What this assistant does</source>
        <translation>本向导的功能</translation>
    </message>
    <message>
        <source>For support &amp;staff: a customer&apos;s machine or error...</source>
        <translation>技术支持人员(&amp;S)：分析客户的计算机或错误...</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <source>Open the window for support staff</source>
        <translation>打开技术支持人员使用的窗口</translation>
    </message>
    <message>
        <source>Before you start</source>
        <translation>开始之前</translation>
    </message>
    <message>
        <source>What the installation needs</source>
        <translation>安装所需条件</translation>
    </message>
    <message>
        <source>&lt;ul&gt;&lt;li&gt;&lt;b&gt;An internet connection&lt;/b&gt;, or a folder of PyTorch&apos;s wheel files copied from another computer.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Free disk space&lt;/b&gt;: about 1 GB for the processor-only build, several GB for a graphics-card build. The installer checks the space as it downloads and stops before the disk is full.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Time&lt;/b&gt;: mostly the download. You may cancel at any moment; nothing is left half installed.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;ul&gt;&lt;li&gt;&lt;b&gt;网络连接&lt;/b&gt;，或从另一台计算机复制来的 PyTorch wheel 包文件夹。&lt;/li&gt;&lt;li&gt;&lt;b&gt;可用磁盘空间&lt;/b&gt;：仅处理器构建版本约需 1 GB，显卡构建版本需要数 GB。安装程序会在下载过程中检查空间，并在磁盘写满之前停止。&lt;/li&gt;&lt;li&gt;&lt;b&gt;时间&lt;/b&gt;：主要用于下载。您可以随时取消；不会留下安装了一半的内容。&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>The previous run ended unexpectedly</source>
        <translation>上次运行意外结束</translation>
    </message>
    <message>
        <source>%1 stopped unexpectedly on %2. Any installation that was in progress will be undone the next time you install. If this happens again, please send this report to support: %3</source>
        <extracomment>%1 is the product&apos;s name, %2 a date and time, %3 a file</extracomment>
        <translation>%1 于 %2 意外停止。正在进行的安装将在您下次安装时被撤销。如果再次发生，请将此报告发送给技术支持：%3</translation>
    </message>
    <message>
        <source>Open the report&apos;s &amp;folder</source>
        <translation>打开报告所在的文件夹(&amp;F)</translation>
    </message>
    <message>
        <source>Open the folder that holds the report</source>
        <translation>打开包含该报告的文件夹</translation>
    </message>
    <message>
        <source>Its last message was: %1</source>
        <extracomment>%1 is the message, in English, as the program printed it</extracomment>
        <translation>它的最后一条消息是：%1</translation>
    </message>
</context>
</TS>
