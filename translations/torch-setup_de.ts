<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>Branding</name>
    <message>
        <source>%1 is not a branding profile: %2 at byte %3</source>
        <extracomment>%1 is a file, %2 the JSON parser&apos;s reason, %3 a byte offset</extracomment>
        <translation>%1 ist kein Branding-Profil: %2 bei Byte %3</translation>
    </message>
    <message>
        <source>%1 is not a branding profile: it is not a JSON object.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1 ist kein Branding-Profil: Es ist kein JSON-Objekt.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 is a file, %2 what is wrong in it</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: format_version: this program reads format %2</source>
        <extracomment>%1 is a file; format_version is a key in it</extracomment>
        <translation>%1: format_version: Dieses Programm liest Format %2</translation>
    </message>
    <message>
        <source>%1: logo: %2 does not exist</source>
        <extracomment>%1 is the profile&apos;s file, %2 the logo&apos;s file; &quot;logo&quot; is a key in the profile</extracomment>
        <translation>%1: logo: %2 existiert nicht</translation>
    </message>
    <message>
        <source>%1: licence: %2 does not exist</source>
        <extracomment>%1 is the profile&apos;s file, %2 the licence&apos;s file; &quot;licence&quot; is a key in the profile</extracomment>
        <translation>%1: licence: %2 existiert nicht</translation>
    </message>
    <message>
        <source>%1: accent_color: &quot;%2&quot; is not a colour (write e.g. &quot;#ee4c2c&quot;)</source>
        <extracomment>%1 is a file, %2 the value found; accent_color is a key in it</extracomment>
        <translation>%1: accent_color: „%2“ ist keine Farbe (schreiben Sie z. B. &quot;#ee4c2c&quot;)</translation>
    </message>
    <message>
        <source>The branding profile %1 cannot be read: %2</source>
        <extracomment>%1 is a file, %2 the system&apos;s reason</extracomment>
        <translation>Das Branding-Profil %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: translations: &quot;%2&quot; is not a language code (write e.g. &quot;de&quot; or &quot;zh_CN&quot;)</source>
        <extracomment>%1 is a file, %2 the key found; &quot;translations&quot; is a key in it</extracomment>
        <translation>%1: translations: „%2“ ist kein Sprachcode (schreiben Sie z. B. &quot;de&quot; oder &quot;zh_CN&quot;)</translation>
    </message>
    <message>
        <source>%1: %2.licence: %3 does not exist</source>
        <extracomment>%1 is the profile&apos;s file, %2 the place in it, %3 the licence&apos;s file</extracomment>
        <translation>%1: %2.licence: %3 existiert nicht</translation>
    </message>
    <message>
        <source>%1: %2: &quot;%3&quot; is not a pip requirement (write e.g. &quot;diffusers==0.31.0&quot;)</source>
        <extracomment>%1 is the profile&apos;s file, %2 the place in it (such as extra_requirements[0]), %3 the value found there</extracomment>
        <translation>%1: %2: „%3“ ist keine pip-Anforderung (schreiben Sie z. B. &quot;diffusers==0.31.0&quot;)</translation>
    </message>
    <message>
        <source>%1: %2: &quot;%3&quot; is not a build or a pattern of builds (write e.g. &quot;cu*&quot;, &quot;rocm6.4&quot; or &quot;cpu&quot;)</source>
        <extracomment>%1 is the profile&apos;s file, %2 the place in it (such as allowed_backends[0]), %3 the value found there; cu*, rocm6.4 and cpu are builds&apos; names and patterns of them</extracomment>
        <translation>%1: %2: „%3“ ist weder ein Build noch ein Muster für Builds (schreiben Sie z. B. &quot;cu*&quot;, &quot;rocm6.4&quot; oder &quot;cpu&quot;)</translation>
    </message>
    <message>
        <source>null</source>
        <extracomment>a kind of JSON value, either argument of &quot;expected %1, found %2&quot;: JSON&apos;s null (no value)</extracomment>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <extracomment>a kind of JSON value, either argument of &quot;expected %1, found %2&quot;: true or false</extracomment>
        <translation>ein boolescher Wert</translation>
    </message>
    <message>
        <source>a number</source>
        <extracomment>a kind of JSON value, either argument of &quot;expected %1, found %2&quot;</extracomment>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>a string</source>
        <extracomment>a kind of JSON value, either argument of &quot;expected %1, found %2&quot;: a text in quotes</extracomment>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>an array</source>
        <extracomment>a kind of JSON value, either argument of &quot;expected %1, found %2&quot;: a list in [ ]</extracomment>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>an object</source>
        <extracomment>a kind of JSON value, either argument of &quot;expected %1, found %2&quot;: named values in { }</extracomment>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>nothing</source>
        <extracomment>the %2 of &quot;expected %1, found %2&quot; when there is no value at all</extracomment>
        <translation>nichts</translation>
    </message>
    <message>
        <source>unknown key %1</source>
        <extracomment>a problem in a JSON file, after the place it is at; %1 is a key that is not expected there</extracomment>
        <translation>unbekannter Schlüssel %1</translation>
    </message>
    <message>
        <source>missing %1</source>
        <extracomment>a problem in a JSON file, after the place it is at; %1 is a key that must be there</extracomment>
        <translation>%1 fehlt</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <extracomment>a problem in a JSON file, after the place it is at; %1 and %2 are kinds of JSON value, such as &quot;a string&quot; and &quot;a number&quot;</extracomment>
        <translation>erwartet: %1, gefunden: %2</translation>
    </message>
    <message>
        <source>is empty</source>
        <extracomment>a problem in a JSON file, after the place it is at: the text or list there is empty</extracomment>
        <translation>ist leer</translation>
    </message>
    <message>
        <source>a version string</source>
        <extracomment>a kind of JSON value, the %1 of &quot;expected %1, found %2&quot;</extracomment>
        <translation>eine Versionsangabe als Zeichenkette</translation>
    </message>
    <message>
        <source>%1 is not a version of digits and dots such as &quot;12.8&quot;</source>
        <extracomment>a problem in a JSON file, after the place it is at; %1 is the value found</extracomment>
        <translation>%1 ist keine Version aus Ziffern und Punkten wie &quot;12.8&quot;</translation>
    </message>
    <message>
        <source>%1 is listed twice</source>
        <extracomment>a problem in a JSON file, after the place it is at; %1 is the value found twice in a list</extracomment>
        <translation>%1 ist doppelt aufgeführt</translation>
    </message>
    <message>
        <source>%1: policy_data.keys: at most two keys (one in use, one to come)</source>
        <extracomment>%1 is the profile&apos;s file; policy_data.keys is a place in it</extracomment>
        <translation>%1: policy_data.keys: höchstens zwei Schlüssel (einer in Gebrauch, einer für später)</translation>
    </message>
    <message>
        <source>%1: %2: not an Ed25519 public key (32 bytes in base64, as scripts/publish-policy-data --new-key prints it)</source>
        <extracomment>%1 is the profile&apos;s file, %2 the place in it (such as policy_data.keys[0])</extracomment>
        <translation>%1: %2: kein öffentlicher Ed25519-Schlüssel (32 Bytes in Base64, wie scripts/publish-policy-data --new-key ihn ausgibt)</translation>
    </message>
    <message>
        <source>%1: pytorch_mirror: &quot;%2&quot; is not an http or https address (write e.g. &quot;https://mirror.example/whl/&quot;)</source>
        <extracomment>%1 is a file, %2 the value found (a password in it hidden); pytorch_mirror is a key in it</extracomment>
        <translation>%1: pytorch_mirror: „%2“ ist keine http- oder https-Adresse (schreiben Sie z. B. „https://mirror.example/whl/“)</translation>
    </message>
</context>
<context>
    <name>Common</name>
    <message>
        <source>%1 and %2</source>
        <comment>the last two items of a list</comment>
        <extracomment>%1 is an item of a list, %2 the last item</extracomment>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>an item of a list before the rest</comment>
        <extracomment>%1 is an item of a list, %2 the items after it, already joined</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>The log file %1 cannot be written: %2.</source>
        <extracomment>%1 is a file, %2 why it cannot be written (a system message or a reason below)</extracomment>
        <translation>Die Protokolldatei %1 kann nicht geschrieben werden: %2.</translation>
    </message>
    <message>
        <source>it is a link; name the file itself</source>
        <extracomment>a reason, as in &quot;The log file … cannot be written: it is a link; …&quot;</extracomment>
        <translation>sie ist eine Verknüpfung; geben Sie die Datei selbst an</translation>
    </message>
    <message>
        <source>it is not a plain file</source>
        <extracomment>a reason, as in &quot;The log file … cannot be written: it is not a plain file&quot;</extracomment>
        <translation>sie ist keine gewöhnliche Datei</translation>
    </message>
    <message>
        <source>it belongs to another user or has another name too</source>
        <extracomment>a reason, as in &quot;The log file … cannot be written: it belongs to another user or has another name too&quot;</extracomment>
        <translation>sie gehört einem anderen Benutzer oder hat noch einen weiteren Namen</translation>
    </message>
</context>
<context>
    <name>Detect</name>
    <message>
        <source>%1 is not a capture folder: it has none of sys/bus/pci/devices, system.json or tools/*.txt (see docs/capture-layout.md)</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>%1 ist kein Erfassungsordner: Er enthält weder sys/bus/pci/devices noch system.json noch tools/*.txt (siehe docs/capture-layout.md)</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 does not exist; give a capture folder or a text file with pasted tool output</source>
        <extracomment>%1 is a path that was given</extracomment>
        <translation>%1 existiert nicht; geben Sie einen Erfassungsordner oder eine Textdatei mit eingefügter Tool-Ausgabe an</translation>
    </message>
    <message>
        <source>%1 is %2 MiB; a paste of tool output is far smaller — is it the right file?</source>
        <extracomment>%1 is a file, %2 its size in MiB (a number)</extracomment>
        <translation>%1 ist %2 MiB groß; eingefügte Tool-Ausgabe ist weit kleiner – ist es die richtige Datei?</translation>
    </message>
    <message>
        <source>%1 is not a zip file that can be read (%2); a support bundle is the zip that `torch-setup-cli report --output` writes</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>%1 ist keine lesbare ZIP-Datei (%2); ein Supportpaket ist die ZIP-Datei, die `torch-setup-cli report --output` schreibt</translation>
    </message>
    <message>
        <source>%1 holds no detect.json; is it a support bundle made by `torch-setup-cli report --output`?</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1 enthält keine detect.json; ist es ein Supportpaket, das mit `torch-setup-cli report --output` erstellt wurde?</translation>
    </message>
    <message>
        <source>%1: detect.json is %2 bytes, far more than a machine&apos;s description; the bundle is damaged or not one of ours</source>
        <extracomment>%1 is a file, %2 a number of bytes</extracomment>
        <translation>%1: detect.json ist %2 Bytes groß, weit mehr als die Beschreibung eines Rechners; das Paket ist beschädigt oder stammt nicht von uns</translation>
    </message>
    <message>
        <source>%1: detect.json cannot be read whole; the bundle is damaged</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1: detect.json kann nicht vollständig gelesen werden; das Paket ist beschädigt</translation>
    </message>
    <message>
        <source>bound to %1 (reserved for passing through to a virtual machine)</source>
        <extracomment>%1 is a Linux kernel driver&apos;s name, vfio-pci or pci-stub</extracomment>
        <translation>an %1 gebunden (für das Durchreichen an eine virtuelle Maschine reserviert)</translation>
    </message>
    <message>
        <source>no driver is bound to it; install or load the vendor&apos;s driver</source>
        <translation>kein Treiber ist an sie gebunden; installieren oder laden Sie den Treiber des Herstellers</translation>
    </message>
    <message>
        <source>%1 is empty; paste the output of a tool such as `lspci -nnk`, `nvidia-smi` or `rocminfo` into it</source>
        <extracomment>%1 is a file or &quot;standard input&quot;</extracomment>
        <translation>%1 ist leer; fügen Sie die Ausgabe eines Tools wie `lspci -nnk`, `nvidia-smi` oder `rocminfo` darin ein</translation>
    </message>
    <message>
        <source>%1 starts like UTF-16 text but is not valid UTF-16</source>
        <extracomment>%1 is a file or &quot;standard input&quot;</extracomment>
        <translation>%1 beginnt wie UTF-16-Text, ist aber kein gültiges UTF-16</translation>
    </message>
    <message>
        <source>%1 is not text (binary data at byte %2); give a text file with the pasted tool output</source>
        <extracomment>%1 is a file or &quot;standard input&quot;, %2 a byte offset (a number)</extracomment>
        <translation>%1 ist kein Text (Binärdaten bei Byte %2); geben Sie eine Textdatei mit der eingefügten Tool-Ausgabe an</translation>
    </message>
    <message>
        <source>%1 is not text (it is neither UTF-8 nor UTF-16); give a text file with the pasted tool output</source>
        <extracomment>%1 is a file or &quot;standard input&quot;</extracomment>
        <translation>%1 ist kein Text (weder UTF-8 noch UTF-16); geben Sie eine Textdatei mit der eingefügten Tool-Ausgabe an</translation>
    </message>
    <message>
        <source>%1 looks like JSON but is not valid: %2 at byte %3 (was it cut off?)</source>
        <extracomment>%1 is a file or &quot;standard input&quot;, %2 the JSON parser&apos;s reason, %3 a byte offset</extracomment>
        <translation>%1 sieht aus wie JSON, ist aber ungültig: %2 bei Byte %3 (wurde es abgeschnitten?)</translation>
    </message>
    <message>
        <source>%1 holds JSON of no known kind; expected `system_profiler -json SPDisplaysDataType` or `rocm-smi --json` output, or the format of `detect --json`</source>
        <extracomment>%1 is a file or &quot;standard input&quot;</extracomment>
        <translation>%1 enthält JSON unbekannter Art; erwartet wird die Ausgabe von `system_profiler -json SPDisplaysDataType` oder `rocm-smi --json` oder das Format von `detect --json`</translation>
    </message>
    <message>
        <source>%1: no GPU listing was recognized; paste the output of lspci -nnk, nvidia-smi, rocminfo, rocm-smi, amd-smi, system_profiler SPDisplaysDataType, dxdiag /t or Get-CimInstance Win32_VideoController</source>
        <extracomment>%1 is a file or &quot;standard input&quot;</extracomment>
        <translation>%1: Es wurde keine GPU-Auflistung erkannt; fügen Sie die Ausgabe von lspci -nnk, nvidia-smi, rocminfo, rocm-smi, amd-smi, system_profiler SPDisplaysDataType, dxdiag /t oder Get-CimInstance Win32_VideoController ein</translation>
    </message>
    <message>
        <source>a software renderer, not a GPU</source>
        <translation>ein Software-Renderer, keine GPU</translation>
    </message>
</context>
<context>
    <name>Diagnose</name>
    <message>
        <source>an AMD GPU (%1)</source>
        <extracomment>%1 is a gfx target such as gfx1100</extracomment>
        <translation>eine AMD-GPU (%1)</translation>
    </message>
    <message>
        <source>a GPU [%1:%2]</source>
        <extracomment>%1 and %2 are PCI vendor and device ids, such as 10de and 2684</extracomment>
        <translation>eine GPU [%1:%2]</translation>
    </message>
    <message>
        <source>%1 holds no text; paste the error, the log or the output of `python -m torch.utils.collect_env` into it.</source>
        <extracomment>%1 is a file or &quot;standard input&quot;</extracomment>
        <translation>%1 enthält keinen Text; fügen Sie den Fehler, das Protokoll oder die Ausgabe von `python -m torch.utils.collect_env` darin ein.</translation>
    </message>
    <message>
        <source>The text names no GPU, so no build is named here: run `torch-setup-cli recommend` on that computer, or paste its `nvidia-smi`, `rocminfo` or `lspci` output along with the error.</source>
        <translation>Der Text nennt keine GPU, daher wird hier kein Build genannt: Führen Sie `torch-setup-cli recommend` auf dem Computer des Kunden aus, oder fügen Sie zusammen mit dem Fehler dessen Ausgabe von `nvidia-smi`, `rocminfo` oder `lspci` ein.</translation>
    </message>
    <message>
        <source>The text does not say which operating system the computer runs, so no build is named here: add the output of `python -m torch.utils.collect_env` to it.</source>
        <translation>Der Text gibt nicht an, welches Betriebssystem auf dem Computer läuft, daher wird hier kein Build genannt: Ergänzen Sie die Ausgabe von `python -m torch.utils.collect_env`.</translation>
    </message>
    <message>
        <source>the %1 architecture</source>
        <extracomment>%1 is a CPU architecture such as x86_64 or arm64</extracomment>
        <translation>die Architektur %1</translation>
    </message>
    <message>
        <source>Python %1</source>
        <extracomment>%1 is a Python version such as 3.12</extracomment>
        <translation>Python %1</translation>
    </message>
    <message>
        <source>No PyTorch build fits the computer the text describes: %1</source>
        <extracomment>%1 is why no build fits (a clause)</extracomment>
        <translation>Kein PyTorch-Build passt zu dem Computer, den der Text beschreibt: %1</translation>
    </message>
    <message>
        <source>For the computer in this text (%1), Torch Setup recommends %2 with torch %3.</source>
        <extracomment>%1 is a list of GPU names, %2 a build such as cu128, %3 a torch version such as 2.9.0</extracomment>
        <translation>Für den Computer in diesem Text (%1) empfiehlt Torch Setup %2 mit torch %3.</translation>
    </message>
    <message>
        <source>The text does not say it, so this assumes %1.</source>
        <extracomment>%1 lists what is assumed, such as &quot;the x86_64 architecture and Python 3.12&quot;</extracomment>
        <translation>Der Text gibt dies nicht an, daher wird Folgendes angenommen: %1.</translation>
    </message>
    <message>
        <source>About the recommended build: %1 (%2)</source>
        <extracomment>%1 is a warning (a clause), %2 how to deal with it (a clause)</extracomment>
        <translation>Zum empfohlenen Build: %1 (%2)</translation>
    </message>
    <message>
        <source>driver %1</source>
        <extracomment>%1 is a driver version such as 570.86</extracomment>
        <translation>Treiber %1</translation>
    </message>
    <message>
        <source>Read from %1: %2
</source>
        <extracomment>%1 is a file, &quot;standard input&quot; or &quot;the pasted text&quot;; %2 a list of facts separated by semicolons, such as &quot;torch 2.9.0, a CUDA 12.8 build; NVIDIA GeForce RTX 4090; driver 570.86; linux&quot;</extracomment>
        <translation>Gelesen aus %1: %2
</translation>
    </message>
    <message>
        <source>No known failure was found in this text.
</source>
        <translation>In diesem Text wurde kein bekannter Fehler gefunden.
</translation>
    </message>
    <message>
        <source>If PyTorch still fails, send a support bundle made on that computer: torch-setup-cli report --venv DIR --output support.zip
</source>
        <translation>Wenn PyTorch weiterhin fehlschlägt, senden Sie ein Supportpaket, das auf dem Computer des Kunden erstellt wurde: torch-setup-cli report --venv DIR --output support.zip
</translation>
    </message>
    <message>
        <source>1 problem found:
</source>
        <translation>1 Problem gefunden:
</translation>
    </message>
    <message>
        <source>   Seen at:
</source>
        <translation>   Gesehen bei:
</translation>
    </message>
    <message>
        <source>     line %1: %2
</source>
        <extracomment>%1 is a line number, %2 the text of that line, as pasted</extracomment>
        <translation>     Zeile %1: %2
</translation>
    </message>
    <message>
        <source>   Fix: %1
</source>
        <extracomment>%1 is what to do (a sentence)</extracomment>
        <translation>   Lösung: %1
</translation>
    </message>
    <message>
        <source>   (cause: %1)
</source>
        <extracomment>%1 is a cause code such as no_kernel_image (not translated)</extracomment>
        <translation>   (Ursache: %1)
</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <extracomment>%1 is a note (a whole sentence)</extracomment>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>torch (version not given)</source>
        <translation>torch (Version nicht angegeben)</translation>
    </message>
    <message>
        <source>torch %1</source>
        <translation>torch %1</translation>
    </message>
    <message>
        <source>%1, a CUDA build</source>
        <extracomment>%1 is torch with its version, such as &quot;torch 2.9.0&quot;</extracomment>
        <translation>%1, ein CUDA-Build</translation>
    </message>
    <message>
        <source>%1, a CUDA %2 build</source>
        <extracomment>%1 is torch with its version, such as &quot;torch 2.9.0&quot;; %2 a CUDA version such as 12.8</extracomment>
        <translation>%1, ein CUDA-%2-Build</translation>
    </message>
    <message>
        <source>%1, a ROCm build</source>
        <extracomment>%1 is torch with its version, such as &quot;torch 2.9.0&quot;</extracomment>
        <translation>%1, ein ROCm-Build</translation>
    </message>
    <message>
        <source>%1, a ROCm %2 build</source>
        <extracomment>%1 is torch with its version, such as &quot;torch 2.9.0&quot;; %2 a ROCm version such as 6.4</extracomment>
        <translation>%1, ein ROCm-%2-Build</translation>
    </message>
    <message>
        <source>%1, a CPU-only build</source>
        <extracomment>%1 is torch with its version, such as &quot;torch 2.9.0&quot;</extracomment>
        <translation>%1, ein reiner CPU-Build</translation>
    </message>
    <message>
        <source>%1, an Intel XPU build</source>
        <extracomment>%1 is torch with its version, such as &quot;torch 2.9.0&quot;</extracomment>
        <translation>%1, ein Intel-XPU-Build</translation>
    </message>
    <message>
        <source>%1, a macOS build</source>
        <extracomment>%1 is torch with its version, such as &quot;torch 2.9.0&quot;</extracomment>
        <translation>%1, ein macOS-Build</translation>
    </message>
    <message numerus="yes">
        <source>%n problems found, in the order the text shows them:
</source>
        <extracomment>%n is the number of problems, 2 or more (one problem has its own sentence)</extracomment>
        <translation>
            <numerusform>%n Problem gefunden, in der Reihenfolge, in der es im Text steht:
</numerusform>
            <numerusform>%n Probleme gefunden, in der Reihenfolge, in der sie im Text stehen:
</numerusform>
        </translation>
    </message>
    <message>
        <source>     and 1 more line
</source>
        <translation>     und 1 weitere Zeile
</translation>
    </message>
    <message numerus="yes">
        <source>     and %n more lines
</source>
        <extracomment>%n is the number of lines not shown, 2 or more (one line has its own sentence)</extracomment>
        <translation>
            <numerusform>     und %n weitere Zeile
</numerusform>
            <numerusform>     und %n weitere Zeilen
</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is the target of %2 in Torch Setup&apos;s GPU database; the text itself does not state it.</source>
        <extracomment>%1 is a gfx target such as gfx1031, %2 a GPU name such as AMD Radeon RX 6700 XT</extracomment>
        <translation>%1 ist in der GPU-Datenbank von Torch Setup das Target von %2; der Text selbst nennt es nicht.</translation>
    </message>
    <message>
        <source>PyTorch was built with CUDA %1, which needs NVIDIA driver %2 or newer; the text shows driver %3.</source>
        <extracomment>%1 is a CUDA version such as 10.2, %2 and %3 NVIDIA driver versions such as 440.33 and 418.87</extracomment>
        <translation>PyTorch wurde mit CUDA %1 gebaut, das den NVIDIA-Treiber %2 oder neuer braucht; der Text zeigt Treiber %3.</translation>
    </message>
</context>
<context>
    <name>FailureSignatures</name>
    <message>
        <source>The installed PyTorch build has no kernels for this NVIDIA GPU.</source>
        <extracomment>from the failure signature cuda-arch-not-in-build</extracomment>
        <translation>Der installierte PyTorch-Build enthält keine Kernel für diese NVIDIA-GPU.</translation>
    </message>
    <message>
        <source>{gpu} has compute capability {cc} (sm_{sm}).</source>
        <extracomment>from the failure signature cuda-arch-not-in-build</extracomment>
        <translation>{gpu} hat die Compute Capability {cc} (sm_{sm}).</translation>
    </message>
    <message>
        <source>The installed build ships kernels for {built}.</source>
        <extracomment>from the failure signature cuda-arch-not-in-build</extracomment>
        <translation>Der installierte Build liefert Kernel für {built} mit.</translation>
    </message>
    <message>
        <source>Install a PyTorch build compiled for this GPU&apos;s generation: a new GPU needs a build for a newer CUDA (Blackwell&apos;s sm_120 needs cu128 or newer), an old one a build that still lists its compute capability.</source>
        <extracomment>from the failure signature cuda-arch-not-in-build</extracomment>
        <translation>Installieren Sie einen PyTorch-Build, der für die Generation dieser GPU kompiliert wurde: Eine neue GPU braucht einen Build für eine neuere CUDA-Version (sm_120 von Blackwell braucht cu128 oder neuer), eine alte einen Build, der ihre Compute Capability noch aufführt.</translation>
    </message>
    <message>
        <source>The installed ROCm build of PyTorch has no kernels for this AMD GPU&apos;s target.</source>
        <extracomment>from the failure signature hip-target-not-in-build</extracomment>
        <translation>Der installierte ROCm-Build von PyTorch enthält keine Kernel für das Target dieser AMD-GPU.</translation>
    </message>
    <message>
        <source>The GPU&apos;s target is {gfx}.</source>
        <extracomment>from the failure signature hip-target-not-in-build</extracomment>
        <translation>Das Target der GPU ist {gfx}.</translation>
    </message>
    <message>
        <source>Install a build with native kernels for the GPU&apos;s target: AMD&apos;s TheRock wheels cover many Radeon GPUs that upstream ROCm builds leave out. Only where Torch Setup&apos;s data records it as safe, set HSA_OVERRIDE_GFX_VERSION to a supported target instead.</source>
        <extracomment>from the failure signature hip-target-not-in-build</extracomment>
        <translation>Installieren Sie einen Build mit nativen Kerneln für das Target der GPU: Die TheRock-Wheels von AMD decken viele Radeon-GPUs ab, die die offiziellen ROCm-Builds auslassen. Setzen Sie stattdessen HSA_OVERRIDE_GFX_VERSION auf ein unterstütztes Target, aber nur dort, wo die Daten von Torch Setup dies als sicher verzeichnen.</translation>
    </message>
    <message>
        <source>The NVIDIA driver is too old for the installed PyTorch build.</source>
        <extracomment>from the failure signature nvidia-driver-too-old</extracomment>
        <translation>Der NVIDIA-Treiber ist zu alt für den installierten PyTorch-Build.</translation>
    </message>
    <message>
        <source>The driver supports CUDA {driver_cuda} at most.</source>
        <extracomment>from the failure signature nvidia-driver-too-old</extracomment>
        <translation>Der Treiber unterstützt höchstens CUDA {driver_cuda}.</translation>
    </message>
    <message>
        <source>Update the NVIDIA driver (nvidia.com/drivers, or your distribution&apos;s driver package), or install a PyTorch build for a CUDA version this driver runs.</source>
        <extracomment>from the failure signature nvidia-driver-too-old</extracomment>
        <translation>Aktualisieren Sie den NVIDIA-Treiber (nvidia.com/drivers oder das Treiberpaket Ihrer Distribution), oder installieren Sie einen PyTorch-Build für eine CUDA-Version, die dieser Treiber ausführt.</translation>
    </message>
    <message>
        <source>The NVIDIA driver is not installed or not loaded.</source>
        <extracomment>from the failure signature nvidia-no-driver</extracomment>
        <translation>Der NVIDIA-Treiber ist nicht installiert oder nicht geladen.</translation>
    </message>
    <message>
        <source>Install the NVIDIA driver from your distribution (Ubuntu: sudo ubuntu-drivers install) and reboot. If it is installed, Secure Boot may be keeping its kernel module out: enroll the module&apos;s key or turn Secure Boot off, then check that nvidia-smi answers.</source>
        <extracomment>from the failure signature nvidia-no-driver</extracomment>
        <translation>Installieren Sie den NVIDIA-Treiber aus Ihrer Distribution (Ubuntu: sudo ubuntu-drivers install) und starten Sie neu. Wenn er installiert ist, hält Secure Boot möglicherweise sein Kernelmodul fern: Registrieren Sie den Schlüssel des Moduls oder schalten Sie Secure Boot aus, und prüfen Sie dann, ob nvidia-smi antwortet.</translation>
    </message>
    <message>
        <source>Install the NVIDIA driver for this GPU from nvidia.com/drivers and restart Windows; then check that nvidia-smi answers in a terminal.</source>
        <extracomment>from the failure signature nvidia-no-driver</extracomment>
        <translation>Installieren Sie den NVIDIA-Treiber für diese GPU von nvidia.com/drivers und starten Sie Windows neu; prüfen Sie dann, ob nvidia-smi in einem Terminal antwortet.</translation>
    </message>
    <message>
        <source>Install the NVIDIA driver for this GPU and restart; then check that nvidia-smi answers.</source>
        <extracomment>from the failure signature nvidia-no-driver</extracomment>
        <translation>Installieren Sie den NVIDIA-Treiber für diese GPU und starten Sie neu; prüfen Sie dann, ob nvidia-smi antwortet.</translation>
    </message>
    <message>
        <source>A CPU-only build of PyTorch is installed, so the program cannot use the GPU.</source>
        <extracomment>from the failure signature cpu-build</extracomment>
        <translation>Es ist ein reiner CPU-Build von PyTorch installiert, daher kann das Programm die GPU nicht nutzen.</translation>
    </message>
    <message>
        <source>CUDA does not exist on a Mac: the program must use the &quot;mps&quot; device (Apple GPUs) or the CPU. Ask its makers for Mac support, or run it with its CPU option.</source>
        <extracomment>from the failure signature cpu-build</extracomment>
        <translation>CUDA gibt es auf einem Mac nicht: Das Programm muss das Gerät &quot;mps&quot; (Apple-GPUs) oder die CPU verwenden. Bitten Sie die Hersteller des Programms um Mac-Unterstützung, oder starten Sie es mit seiner CPU-Option.</translation>
    </message>
    <message>
        <source>Replace it with the GPU build for this computer: uninstall torch, torchvision and torchaudio, then install them from the build&apos;s index (a plain `pip install torch` on Windows always gives the CPU build).</source>
        <extracomment>from the failure signature cpu-build</extracomment>
        <translation>Ersetzen Sie ihn durch den GPU-Build für diesen Computer: Deinstallieren Sie torch, torchvision und torchaudio und installieren Sie sie dann aus dem Index des Builds (ein einfaches `pip install torch` liefert unter Windows immer den CPU-Build).</translation>
    </message>
    <message>
        <source>A CPU-only build of PyTorch is installed on a computer with a GPU that PyTorch could use.</source>
        <extracomment>from the failure signature cpu-build-collect-env</extracomment>
        <translation>Auf einem Computer mit einer GPU, die PyTorch nutzen könnte, ist ein reiner CPU-Build von PyTorch installiert.</translation>
    </message>
    <message>
        <source>Replace it with the GPU build for this computer: uninstall torch, torchvision and torchaudio, then install them from the build&apos;s index.</source>
        <extracomment>from the failure signature cpu-build-collect-env</extracomment>
        <translation>Ersetzen Sie ihn durch den GPU-Build für diesen Computer: Deinstallieren Sie torch, torchvision und torchaudio und installieren Sie sie dann aus dem Index des Builds.</translation>
    </message>
    <message>
        <source>A CUDA build of PyTorch is installed but does not see the NVIDIA GPU.</source>
        <extracomment>from the failure signature cuda-not-available</extracomment>
        <translation>Ein CUDA-Build von PyTorch ist installiert, sieht aber die NVIDIA-GPU nicht.</translation>
    </message>
    <message>
        <source>Check that nvidia-smi lists the GPU and that the driver is new enough for the build (it needs the driver that its CUDA version names, or newer); check that CUDA_VISIBLE_DEVICES does not hide the GPU.</source>
        <extracomment>from the failure signature cuda-not-available</extracomment>
        <translation>Prüfen Sie, ob nvidia-smi die GPU auflistet und ob der Treiber neu genug für den Build ist (er braucht den Treiber, den seine CUDA-Version nennt, oder einen neueren); prüfen Sie, ob CUDA_VISIBLE_DEVICES die GPU verbirgt.</translation>
    </message>
    <message>
        <source>The CUDA driver could not start on this GPU.</source>
        <extracomment>from the failure signature cuda-unknown-error</extracomment>
        <translation>Der CUDA-Treiber konnte auf dieser GPU nicht starten.</translation>
    </message>
    <message>
        <source>This usually follows a suspend and resume or a driver update without a restart: restart the computer, or reload the NVIDIA unified-memory module (sudo rmmod nvidia_uvm &amp;&amp; sudo modprobe nvidia_uvm).</source>
        <extracomment>from the failure signature cuda-unknown-error</extracomment>
        <translation>Das passiert meist nach Standby und Fortsetzen oder nach einem Treiber-Update ohne Neustart: Starten Sie den Computer neu, oder laden Sie das Unified-Memory-Modul von NVIDIA neu (sudo rmmod nvidia_uvm &amp;&amp; sudo modprobe nvidia_uvm).</translation>
    </message>
    <message>
        <source>Restart the computer (this usually follows a driver update or a suspend), and check that no other program holds the GPU exclusively.</source>
        <extracomment>from the failure signature cuda-unknown-error</extracomment>
        <translation>Starten Sie den Computer neu (das passiert meist nach einem Treiber-Update oder nach Standby), und prüfen Sie, ob ein anderes Programm die GPU exklusiv belegt.</translation>
    </message>
    <message>
        <source>This user may not use the AMD GPU: /dev/kfd or /dev/dri is not accessible.</source>
        <extracomment>from the failure signature kfd-permission</extracomment>
        <translation>Dieser Benutzer darf die AMD-GPU nicht verwenden: Auf /dev/kfd oder /dev/dri kann nicht zugegriffen werden.</translation>
    </message>
    <message>
        <source>Add the user to the render and video groups (sudo usermod -aG render,video $USER), then log out and in again. In a container, pass --device=/dev/kfd --device=/dev/dri and the same groups.</source>
        <extracomment>from the failure signature kfd-permission</extracomment>
        <translation>Fügen Sie den Benutzer den Gruppen render und video hinzu (sudo usermod -aG render,video $USER), melden Sie sich dann ab und wieder an. Übergeben Sie in einem Container --device=/dev/kfd --device=/dev/dri und dieselben Gruppen.</translation>
    </message>
    <message>
        <source>The ROCm build of PyTorch sees no AMD GPU.</source>
        <extracomment>from the failure signature no-hip-gpu</extracomment>
        <translation>Der ROCm-Build von PyTorch sieht keine AMD-GPU.</translation>
    </message>
    <message>
        <source>Check, in this order: the user is in the render and video groups (sudo usermod -aG render,video $USER, then log out and in); the amdgpu driver is loaded (/dev/kfd exists); HIP_VISIBLE_DEVICES or ROCR_VISIBLE_DEVICES does not hide the GPU; the GPU&apos;s target is one the build supports.</source>
        <extracomment>from the failure signature no-hip-gpu</extracomment>
        <translation>Prüfen Sie in dieser Reihenfolge: ob der Benutzer in den Gruppen render und video ist (sudo usermod -aG render,video $USER, dann ab- und wieder anmelden); ob der amdgpu-Treiber geladen ist (/dev/kfd existiert); ob HIP_VISIBLE_DEVICES oder ROCR_VISIBLE_DEVICES die GPU verbirgt; ob das Target der GPU eines ist, das der Build unterstützt.</translation>
    </message>
    <message>
        <source>torch.compile needs Triton, which is not installed.</source>
        <extracomment>from the failure signature triton-missing</extracomment>
        <translation>torch.compile braucht Triton, das nicht installiert ist.</translation>
    </message>
    <message>
        <source>Install triton-windows in the same environment, in the version that matches torch (pip install &quot;triton-windows&lt;3.7&quot; for torch 2.10, for example; Torch Setup installs the right one with the CUDA build).</source>
        <extracomment>from the failure signature triton-missing</extracomment>
        <translation>Installieren Sie triton-windows in derselben Umgebung, in der Version, die zu torch passt (zum Beispiel pip install &quot;triton-windows&lt;3.7&quot; für torch 2.10; Torch Setup installiert mit dem CUDA-Build die richtige).</translation>
    </message>
    <message>
        <source>Install pytorch-triton-rocm from the same index as torch (Torch Setup installs it with the ROCm build).</source>
        <extracomment>from the failure signature triton-missing</extracomment>
        <translation>Installieren Sie pytorch-triton-rocm aus demselben Index wie torch (Torch Setup installiert es mit dem ROCm-Build).</translation>
    </message>
    <message>
        <source>Install pytorch-triton-xpu from the same index as torch (Torch Setup installs it with the XPU build).</source>
        <extracomment>from the failure signature triton-missing</extracomment>
        <translation>Installieren Sie pytorch-triton-xpu aus demselben Index wie torch (Torch Setup installiert es mit dem XPU-Build).</translation>
    </message>
    <message>
        <source>Install triton in the same environment, in the version torch asks for (pip show torch lists it under Requires); CUDA builds from download.pytorch.org bring it along.</source>
        <extracomment>from the failure signature triton-missing</extracomment>
        <translation>Installieren Sie triton in derselben Umgebung, in der Version, die torch verlangt (pip show torch führt sie unter Requires auf); CUDA-Builds von download.pytorch.org bringen es mit.</translation>
    </message>
    <message>
        <source>torch.compile found no C or C++ compiler.</source>
        <extracomment>from the failure signature no-cpp-compiler</extracomment>
        <translation>torch.compile hat keinen C- oder C++-Compiler gefunden.</translation>
    </message>
    <message>
        <source>Install Visual Studio Build Tools with the &quot;Desktop development with C++&quot; workload, then start the program from the &quot;x64 Native Tools Command Prompt&quot; (or run vcvars64.bat first).</source>
        <extracomment>from the failure signature no-cpp-compiler</extracomment>
        <translation>Installieren Sie die Visual Studio Build Tools mit der Workload „Desktopentwicklung mit C++“ (&quot;Desktop development with C++&quot;) und starten Sie das Programm dann aus der „x64 Native Tools Command Prompt“ (oder führen Sie zuerst vcvars64.bat aus).</translation>
    </message>
    <message>
        <source>Install Apple&apos;s command line tools: xcode-select --install.</source>
        <extracomment>from the failure signature no-cpp-compiler</extracomment>
        <translation>Installieren Sie die Befehlszeilentools von Apple: xcode-select --install.</translation>
    </message>
    <message>
        <source>Install a compiler and Python&apos;s headers: sudo apt install build-essential python3-dev (Debian, Ubuntu), sudo dnf install gcc-c++ python3-devel (Fedora), sudo pacman -S gcc (Arch).</source>
        <extracomment>from the failure signature no-cpp-compiler</extracomment>
        <translation>Installieren Sie einen Compiler und die Header von Python: sudo apt install build-essential python3-dev (Debian, Ubuntu), sudo dnf install gcc-c++ python3-devel (Fedora), sudo pacman -S gcc (Arch).</translation>
    </message>
    <message>
        <source>torch.compile cannot build its kernels: Python&apos;s C headers are missing.</source>
        <extracomment>from the failure signature no-python-headers</extracomment>
        <translation>torch.compile kann seine Kernel nicht bauen: Die C-Header von Python fehlen.</translation>
    </message>
    <message>
        <source>Install Python&apos;s development headers for this Python: sudo apt install python3-dev (Debian, Ubuntu; python3.X-dev for another version), sudo dnf install python3-devel (Fedora).</source>
        <extracomment>from the failure signature no-python-headers</extracomment>
        <translation>Installieren Sie die Entwicklungs-Header für dieses Python: sudo apt install python3-dev (Debian, Ubuntu; python3.X-dev für eine andere Version), sudo dnf install python3-devel (Fedora).</translation>
    </message>
    <message>
        <source>Windows could not load PyTorch&apos;s libraries.</source>
        <extracomment>from the failure signature windows-dll-load</extracomment>
        <translation>Windows konnte die Bibliotheken von PyTorch nicht laden.</translation>
    </message>
    <message>
        <source>The library that failed is {dll}.</source>
        <extracomment>from the failure signature windows-dll-load</extracomment>
        <translation>Die fehlgeschlagene Bibliothek ist {dll}.</translation>
    </message>
    <message>
        <source>Install the latest Microsoft Visual C++ Redistributable (x64) and restart. If it still fails, install PyTorch into a new environment: a mix of builds in one environment (CPU and CUDA, or two versions) breaks the same way.</source>
        <extracomment>from the failure signature windows-dll-load</extracomment>
        <translation>Installieren Sie das neueste Microsoft Visual C++ Redistributable (x64) und starten Sie neu. Wenn es weiterhin fehlschlägt, installieren Sie PyTorch in eine neue Umgebung: Eine Mischung von Builds in einer Umgebung (CPU und CUDA oder zwei Versionen) scheitert auf dieselbe Weise.</translation>
    </message>
    <message>
        <source>A library PyTorch needs is missing.</source>
        <extracomment>from the failure signature shared-library-missing</extracomment>
        <translation>Eine Bibliothek, die PyTorch braucht, fehlt.</translation>
    </message>
    <message>
        <source>The missing library is {lib}.</source>
        <extracomment>from the failure signature shared-library-missing</extracomment>
        <translation>Die fehlende Bibliothek ist {lib}.</translation>
    </message>
    <message>
        <source>Install torch, torchvision and torchaudio again, together, into a new environment: pip then brings the CUDA libraries (the nvidia-* packages) the build was made with. A torch copied from another machine, or mixed with a system CUDA, breaks this way.</source>
        <extracomment>from the failure signature shared-library-missing</extracomment>
        <translation>Installieren Sie torch, torchvision und torchaudio erneut, gemeinsam, in eine neue Umgebung: pip bringt dann die CUDA-Bibliotheken (die Pakete nvidia-*) mit, mit denen der Build erstellt wurde. Ein torch, das von einem anderen Rechner kopiert oder mit einem System-CUDA gemischt wurde, scheitert auf diese Weise.</translation>
    </message>
    <message>
        <source>PyTorch&apos;s libraries do not fit together: a symbol one of them needs is missing.</source>
        <extracomment>from the failure signature undefined-symbol</extracomment>
        <translation>Die Bibliotheken von PyTorch passen nicht zusammen: Ein Symbol, das eine von ihnen braucht, fehlt.</translation>
    </message>
    <message>
        <source>The missing symbol is {symbol}.</source>
        <extracomment>from the failure signature undefined-symbol</extracomment>
        <translation>Das fehlende Symbol ist {symbol}.</translation>
    </message>
    <message>
        <source>torch and its companions come from different builds or versions. Install torch, torchvision and torchaudio again, together, from one index, in a new environment.</source>
        <extracomment>from the failure signature undefined-symbol</extracomment>
        <translation>torch und seine Begleitpakete stammen aus unterschiedlichen Builds oder Versionen. Installieren Sie torch, torchvision und torchaudio erneut, gemeinsam, aus einem Index, in eine neue Umgebung.</translation>
    </message>
    <message>
        <source>torchvision does not belong to the installed torch.</source>
        <extracomment>from the failure signature companion-mismatch</extracomment>
        <translation>torchvision gehört nicht zum installierten torch.</translation>
    </message>
    <message>
        <source>Install torch, torchvision and torchaudio together, in versions made for each other, from the same index (Torch Setup&apos;s plan lists the three that belong together).</source>
        <extracomment>from the failure signature companion-mismatch</extracomment>
        <translation>Installieren Sie torch, torchvision und torchaudio gemeinsam, in aufeinander abgestimmten Versionen, aus demselben Index (der Plan von Torch Setup führt die drei auf, die zusammengehören).</translation>
    </message>
    <message>
        <source>A package built for NumPy 1 is running with NumPy 2.</source>
        <extracomment>from the failure signature numpy-abi</extracomment>
        <translation>Ein Paket, das für NumPy 1 gebaut wurde, läuft mit NumPy 2.</translation>
    </message>
    <message>
        <source>Install NumPy 1 in this environment (pip install &quot;numpy&lt;2&quot;), or update the package that was built for NumPy 1 (the traceback names it). torch releases before 2.3 need NumPy 1.</source>
        <extracomment>from the failure signature numpy-abi</extracomment>
        <translation>Installieren Sie NumPy 1 in dieser Umgebung (pip install &quot;numpy&lt;2&quot;), oder aktualisieren Sie das Paket, das für NumPy 1 gebaut wurde (der Traceback nennt es). torch-Versionen vor 2.3 brauchen NumPy 1.</translation>
    </message>
    <message>
        <source>pip found no PyTorch for this Python or platform.</source>
        <extracomment>from the failure signature no-wheels</extracomment>
        <translation>pip hat kein PyTorch für dieses Python oder diese Plattform gefunden.</translation>
    </message>
    <message>
        <source>PyTorch publishes wheels for a few Python versions only (a brand-new Python, a 32-bit Python or Python 2 has none), and CUDA builds only on their own index. Use a Python that `torch-setup-cli pythons` calls usable, and name the build&apos;s index.</source>
        <extracomment>from the failure signature no-wheels</extracomment>
        <translation>PyTorch veröffentlicht Wheels nur für einige Python-Versionen (ein brandneues Python, ein 32-Bit-Python oder Python 2 hat keine) und CUDA-Builds nur auf ihrem eigenen Index. Verwenden Sie ein Python, das `torch-setup-cli pythons` als nutzbar bezeichnet, und geben Sie den Index des Builds an.</translation>
    </message>
    <message>
        <source>The GPU ran out of memory. PyTorch itself works.</source>
        <extracomment>from the failure signature out-of-memory</extracomment>
        <translation>Der GPU ist der Speicher ausgegangen. PyTorch selbst funktioniert.</translation>
    </message>
    <message>
        <source>It was asked for {alloc} more.</source>
        <extracomment>from the failure signature out-of-memory</extracomment>
        <translation>Angefordert wurden {alloc} zusätzlich.</translation>
    </message>
    <message>
        <source>Use smaller inputs or batches (or the program&apos;s low-memory option), and close other programs that use the GPU. This is not an installation problem.</source>
        <extracomment>from the failure signature out-of-memory</extracomment>
        <translation>Verwenden Sie kleinere Eingaben oder Batches (oder die Speicherspar-Option des Programms), und schließen Sie andere Programme, die die GPU nutzen. Dies ist kein Installationsproblem.</translation>
    </message>
    <message>
        <source>An operation the program uses is not available on the Apple GPU in this torch.</source>
        <extracomment>from the failure signature mps-op-missing</extracomment>
        <translation>Eine Operation, die das Programm verwendet, ist in diesem torch auf der Apple-GPU nicht verfügbar.</translation>
    </message>
    <message>
        <source>Set PYTORCH_ENABLE_MPS_FALLBACK=1 so that such operations run on the CPU (Torch Setup sets it in the environments it makes when the build needs it), or install a newer torch, which implements more of them.</source>
        <extracomment>from the failure signature mps-op-missing</extracomment>
        <translation>Setzen Sie PYTORCH_ENABLE_MPS_FALLBACK=1, damit solche Operationen auf der CPU laufen (Torch Setup setzt dies in den Umgebungen, die es erstellt, wenn der Build es braucht), oder installieren Sie ein neueres torch, das mehr davon implementiert.</translation>
    </message>
    <message>
        <source>The program&apos;s own data or code failed on the GPU (an index out of range, usually). The installation is not the cause.</source>
        <extracomment>from the failure signature device-side-assert</extracomment>
        <translation>Die eigenen Daten oder der eigene Code des Programms sind auf der GPU fehlgeschlagen (meist ein Index außerhalb des gültigen Bereichs). Die Installation ist nicht die Ursache.</translation>
    </message>
    <message>
        <source>Run the program with CUDA_LAUNCH_BLOCKING=1 to see the operation that failed, or on the CPU to get a readable error.</source>
        <extracomment>from the failure signature device-side-assert</extracomment>
        <translation>Starten Sie das Programm mit CUDA_LAUNCH_BLOCKING=1, um die fehlgeschlagene Operation zu sehen, oder auf der CPU, um eine lesbare Fehlermeldung zu erhalten.</translation>
    </message>
</context>
<context>
    <name>Install</name>
    <message>
        <source>Nothing from it was unpacked; get the archive again from a source you trust.</source>
        <translation>Nichts daraus wurde entpackt; holen Sie das Archiv erneut aus einer vertrauenswürdigen Quelle.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its symlink &quot;%2&quot; has no target.</source>
        <extracomment>%1 is an archive, %2 a symlink&apos;s name in it</extracomment>
        <translation>Das Archiv %1 wird abgelehnt: Sein Symlink „%2“ hat kein Ziel.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: the target of its symlink &quot;%2&quot; contains a control character.</source>
        <extracomment>%1 is an archive, %2 a symlink&apos;s name in it</extracomment>
        <translation>Das Archiv %1 wird abgelehnt: Das Ziel seines Symlinks „%2“ enthält ein Steuerzeichen.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: the target of its symlink &quot;%2&quot; contains a backslash.</source>
        <extracomment>%1 is an archive, %2 a symlink&apos;s name in it</extracomment>
        <translation>Das Archiv %1 wird abgelehnt: Das Ziel seines Symlinks „%2“ enthält einen Backslash.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its symlink &quot;%2&quot; points to an absolute path.</source>
        <extracomment>%1 is an archive, %2 a symlink&apos;s name in it</extracomment>
        <translation>Das Archiv %1 wird abgelehnt: Sein Symlink „%2“ verweist auf einen absoluten Pfad.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; is a hard link, which could make two names share one file.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>Das Archiv %1 wird abgelehnt: Sein Eintrag „%2“ ist ein Hardlink, durch den sich zwei Namen eine Datei teilen könnten.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; is a device or a FIFO, not a file.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>Das Archiv %1 wird abgelehnt: Sein Eintrag „%2“ ist ein Gerät oder ein FIFO, keine Datei.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; is of a kind this program does not unpack.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>Das Archiv %1 wird abgelehnt: Sein Eintrag „%2“ ist von einer Art, die dieses Programm nicht entpackt.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: the name of its member &quot;%2&quot; is not valid UTF-8.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>Das Archiv %1 wird abgelehnt: Der Name seines Eintrags „%2“ ist kein gültiges UTF-8.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: the name of its member &quot;%2&quot; contains a control character.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>Das Archiv %1 wird abgelehnt: Der Name seines Eintrags „%2“ enthält ein Steuerzeichen.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: the name of its member &quot;%2&quot; contains a backslash, which Windows reads as a folder separator.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>Das Archiv %1 wird abgelehnt: Der Name seines Eintrags „%2“ enthält einen Backslash, den Windows als Ordnertrennzeichen liest.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; has an absolute path.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>Das Archiv %1 wird abgelehnt: Sein Eintrag „%2“ hat einen absoluten Pfad.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: the path of its member &quot;%2&quot; contains &quot;..&quot;.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>Das Archiv %1 wird abgelehnt: Der Pfad seines Eintrags „%2“ enthält „..“.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; has no name.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>Das Archiv %1 wird abgelehnt: Sein Eintrag „%2“ hat keinen Namen.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; is a folder or a link but carries data.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>Das Archiv %1 wird abgelehnt: Sein Eintrag „%2“ ist ein Ordner oder eine Verknüpfung, enthält aber Daten.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; unpacks to %3 bytes, more than the %4 allowed for one file.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it, %3 and %4 numbers of bytes</extracomment>
        <translation>Das Archiv %1 wird abgelehnt: Sein Eintrag „%2“ wird entpackt %3 Bytes groß, mehr als die für eine Datei erlaubten %4.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: with its member &quot;%2&quot; it unpacks to more than the %3 bytes allowed in all.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it, %3 a number of bytes</extracomment>
        <translation>Das Archiv %1 wird abgelehnt: Mit seinem Eintrag „%2“ wird es entpackt größer als die insgesamt erlaubten %3 Bytes.</translation>
    </message>
    <message>
        <source>The archive %1 holds the symlink &quot;%2&quot;, which cannot be created on Windows without a special privilege.</source>
        <extracomment>%1 is an archive, %2 a symlink&apos;s name in it</extracomment>
        <translation>Das Archiv %1 enthält den Symlink „%2“, der sich unter Windows ohne besondere Berechtigung nicht erstellen lässt.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: the target of its symlink &quot;%2&quot; is not valid UTF-8.</source>
        <extracomment>%1 is an archive, %2 a symlink&apos;s name in it</extracomment>
        <translation>Das Archiv %1 wird abgelehnt: Das Ziel seines Symlinks „%2“ ist kein gültiges UTF-8.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; lies below &quot;%3&quot;, which is not a folder.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it, %3 the path of another member</extracomment>
        <translation>Das Archiv %1 wird abgelehnt: Sein Eintrag „%2“ liegt unterhalb von „%3“, das kein Ordner ist.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: the path of its member &quot;%2&quot; differs from &quot;%3&quot; only in case, and both would be one folder on Windows and macOS.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it, %3 the path of another member</extracomment>
        <translation>Das Archiv %1 wird abgelehnt: Der Pfad seines Eintrags „%2“ unterscheidet sich von „%3“ nur in der Groß-/Kleinschreibung, und unter Windows und macOS wären beide derselbe Ordner.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; appears twice.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>Das Archiv %1 wird abgelehnt: Sein Eintrag „%2“ kommt zweimal vor.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; is not a folder, but members before it lie below it.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>Das Archiv %1 wird abgelehnt: Sein Eintrag „%2“ ist kein Ordner, aber vorangehende Einträge liegen darunter.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; differs from &quot;%3&quot; only in case, and both would be one file on Windows and macOS.</source>
        <extracomment>%1 is an archive, %2 and %3 members&apos; names in it</extracomment>
        <translation>Das Archiv %1 wird abgelehnt: Sein Eintrag „%2“ unterscheidet sich von „%3“ nur in der Groß-/Kleinschreibung, und unter Windows und macOS wären beide dieselbe Datei.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its symlink &quot;%2&quot; points outside the unpacked folder.</source>
        <extracomment>%1 is an archive, %2 a symlink&apos;s name in it</extracomment>
        <translation>Das Archiv %1 wird abgelehnt: Sein Symlink „%2“ verweist aus dem entpackten Ordner hinaus.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its symlink &quot;%2&quot; points through another symlink, &quot;%3&quot;.</source>
        <extracomment>%1 is an archive, %2 and %3 symlinks&apos; names in it</extracomment>
        <translation>Das Archiv %1 wird abgelehnt: Sein Symlink „%2“ verweist über einen anderen Symlink, „%3“.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its symlink &quot;%2&quot; points at the unpacked folder itself.</source>
        <extracomment>%1 is an archive, %2 a symlink&apos;s name in it</extracomment>
        <translation>Das Archiv %1 wird abgelehnt: Sein Symlink „%2“ verweist auf den entpackten Ordner selbst.</translation>
    </message>
    <message>
        <source>downloads</source>
        <extracomment>what goes on a volume, listed in &quot;the installation needs about 3 GB there (downloads and the environment)&quot;</extracomment>
        <translation>Downloads</translation>
    </message>
    <message>
        <source>pip&apos;s temporary copies</source>
        <extracomment>what goes on a volume, listed in &quot;the installation needs about 3 GB there (downloads and pip&apos;s temporary copies)&quot;</extracomment>
        <translation>temporäre Kopien von pip</translation>
    </message>
    <message>
        <source>the environment</source>
        <extracomment>what goes on a volume, listed in &quot;the installation needs about 3 GB there (downloads and the environment)&quot;</extracomment>
        <translation>die Umgebung</translation>
    </message>
    <message>
        <source>the portable Python</source>
        <extracomment>what goes on a volume, listed in &quot;the installation needs about 3 GB there (the environment and the portable Python)&quot;</extracomment>
        <translation>das portable Python</translation>
    </message>
    <message>
        <source>The %1 build did not work (%2); trying %3.</source>
        <extracomment>%1 and %3 are builds such as cu128, %2 what went wrong (an error message)</extracomment>
        <translation>Der Build %1 hat nicht funktioniert (%2); %3 wird versucht.</translation>
    </message>
    <message>
        <source>Installed the %1 build instead; the builds before it did not work here: %2</source>
        <extracomment>%1 is a build such as cu126, %2 a list of builds each with what went wrong, separated by semicolons</extracomment>
        <translation>Stattdessen wurde der Build %1 installiert; die Builds davor haben hier nicht funktioniert: %2</translation>
    </message>
    <message>
        <source>None of the builds works on this computer; the environment is as it was before. What each did: %1</source>
        <extracomment>%1 is a list of builds each with what went wrong, separated by semicolons</extracomment>
        <translation>Keiner der Builds funktioniert auf diesem Computer; die Umgebung ist wie zuvor. Was jeder ergab: %1</translation>
    </message>
    <message>
        <source>The install record %1 could not be read (%2). Delete it to let the next install write a new one.</source>
        <extracomment>%1 is a file, %2 what is wrong with it (untranslated technical details)</extracomment>
        <translation>Der Installationsnachweis %1 konnte nicht gelesen werden (%2). Löschen Sie ihn, damit die nächste Installation einen neuen schreibt.</translation>
    </message>
    <message>
        <source>The install record %1 was written by a newer Torch Setup (format %2; this one reads format 1). Update Torch Setup, or delete the file to let this version write its own.</source>
        <extracomment>%1 is a file, %2 a number (the file&apos;s format version)</extracomment>
        <translation>Der Installationsnachweis %1 wurde von einem neueren Torch Setup geschrieben (Format %2; diese Version liest Format 1). Aktualisieren Sie Torch Setup, oder löschen Sie die Datei, damit diese Version ihren eigenen schreibt.</translation>
    </message>
    <message>
        <source>The install record %1 could not be written. Check that the environment&apos;s folder is writable and the disk has room, then run the install again.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>Der Installationsnachweis %1 konnte nicht geschrieben werden. Prüfen Sie, ob der Ordner der Umgebung beschreibbar ist und der Datenträger genug Platz hat, und führen Sie die Installation dann erneut aus.</translation>
    </message>
    <message>
        <source>The environment has no install record %1 that could be read; it was not installed by Torch Setup, or the record was removed.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>Die Umgebung hat keinen lesbaren Installationsnachweis %1; sie wurde nicht von Torch Setup installiert, oder der Nachweis wurde entfernt.</translation>
    </message>
    <message>
        <source>Environment: %1</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Umgebung: %1</translation>
    </message>
    <message>
        <source>Python: %1 (%2)</source>
        <extracomment>%1 is a Python version such as 3.12.7, %2 the interpreter&apos;s file</extracomment>
        <translation>Python: %1 (%2)</translation>
    </message>
    <message>
        <source>  a portable Python, downloaded from %1 and verified against the release&apos;s checksums</source>
        <extracomment>%1 is a web address (credentials hidden)</extracomment>
        <translation>  ein portables Python, heruntergeladen von %1 und anhand der Prüfsummen des Release überprüft</translation>
    </message>
    <message>
        <source>Build: %1 (torch %2)</source>
        <extracomment>%1 is a build such as cu128, %2 a torch version such as 2.9.0</extracomment>
        <translation>Build: %1 (torch %2)</translation>
    </message>
    <message>
        <source>Packages: %1</source>
        <extracomment>%1 is a list of package requirements such as &quot;torch==2.9.0 torchvision==0.24.0&quot;</extracomment>
        <translation>Pakete: %1</translation>
    </message>
    <message>
        <source>From: %1</source>
        <extracomment>%1 is a list of web addresses (credentials hidden)</extracomment>
        <translation>Von: %1</translation>
    </message>
    <message>
        <source>size unknown</source>
        <translation>Größe unbekannt</translation>
    </message>
    <message>
        <source>Files (%1, %2 to download):</source>
        <extracomment>%1 and %2 are sizes such as &quot;2.1 GB&quot; or &quot;size unknown&quot;</extracomment>
        <translation>Dateien (%1, davon %2 herunterzuladen):</translation>
    </message>
    <message>
        <source>in the cache</source>
        <translation>im Cache</translation>
    </message>
    <message>
        <source>Disk space:</source>
        <translation>Speicherplatz:</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Variables set for this environment:</source>
        <translation>Für diese Umgebung gesetzte Variablen:</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not an http or https address of a package index.</source>
        <extracomment>%1 is where the address was given, such as --index-url, PIP_INDEX_URL or &quot;index-url in pip&apos;s configuration&quot;; %2 the address given (credentials hidden)</extracomment>
        <translation>%1 „%2“ ist keine http- oder https-Adresse eines Paketindex.</translation>
    </message>
    <message>
        <source>No portable Python %1 is known; choose one of: %2.</source>
        <extracomment>%1 is a Python version such as 3.12, %2 a list of Python versions</extracomment>
        <translation>Kein portables Python %1 bekannt; wählen Sie eines von: %2.</translation>
    </message>
    <message>
        <source>No portable Python is published for %1 %2; install Python from your system&apos;s packages.</source>
        <extracomment>%1 is an OS such as linux, %2 a CPU architecture such as x86_64</extracomment>
        <translation>Für %1 %2 wird kein portables Python veröffentlicht; installieren Sie Python aus den Paketen Ihres Systems.</translation>
    </message>
    <message>
        <source>No environment folder was given; name one with --venv.</source>
        <translation>Es wurde kein Umgebungsordner angegeben; geben Sie einen mit --venv an.</translation>
    </message>
    <message>
        <source>The Python interpreter %1 does not exist.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>Der Python-Interpreter %1 existiert nicht.</translation>
    </message>
    <message>
        <source>No Python interpreter here can carry a PyTorch environment. Install Python 3.10 or newer from python.org or your system&apos;s packages, or name one with --python.</source>
        <translation>Kein Python-Interpreter hier kann eine PyTorch-Umgebung tragen. Installieren Sie Python 3.10 oder neuer von python.org oder aus den Paketen Ihres Systems, oder geben Sie einen mit --python an.</translation>
    </message>
    <message>
        <source>Planning the installation was cancelled.</source>
        <translation>Die Planung der Installation wurde abgebrochen.</translation>
    </message>
    <message>
        <source>PyTorch&apos;s indexes come from the mirror %1.</source>
        <translation>Die Indizes von PyTorch kommen vom Mirror %1.</translation>
    </message>
    <message>
        <source>Packages come from %1 instead of %2, the index of the %3 build.</source>
        <extracomment>%1 and %2 are web addresses, %3 a build such as cu128</extracomment>
        <translation>Pakete kommen von %1 statt von %2, dem Index des Builds %3.</translation>
    </message>
    <message>
        <source>%1 in pip&apos;s configuration</source>
        <extracomment>%1 is a setting&apos;s name in pip&apos;s configuration, such as index-url</extracomment>
        <translation>%1 in der Konfiguration von pip</translation>
    </message>
    <message>
        <source>%1 names %2, which is not an https index; it is not used.</source>
        <extracomment>%1 is PIP_INDEX_URL, PIP_EXTRA_INDEX_URL or &quot;index-url in pip&apos;s configuration&quot;; %2 a web address (credentials hidden)</extracomment>
        <translation>%1 nennt %2, das kein https-Index ist; er wird nicht verwendet.</translation>
    </message>
    <message>
        <source>%1 from %2 is searched too, after the build&apos;s index.</source>
        <extracomment>%1 is a web address (credentials hidden), %2 PIP_INDEX_URL, PIP_EXTRA_INDEX_URL or &quot;index-url in pip&apos;s configuration&quot;</extracomment>
        <translation>%1 von %2 wird ebenfalls durchsucht, nach dem Index des Builds.</translation>
    </message>
    <message>
        <source>Use https, or allow plain http explicitly if this index is on a network you trust.</source>
        <translation>Verwenden Sie https, oder erlauben Sie einfaches http ausdrücklich, wenn sich dieser Index in einem Netzwerk befindet, dem Sie vertrauen.</translation>
    </message>
    <message>
        <source>The wheel folder %1 does not exist.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Der Wheel-Ordner %1 existiert nicht.</translation>
    </message>
    <message>
        <source>The index %1 offers no torch wheel for Python %2 on %3 %4.</source>
        <extracomment>%1 is a web address (credentials hidden), %2 a Python version such as 3.12, %3 an OS such as linux, %4 a CPU architecture such as x86_64</extracomment>
        <translation>Der Index %1 bietet kein torch-Wheel für Python %2 unter %3 %4 an.</translation>
    </message>
    <message>
        <source>The index %1 does not offer torch %2 yet (the newest the compatibility matrix knows for the %3 build); it installs torch %4, the newest it offers that fits.</source>
        <extracomment>%1 is a web address (credentials hidden), %2 and %4 torch versions such as 2.9.0, %3 a build such as cu128</extracomment>
        <translation>Der Index %1 bietet torch %2 noch nicht an (die neueste Version, die die Kompatibilitätsmatrix für den Build %3 kennt); installiert wird torch %4, die neueste passende Version, die er anbietet.</translation>
    </message>
    <message>
        <source>The index %1 offers torch %2, none of which the compatibility matrix accepts for the %3 build with Python %4.</source>
        <translation>Der Index %1 bietet torch %2 an, doch keine davon akzeptiert die Kompatibilitätsmatrix für den Build %3 mit Python %4.</translation>
    </message>
    <message>
        <source>Preparing</source>
        <translation>Vorbereitung</translation>
    </message>
    <message>
        <source>Getting a portable Python</source>
        <translation>Ein portables Python wird geholt</translation>
    </message>
    <message>
        <source>Preparing the Python environment</source>
        <translation>Die Python-Umgebung wird vorbereitet</translation>
    </message>
    <message>
        <source>Downloading and installing packages</source>
        <translation>Pakete werden heruntergeladen und installiert</translation>
    </message>
    <message>
        <source>Configuring the environment</source>
        <translation>Die Umgebung wird konfiguriert</translation>
    </message>
    <message>
        <source>Checking that PyTorch works on this computer</source>
        <translation>Es wird geprüft, ob PyTorch auf diesem Computer funktioniert</translation>
    </message>
    <message>
        <source>The installation was cancelled.</source>
        <translation>Die Installation wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The installation was cancelled; %1 is as it was before.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Die Installation wurde abgebrochen; %1 ist wie zuvor.</translation>
    </message>
    <message>
        <source>The folder %1 could not be created; choose a folder you can write to.</source>
        <translation>Der Ordner %1 konnte nicht erstellt werden; wählen Sie einen Ordner, in den Sie schreiben können.</translation>
    </message>
    <message>
        <source>Another installation (process %1) is working on %2; wait for it to finish, or stop it.</source>
        <extracomment>%1 is a process id (a number), %2 a folder</extracomment>
        <translation>Eine andere Installation (Prozess %1) arbeitet an %2; warten Sie, bis sie fertig ist, oder beenden Sie sie.</translation>
    </message>
    <message>
        <source>%1 cannot be written: the lock file %2 could not be created. Choose a folder you can write to.</source>
        <extracomment>%1 is a folder, %2 a file</extracomment>
        <translation>%1 kann nicht beschrieben werden: Die Sperrdatei %2 konnte nicht erstellt werden. Wählen Sie einen Ordner, in den Sie schreiben können.</translation>
    </message>
    <message>
        <source>Nothing was changed.</source>
        <translation>Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>The broken environment %1 could not be removed.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Die defekte Umgebung %1 konnte nicht entfernt werden.</translation>
    </message>
    <message>
        <source>Python %1&apos;s venv module</source>
        <extracomment>a program&apos;s name; %1 is a Python version such as 3.12.7</extracomment>
        <translation>Das venv-Modul von Python %1</translation>
    </message>
    <message>
        <source>TORCH_SETUP_STREAM_TO_PIP is set</source>
        <translation>TORCH_SETUP_STREAM_TO_PIP ist gesetzt</translation>
    </message>
    <message>
        <source>Installing through the mirror instead: %1.</source>
        <extracomment>%1 is why the verified route was not possible (a clause)</extracomment>
        <translation>Stattdessen wird über den Mirror installiert: %1.</translation>
    </message>
    <message>
        <source>The packages were installed, but PyTorch could not be checked (%1); the environment was put back as it was.</source>
        <extracomment>%1 is what went wrong (an error message)</extracomment>
        <translation>Die Pakete wurden installiert, aber PyTorch konnte nicht geprüft werden (%1); die Umgebung wurde in den vorherigen Zustand zurückversetzt.</translation>
    </message>
    <message>
        <source>The new PyTorch does not work on this computer: %1 The environment was put back as it was.</source>
        <extracomment>%1 is the verification&apos;s verdict, a whole sentence ending in a full stop</extracomment>
        <translation>Das neue PyTorch funktioniert auf diesem Computer nicht: %1 Die Umgebung wurde in den vorherigen Zustand zurückversetzt.</translation>
    </message>
    <message>
        <source>%1 was not found: no version of it that fits Python %2 on this computer is on %3. Check the name and version, or choose another index.</source>
        <extracomment>%1 is a requirement such as torch==2.9.0, %2 a Python version such as 3.12, %3 a list of web addresses (credentials hidden)</extracomment>
        <translation>%1 wurde nicht gefunden: Auf %3 gibt es keine Version davon, die zu Python %2 auf diesem Computer passt. Prüfen Sie Name und Version, oder wählen Sie einen anderen Index.</translation>
    </message>
    <message>
        <source>pip could not install the packages: %1</source>
        <extracomment>%1 is how pip ended, a whole sentence such as &quot;pip exited with code 1.&quot;</extracomment>
        <translation>pip konnte die Pakete nicht installieren: %1</translation>
    </message>
    <message>
        <source>No temporary folder could be made (%1).</source>
        <extracomment>%1 is an error message from the system</extracomment>
        <translation>Es konnte kein temporärer Ordner angelegt werden (%1).</translation>
    </message>
    <message>
        <source>The files are listed once the portable Python is there; its download comes first.</source>
        <translation>Die Dateien werden aufgelistet, sobald das portable Python vorhanden ist; sein Download kommt zuerst.</translation>
    </message>
    <message>
        <source>pip&apos;s own report of what it would install</source>
        <translation>der eigene Bericht von pip darüber, was es installieren würde</translation>
    </message>
    <message>
        <source>read from the metadata pip asked for: this pip fetches whole files for a dry run</source>
        <translation>aus den Metadaten gelesen, die pip angefordert hat: Dieses pip holt für einen Probelauf ganze Dateien</translation>
    </message>
    <message>
        <source>The file %1 could not be read: %2.</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>Die Datei %1 konnte nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <source>Checking %1 was cancelled.</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>Die Prüfung von %1 wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The archive %1 holds no Python at %2; it is not a python-build-standalone install_only archive for this computer.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 a path inside it such as python/bin/python3</extracomment>
        <translation>Das Archiv %1 enthält kein Python unter %2; es ist kein install_only-Archiv von python-build-standalone für diesen Computer.</translation>
    </message>
    <message>
        <source>The portable Python</source>
        <translation>Das portable Python</translation>
    </message>
    <message>
        <source>The Python unpacked from %1 does not work on this computer, so it was not installed: %2</source>
        <extracomment>%1 is an archive&apos;s file name, %2 how the program ended, a whole sentence such as &quot;Python exited with code 1.&quot;</extracomment>
        <translation>Das aus %1 entpackte Python funktioniert auf diesem Computer nicht und wurde daher nicht installiert: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a SHA-256 digest (64 hexadecimal digits), so %2 cannot be verified.</source>
        <extracomment>%1 is the text given as a digest, %2 an archive&apos;s file name</extracomment>
        <translation>„%1“ ist kein SHA-256-Hashwert (64 Hexadezimalziffern), daher kann %2 nicht überprüft werden.</translation>
    </message>
    <message>
        <source>The file %1 is not the expected download: its SHA-256 is %2, but %3 was expected. Delete it and download it again.</source>
        <extracomment>%1 is a file, %2 and %3 SHA-256 checksums (64 hexadecimal digits)</extracomment>
        <translation>Die Datei %1 ist nicht der erwartete Download: Ihr SHA-256 ist %2, erwartet wurde aber %3. Löschen Sie sie und laden Sie sie erneut herunter.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Python version of the form 3.X.Y.</source>
        <extracomment>%1 is the text given as a Python version</extracomment>
        <translation>„%1“ ist keine Python-Version der Form 3.X.Y.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a python-build-standalone release tag (eight digits, such as 20241016).</source>
        <extracomment>%1 is the text given as a release tag</extracomment>
        <translation>„%1“ ist kein Release-Tag von python-build-standalone (acht Ziffern, etwa 20241016).</translation>
    </message>
    <message>
        <source>There is no portable Python for the platform %1; it is provided for 64-bit Linux (x86_64, aarch64), 64-bit Windows on x86_64 and macOS.</source>
        <extracomment>%1 is a platform triple such as x86_64-unknown-linux-gnu</extracomment>
        <translation>Für die Plattform %1 gibt es kein portables Python; es wird für 64-Bit-Linux (x86_64, aarch64), 64-Bit-Windows auf x86_64 und macOS bereitgestellt.</translation>
    </message>
    <message>
        <source>%1 is not the name of a python-build-standalone install_only archive (cpython-&lt;version&gt;+&lt;tag&gt;-&lt;platform&gt;-install_only.tar.gz).</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>%1 ist nicht der Name eines install_only-Archivs von python-build-standalone (cpython-&lt;version&gt;+&lt;tag&gt;-&lt;platform&gt;-install_only.tar.gz).</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a JSON object (%2).</source>
        <extracomment>%1 is a file, %2 the JSON parser&apos;s reason</extracomment>
        <translation>%1 ist kein JSON-Objekt (%2).</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; %3</source>
        <extracomment>%1 is a file, %2 a key in it such as &quot;versions&quot;, %3 what is wrong with its value (a clause that starts with a verb, such as &quot;must be 1.&quot;)</extracomment>
        <translation>%1: „%2“ %3</translation>
    </message>
    <message>
        <source>must be 1.</source>
        <translation>muss 1 sein.</translation>
    </message>
    <message>
        <source>must be a release&apos;s date tag such as 20260610.</source>
        <translation>muss das Datums-Tag eines Release sein, etwa 20260610.</translation>
    </message>
    <message>
        <source>must be a file name.</source>
        <translation>muss ein Dateiname sein.</translation>
    </message>
    <message>
        <source>maps &quot;%1&quot; to &quot;%2&quot;; each entry maps a minor such as 3.12 to a version such as 3.12.13.</source>
        <extracomment>%1 and %2 are values from the file, such as 3.12 and 3.12.13</extracomment>
        <translation>ordnet „%1“ der Version „%2“ zu; jeder Eintrag ordnet einer Minor-Version wie 3.12 eine Version wie 3.12.13 zu.</translation>
    </message>
    <message>
        <source>lists no Python version.</source>
        <translation>führt keine Python-Version auf.</translation>
    </message>
    <message>
        <source>must be one of the minors listed in &quot;versions&quot;.</source>
        <translation>muss eine der unter &quot;versions&quot; aufgeführten Minor-Versionen sein.</translation>
    </message>
    <message>
        <source>must say where the facts come from.</source>
        <translation>muss angeben, woher die Angaben stammen.</translation>
    </message>
    <message>
        <source>The Python at %1 could not be examined, so it is not used. %2</source>
        <extracomment>%1 is a file, %2 how the program ended, a whole sentence such as &quot;Python exited with code 1.&quot;</extracomment>
        <translation>Das Python unter %1 konnte nicht untersucht werden und wird daher nicht verwendet. %2</translation>
    </message>
    <message>
        <source>The Python at %1 ran but did not answer the question about its version, so it is not used.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>Das Python unter %1 lief, hat aber die Frage nach seiner Version nicht beantwortet und wird daher nicht verwendet.</translation>
    </message>
    <message>
        <source>The Python at %1 is Python %2; PyTorch needs Python 3, so install a current Python 3.</source>
        <extracomment>%1 is a file, %2 a Python version such as 2.7.18</extracomment>
        <translation>Das Python unter %1 ist Python %2; PyTorch braucht Python 3, installieren Sie daher ein aktuelles Python 3.</translation>
    </message>
    <message>
        <source>The Python at %1 is %2 %3; PyTorch publishes wheels for CPython only, so use CPython (from python.org or your system&apos;s packages).</source>
        <extracomment>%1 is a file, %2 a Python implementation such as PyPy, %3 its version</extracomment>
        <translation>Das Python unter %1 ist %2 %3; PyTorch veröffentlicht Wheels nur für CPython, verwenden Sie daher CPython (von python.org oder aus den Paketen Ihres Systems).</translation>
    </message>
    <message>
        <source>The Python at %1 is a 32-bit build of Python %2; PyTorch needs a 64-bit Python, so install the 64-bit version.</source>
        <extracomment>%1 is a file, %2 a Python version such as 3.12.7</extracomment>
        <translation>Das Python unter %1 ist ein 32-Bit-Build von Python %2; PyTorch braucht ein 64-Bit-Python, installieren Sie daher die 64-Bit-Version.</translation>
    </message>
    <message>
        <source>The Python at %1 is a Python %2 build for %3 on %4, where PyTorch publishes no wheels.</source>
        <extracomment>%1 is a file, %2 a Python version such as 3.12.7, %3 a CPU architecture such as armv7l, %4 an OS such as linux</extracomment>
        <translation>Das Python unter %1 ist ein Build von Python %2 für %3 unter %4, wofür PyTorch keine Wheels veröffentlicht.</translation>
    </message>
    <message>
        <source>The Python at %1 is Python %2, for which PyTorch publishes no wheels on %3.</source>
        <extracomment>%1 is a file, %2 a Python version such as 3.12, %3 a platform such as linux-x86_64</extracomment>
        <translation>Das Python unter %1 ist Python %2, für das PyTorch unter %3 keine Wheels veröffentlicht.</translation>
    </message>
    <message>
        <source>The Python at %1 is Python %2, which PyTorch publishes no wheels for on %3 yet; the newest Python it supports there is %4.</source>
        <extracomment>%1 is a file, %2 and %4 Python versions such as 3.14, %3 a platform such as linux-x86_64</extracomment>
        <translation>Das Python unter %1 ist Python %2, für das PyTorch unter %3 noch keine Wheels veröffentlicht; das neueste dort unterstützte Python ist %4.</translation>
    </message>
    <message>
        <source>The Python at %1 is Python %2, but the last PyTorch release for %3, torch %4, supports Python %5 at the newest.</source>
        <extracomment>%1 is a file, %2 and %5 Python versions such as 3.13, %3 a platform such as macos-x86_64, %4 a torch version such as 2.2.2</extracomment>
        <translation>Das Python unter %1 ist Python %2, aber die letzte PyTorch-Version für %3, torch %4, unterstützt höchstens Python %5.</translation>
    </message>
    <message>
        <source>The Python at %1 is Python %2, which is older than any Python that PyTorch publishes wheels for on %3; the oldest it supports there is %4.</source>
        <extracomment>%1 is a file, %2 and %4 Python versions such as 3.8, %3 a platform such as linux-x86_64</extracomment>
        <translation>Das Python unter %1 ist Python %2 und damit älter als jedes Python, für das PyTorch unter %3 Wheels veröffentlicht; das älteste dort unterstützte ist %4.</translation>
    </message>
    <message>
        <source>The Python at %1 has no venv module, so it cannot create virtual environments; install a complete Python %2.</source>
        <extracomment>%1 is a file, %2 a Python version such as 3.12</extracomment>
        <translation>Das Python unter %1 hat kein venv-Modul und kann daher keine virtuellen Umgebungen erstellen; installieren Sie ein vollständiges Python %2.</translation>
    </message>
    <message>
        <source>The Python at %1 cannot create virtual environments with pip because its ensurepip module is missing; on Debian and Ubuntu, install the python%2-venv package (sudo apt install python%2-venv).</source>
        <extracomment>%1 is a file, %2 a Python version such as 3.12 (also in the package&apos;s name, python3.12-venv)</extracomment>
        <translation>Das Python unter %1 kann keine virtuellen Umgebungen mit pip erstellen, weil sein Modul ensurepip fehlt; installieren Sie unter Debian und Ubuntu das Paket python%2-venv (sudo apt install python%2-venv).</translation>
    </message>
    <message>
        <source>The Python at %1 cannot create virtual environments with pip because its ensurepip module is missing; reinstall Python %2 with pip included.</source>
        <extracomment>%1 is a file, %2 a Python version such as 3.12</extracomment>
        <translation>Das Python unter %1 kann keine virtuellen Umgebungen mit pip erstellen, weil sein Modul ensurepip fehlt; installieren Sie Python %2 mit pip neu.</translation>
    </message>
    <message>
        <source>Python %1 gets torch %2 at most on %3; a newer Python gets torch %4.</source>
        <extracomment>%1 is a Python version such as 3.9, %2 and %4 torch versions such as 2.8.0, %3 a platform such as linux-x86_64</extracomment>
        <translation>Python %1 bekommt unter %3 höchstens torch %2; ein neueres Python bekommt torch %4.</translation>
    </message>
    <message>
        <source>The search for Python interpreters was cancelled.</source>
        <translation>Die Suche nach Python-Interpretern wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Unpacking %1 was cancelled.</source>
        <extracomment>%1 is an archive&apos;s file name</extracomment>
        <translation>Das Entpacken von %1 wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The archive %1 could not be opened: %2.</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>Das Archiv %1 konnte nicht geöffnet werden: %2.</translation>
    </message>
    <message>
        <source>The archive %1 could not be opened: this build cannot decompress its format.</source>
        <extracomment>%1 is an archive&apos;s file name</extracomment>
        <translation>Das Archiv %1 konnte nicht geöffnet werden: Diese Programmversion kann sein Format nicht dekomprimieren.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist, so nothing can be unpacked into it.</source>
        <translation>Der Ordner %1 existiert nicht, daher kann nichts hinein entpackt werden.</translation>
    </message>
    <message>
        <source>%1 already exists and is not a folder; choose another place to unpack to.</source>
        <extracomment>%1 is a path</extracomment>
        <translation>%1 existiert bereits und ist kein Ordner; wählen Sie einen anderen Ort zum Entpacken.</translation>
    </message>
    <message>
        <source>The folder %1 is not empty; choose an empty or new folder to unpack to.</source>
        <translation>Der Ordner %1 ist nicht leer; wählen Sie einen leeren oder neuen Ordner zum Entpacken.</translation>
    </message>
    <message>
        <source>No folder to unpack %1 into was given.</source>
        <extracomment>%1 is an archive&apos;s file name</extracomment>
        <translation>Es wurde kein Ordner angegeben, in den %1 entpackt werden soll.</translation>
    </message>
    <message>
        <source>There is not enough free space in %1 to unpack %2: it needs %3 MB and %4 MB are free. Free some space and try again.</source>
        <extracomment>%1 is a folder, %2 an archive&apos;s file name, %3 and %4 numbers of megabytes</extracomment>
        <translation>In %1 ist nicht genug freier Speicherplatz, um %2 zu entpacken: Es werden %3 MB gebraucht, und %4 MB sind frei. Geben Sie Speicherplatz frei und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The archive %1 changed while it was being unpacked; nothing was kept.</source>
        <extracomment>%1 is an archive&apos;s file name</extracomment>
        <translation>Das Archiv %1 hat sich während des Entpackens verändert; es wurde nichts behalten.</translation>
    </message>
    <message>
        <source>Line %1 of %2 is not of the form &quot;&lt;64 hexadecimal digits&gt;  &lt;file name&gt;&quot;; the checksum list cannot be trusted.</source>
        <extracomment>%1 is a line number, %2 a checksum list&apos;s web address</extracomment>
        <translation>Zeile %1 von %2 hat nicht die Form „&lt;64 Hexadezimalziffern&gt;  &lt;Dateiname&gt;“; der Prüfsummenliste kann nicht vertraut werden.</translation>
    </message>
    <message>
        <source>Line %1 of %2 names a file in text that is not UTF-8; the checksum list cannot be trusted.</source>
        <extracomment>%1 is a line number, %2 a checksum list&apos;s web address</extracomment>
        <translation>Zeile %1 von %2 nennt eine Datei in Text, der kein UTF-8 ist; der Prüfsummenliste kann nicht vertraut werden.</translation>
    </message>
    <message>
        <source>Line %1 of %2 does not name a plain file (a folder, a control character or surrounding spaces); the checksum list cannot be trusted.</source>
        <extracomment>%1 is a line number, %2 a checksum list&apos;s web address</extracomment>
        <translation>Zeile %1 von %2 nennt keine gewöhnliche Datei (einen Ordner, ein Steuerzeichen oder umgebende Leerzeichen); der Prüfsummenliste kann nicht vertraut werden.</translation>
    </message>
    <message>
        <source>Line %1 of %2 lists %3 a second time; the checksum list cannot be trusted.</source>
        <extracomment>%1 is a line number, %2 a checksum list&apos;s web address, %3 a file name</extracomment>
        <translation>Zeile %1 von %2 führt %3 ein zweites Mal auf; der Prüfsummenliste kann nicht vertraut werden.</translation>
    </message>
    <message>
        <source>%1 lists no files; the checksum list is empty or not a checksum list.</source>
        <extracomment>%1 is a checksum list&apos;s web address</extracomment>
        <translation>%1 führt keine Dateien auf; die Prüfsummenliste ist leer oder keine Prüfsummenliste.</translation>
    </message>
    <message>
        <source>%1 lists no checksum for %2, so that file cannot be verified.</source>
        <extracomment>%1 is a checksum list&apos;s web address, %2 a file name</extracomment>
        <translation>%1 führt keine Prüfsumme für %2 auf, daher kann diese Datei nicht überprüft werden.</translation>
    </message>
    <message>
        <source>A temporary folder for unpacking %1 could not be created in %2. Check that the folder is writable.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 a folder</extracomment>
        <translation>In %2 konnte kein temporärer Ordner zum Entpacken von %1 erstellt werden. Prüfen Sie, ob der Ordner beschreibbar ist.</translation>
    </message>
    <message>
        <source>There is not enough free space in %1 to unpack %2. Free some space and try again.</source>
        <extracomment>%1 is a folder, %2 an archive&apos;s file name</extracomment>
        <translation>In %1 ist nicht genug freier Speicherplatz, um %2 zu entpacken. Geben Sie Speicherplatz frei und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>Writing %1 while unpacking %2 failed: %3.</source>
        <extracomment>%1 is a file, %2 an archive&apos;s file name, %3 an error message from the system</extracomment>
        <translation>Das Schreiben von %1 beim Entpacken von %2 ist fehlgeschlagen: %3.</translation>
    </message>
    <message>
        <source>The folder %1 could not be created while unpacking %2.</source>
        <translation>Der Ordner %1 konnte beim Entpacken von %2 nicht erstellt werden.</translation>
    </message>
    <message>
        <source>The symlink %1 could not be created while unpacking %2.</source>
        <extracomment>%1 is a symlink&apos;s path, %2 an archive&apos;s file name</extracomment>
        <translation>Der Symlink %1 konnte beim Entpacken von %2 nicht erstellt werden.</translation>
    </message>
    <message>
        <source>The unpacked %1 could not be moved to %2. Make sure that folder does not exist or is empty, then try again.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 a folder</extracomment>
        <translation>Das entpackte %1 konnte nicht nach %2 verschoben werden. Stellen Sie sicher, dass dieser Ordner nicht existiert oder leer ist, und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The archive %1 is incomplete or damaged: it ends before its end-of-archive marker. Get the archive again.</source>
        <extracomment>%1 is an archive&apos;s file name</extracomment>
        <translation>Das Archiv %1 ist unvollständig oder beschädigt: Es endet vor seiner Archiv-Endemarkierung. Holen Sie das Archiv erneut.</translation>
    </message>
    <message>
        <source>The archive %1 is incomplete or damaged: it ends inside the member &quot;%2&quot;. Get the archive again.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 a member&apos;s name in it</extracomment>
        <translation>Das Archiv %1 ist unvollständig oder beschädigt: Es endet innerhalb des Eintrags „%2“. Holen Sie das Archiv erneut.</translation>
    </message>
    <message>
        <source>The archive %1 is damaged: its data cannot be read or decompressed. Get the archive again.</source>
        <extracomment>%1 is an archive&apos;s file name</extracomment>
        <translation>Das Archiv %1 ist beschädigt: Seine Daten können nicht gelesen oder dekomprimiert werden. Holen Sie das Archiv erneut.</translation>
    </message>
    <message>
        <source>Reading the archive %1 was cancelled.</source>
        <extracomment>%1 is an archive&apos;s file name</extracomment>
        <translation>Das Lesen des Archivs %1 wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The archive %1 is damaged: the header at byte %2 of its unpacked data is not valid. Get the archive again.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 a byte offset (a number)</extracomment>
        <translation>Das Archiv %1 ist beschädigt: Der Header bei Byte %2 seiner entpackten Daten ist ungültig. Holen Sie das Archiv erneut.</translation>
    </message>
    <message>
        <source>The archive %1 is damaged: a long name or extended header at byte %2 is not followed by a member. Get the archive again.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 a byte offset (a number)</extracomment>
        <translation>Das Archiv %1 ist beschädigt: Auf einen langen Namen oder erweiterten Header bei Byte %2 folgt kein Eintrag. Holen Sie das Archiv erneut.</translation>
    </message>
    <message>
        <source>The archive %1 is damaged: an empty block at byte %2 is followed by more members. Get the archive again.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 a byte offset (a number)</extracomment>
        <translation>Das Archiv %1 ist beschädigt: Auf einen leeren Block bei Byte %2 folgen weitere Einträge. Holen Sie das Archiv erneut.</translation>
    </message>
    <message>
        <source>The archive %1 gives one member two long names at byte %2; it is refused because tools would disagree about which one counts.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 a byte offset (a number)</extracomment>
        <translation>Das Archiv %1 gibt einem Eintrag bei Byte %2 zwei lange Namen; es wird abgelehnt, weil Tools sich uneinig wären, welcher gilt.</translation>
    </message>
    <message>
        <source>The archive %1 holds a long name of %2 bytes at byte %3, more than the %4 allowed.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 and %4 numbers of bytes, %3 a byte offset</extracomment>
        <translation>Das Archiv %1 enthält bei Byte %3 einen langen Namen von %2 Bytes, mehr als die erlaubten %4.</translation>
    </message>
    <message>
        <source>The archive %1 has two extended headers for one member at byte %2.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 a byte offset (a number)</extracomment>
        <translation>Das Archiv %1 hat bei Byte %2 zwei erweiterte Header für einen Eintrag.</translation>
    </message>
    <message>
        <source>The archive %1 holds an extended header of %2 bytes at byte %3, more than the %4 allowed.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 and %4 numbers of bytes, %3 a byte offset</extracomment>
        <translation>Das Archiv %1 enthält bei Byte %3 einen erweiterten Header von %2 Bytes, mehr als die erlaubten %4.</translation>
    </message>
    <message>
        <source>The archive %1 is damaged: the extended header at byte %2 is malformed. Get the archive again.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 a byte offset (a number)</extracomment>
        <translation>Das Archiv %1 ist beschädigt: Der erweiterte Header bei Byte %2 ist fehlerhaft. Holen Sie das Archiv erneut.</translation>
    </message>
    <message>
        <source>The archive %1 stores a sparse file, which this program does not unpack.</source>
        <extracomment>%1 is an archive&apos;s file name</extracomment>
        <translation>Das Archiv %1 speichert eine Sparse-Datei, die dieses Programm nicht entpackt.</translation>
    </message>
    <message>
        <source>The archive %1 has a global extended header at byte %2 that renames or resizes members; it is refused.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 a byte offset (a number)</extracomment>
        <translation>Das Archiv %1 hat bei Byte %2 einen globalen erweiterten Header, der Einträge umbenennt oder ihre Größe ändert; es wird abgelehnt.</translation>
    </message>
    <message>
        <source>The archive %1 has unexpected data after its end-of-archive marker; it is refused.</source>
        <extracomment>%1 is an archive&apos;s file name</extracomment>
        <translation>Das Archiv %1 hat unerwartete Daten nach seiner Archiv-Endemarkierung; es wird abgelehnt.</translation>
    </message>
    <message>
        <source>The archive %1 is incomplete or damaged: its compressed data ends early. Get the archive again.</source>
        <extracomment>%1 is an archive&apos;s file name</extracomment>
        <translation>Das Archiv %1 ist unvollständig oder beschädigt: Seine komprimierten Daten enden zu früh. Holen Sie das Archiv erneut.</translation>
    </message>
    <message>
        <source>%1 will be added.</source>
        <extracomment>%1 is a package name such as torchvision</extracomment>
        <translation>%1 wird hinzugefügt.</translation>
    </message>
    <message>
        <source>%1 %2 will be added.</source>
        <extracomment>%1 is a package name such as torchvision, %2 a version or range such as 0.24.0+cu128 or &gt;=0.20</extracomment>
        <translation>%1 %2 wird hinzugefügt.</translation>
    </message>
    <message>
        <source>%1 %2 will be upgraded to %3.</source>
        <extracomment>%1 is a package name such as torchvision, %2 the installed version, %3 the new version or range</extracomment>
        <translation>%1 %2 wird auf %3 aktualisiert.</translation>
    </message>
    <message>
        <source>%1 %2 will be replaced by the older %3.</source>
        <extracomment>%1 is a package name such as torchvision, %2 the installed version, %3 the older version or range</extracomment>
        <translation>%1 %2 wird durch die ältere Version %3 ersetzt.</translation>
    </message>
    <message>
        <source>%1 %2 will be replaced by another build.</source>
        <extracomment>%1 is a package name such as torchvision, %2 the installed version</extracomment>
        <translation>%1 %2 wird durch einen anderen Build ersetzt.</translation>
    </message>
    <message>
        <source>%1 %2 will be replaced by %3.</source>
        <extracomment>%1 is a package name such as torchvision, %2 the installed version, %3 another build&apos;s version such as 0.24.0+cu128</extracomment>
        <translation>%1 %2 wird durch %3 ersetzt.</translation>
    </message>
    <message>
        <source>%1 %2 will be installed again.</source>
        <extracomment>%1 is a package name such as torchvision, %2 the installed version</extracomment>
        <translation>%1 %2 wird erneut installiert.</translation>
    </message>
    <message>
        <source>%1 %2 will be installed again as %3.</source>
        <extracomment>%1 is a package name such as torchvision, %2 the installed version, %3 a version or range such as 0.24.0+cu128</extracomment>
        <translation>%1 %2 wird erneut installiert, als %3.</translation>
    </message>
    <message>
        <source>%1 %2 will be removed: it belongs to another build of torch and would get in the way of this one.</source>
        <extracomment>%1 is a package name such as triton, %2 the installed version</extracomment>
        <translation>%1 %2 wird entfernt: Es gehört zu einem anderen Build von torch und würde diesem im Weg stehen.</translation>
    </message>
    <message>
        <source>%1 %2 stays as it is.</source>
        <extracomment>%1 is a package name such as torchvision, %2 the installed version</extracomment>
        <translation>%1 %2 bleibt unverändert.</translation>
    </message>
    <message>
        <source>The environment in %1 already has the packages asked for; they will be installed again over themselves, as a repair.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Die Umgebung in %1 hat die angeforderten Pakete bereits; sie werden zur Reparatur erneut über sich selbst installiert.</translation>
    </message>
    <message>
        <source>The environment in %1 already has %2; it will be installed again over itself, as a repair.</source>
        <extracomment>%1 is a folder, %2 a package with its version, such as &quot;torch 2.9.0+cu128&quot;</extracomment>
        <translation>Die Umgebung in %1 hat %2 bereits; es wird zur Reparatur erneut über sich selbst installiert.</translation>
    </message>
    <message>
        <source>%1 is the CPU build, but this computer&apos;s GPU would use %2; the install switches it.</source>
        <extracomment>%1 is a package with its version, such as &quot;torch 2.9.0+cpu&quot;; %2 a build such as cu128</extracomment>
        <translation>%1 ist der CPU-Build, aber die GPU dieses Computers würde %2 verwenden; die Installation stellt um.</translation>
    </message>
    <message>
        <source>%1 is the CPU build, but this computer&apos;s GPU (%2) would use %3; the install switches it.</source>
        <extracomment>%1 is a package with its version, such as &quot;torch 2.9.0+cpu&quot;; %2 a GPU&apos;s name; %3 a build such as cu128</extracomment>
        <translation>%1 ist der CPU-Build, aber die GPU dieses Computers (%2) würde %3 verwenden; die Installation stellt um.</translation>
    </message>
    <message>
        <source>A new environment will be created in %1, and %2 will be installed into it.</source>
        <extracomment>%1 is a folder, %2 a package with its version, such as &quot;torch 2.9.0+cu128&quot;
----------
%1 is a folder, %2 a list of package requirements such as &quot;numpy, pillow&gt;=10&quot;</extracomment>
        <translation>In %1 wird eine neue Umgebung erstellt, und %2 wird darin installiert.</translation>
    </message>
    <message>
        <source>The environment in %1 cannot be used any more, because its pyvenv.cfg does not say where its base Python is; it will be created again, and %2 will be installed into it.</source>
        <extracomment>%1 is a folder, %2 a package with its version, such as &quot;torch 2.9.0+cu128&quot;</extracomment>
        <translation>Die Umgebung in %1 ist nicht mehr verwendbar, weil ihre pyvenv.cfg nicht angibt, wo ihr Basis-Python ist; sie wird neu erstellt, und %2 wird darin installiert.</translation>
    </message>
    <message>
        <source>The environment in %1 cannot be used any more, because its base Python (%2) is gone; it will be created again, and %3 will be installed into it.</source>
        <extracomment>%1 is a folder, %2 a Python interpreter&apos;s file or folder, %3 a package with its version, such as &quot;torch 2.9.0+cu128&quot;</extracomment>
        <translation>Die Umgebung in %1 ist nicht mehr verwendbar, weil ihr Basis-Python (%2) nicht mehr vorhanden ist; sie wird neu erstellt, und %3 wird darin installiert.</translation>
    </message>
    <message>
        <source>The environment in %1 cannot be used any more, because its own Python (%2) is missing; it will be created again, and %3 will be installed into it.</source>
        <extracomment>%1 is a folder, %2 a Python interpreter&apos;s file, %3 a package with its version, such as &quot;torch 2.9.0+cu128&quot;</extracomment>
        <translation>Die Umgebung in %1 ist nicht mehr verwendbar, weil ihr eigenes Python (%2) fehlt; sie wird neu erstellt, und %3 wird darin installiert.</translation>
    </message>
    <message>
        <source>The environment in %1 has no torch yet; %2 will be installed into it.</source>
        <extracomment>%1 is a folder, %2 a package with its version, such as &quot;torch 2.9.0+cu128&quot;</extracomment>
        <translation>Die Umgebung in %1 hat noch kein torch; %2 wird darin installiert.</translation>
    </message>
    <message>
        <source>The environment in %1 has %2, another build than the chosen one; it will be replaced by %3.</source>
        <extracomment>%1 is a folder, %2 and %3 packages with their versions, such as &quot;torch 2.9.0+cpu&quot; and &quot;torch 2.9.0+cu128&quot;</extracomment>
        <translation>Die Umgebung in %1 hat %2, einen anderen Build als den gewählten; er wird durch %3 ersetzt.</translation>
    </message>
    <message>
        <source>The environment in %1 has %2; it will be upgraded to %3.</source>
        <extracomment>%1 is a folder, %2 and %3 packages with their versions, such as &quot;torch 2.8.0&quot; and &quot;torch 2.9.0+cu128&quot;</extracomment>
        <translation>Die Umgebung in %1 hat %2; es wird auf %3 aktualisiert.</translation>
    </message>
    <message>
        <source>The environment in %1 has %2, which is newer than the chosen %3; it will be replaced by %3.</source>
        <extracomment>%1 is a folder, %2 and %3 packages with their versions, such as &quot;torch 2.9.0&quot; and &quot;torch 2.8.0+cu128&quot;</extracomment>
        <translation>Die Umgebung in %1 hat %2, das neuer ist als das gewählte %3; es wird durch %3 ersetzt.</translation>
    </message>
    <message>
        <source>The environment in %1 already has %2 and what goes with it; nothing needs to be installed.</source>
        <extracomment>%1 is a folder, %2 a package with its version, such as &quot;torch 2.9.0+cu128&quot;</extracomment>
        <translation>Die Umgebung in %1 hat %2 und alles, was dazugehört, bereits; es muss nichts installiert werden.</translation>
    </message>
    <message>
        <source>The environment in %1 already has %2; the packages that go with it will be brought in line as listed.</source>
        <extracomment>%1 is a folder, %2 a package with its version, such as &quot;torch 2.9.0+cu128&quot;</extracomment>
        <translation>Die Umgebung in %1 hat %2 bereits; die dazugehörigen Pakete werden wie aufgeführt angeglichen.</translation>
    </message>
    <message>
        <source>The environment in %1 has %2; it will be replaced by %3.</source>
        <extracomment>%1 is a folder, %2 and %3 packages with their versions, such as &quot;torch 2.8.0&quot; and &quot;torch 2.9.0+cu128&quot;</extracomment>
        <translation>Die Umgebung in %1 hat %2; es wird durch %3 ersetzt.</translation>
    </message>
    <message>
        <source>The environment in %1 already has %2; nothing needs to be installed.</source>
        <extracomment>%1 is a folder, %2 a list of package requirements such as &quot;numpy, pillow&gt;=10&quot;</extracomment>
        <translation>Die Umgebung in %1 hat %2 bereits; es muss nichts installiert werden.</translation>
    </message>
    <message>
        <source>%1 will be installed into the environment in %2.</source>
        <extracomment>%1 is a list of package requirements such as &quot;numpy, pillow&gt;=10&quot;, %2 a folder</extracomment>
        <translation>%1 wird in die Umgebung in %2 installiert.</translation>
    </message>
    <message>
        <source>%1 could not be written. Check that the environment&apos;s folder is writable and the disk has room, then run the install again.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1 konnte nicht geschrieben werden. Prüfen Sie, ob der Ordner der Umgebung beschreibbar ist und der Datenträger genug Platz hat, und führen Sie die Installation dann erneut aus.</translation>
    </message>
    <message>
        <source>%1 is not a virtual environment with a site-packages folder, so its settings cannot be kept there. Create the environment first.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>%1 ist keine virtuelle Umgebung mit einem site-packages-Ordner, daher können ihre Einstellungen dort nicht gespeichert werden. Erstellen Sie zuerst die Umgebung.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be the name of an environment variable: use letters, digits and underscores only, not starting with a digit.</source>
        <extracomment>%1 is the name given for an environment variable</extracomment>
        <translation>„%1“ kann nicht der Name einer Umgebungsvariablen sein: Verwenden Sie nur Buchstaben, Ziffern und Unterstriche, und beginnen Sie nicht mit einer Ziffer.</translation>
    </message>
    <message>
        <source>The value of %1 holds a line break or a NUL character, which activation scripts cannot carry. Give it a value on one line.</source>
        <extracomment>%1 is an environment variable&apos;s name</extracomment>
        <translation>Der Wert von %1 enthält einen Zeilenumbruch oder ein NUL-Zeichen, was Aktivierungsskripte nicht transportieren können. Geben Sie einen einzeiligen Wert an.</translation>
    </message>
    <message>
        <source>%1 could not be removed. Check that the environment&apos;s folder is writable, then run the install again.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1 konnte nicht entfernt werden. Prüfen Sie, ob der Ordner der Umgebung beschreibbar ist, und führen Sie die Installation dann erneut aus.</translation>
    </message>
    <message>
        <source>%1 could not be read. Check its permissions, then run the install again.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1 konnte nicht gelesen werden. Prüfen Sie die Berechtigungen und führen Sie die Installation dann erneut aus.</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text, so it was left as it is. Create the environment again, then run the install again.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1 ist kein UTF-8-Text und wurde daher unverändert gelassen. Erstellen Sie die Umgebung neu und führen Sie die Installation dann erneut aus.</translation>
    </message>
    <message>
        <source>The environment&apos;s configuration file %1 could not be read. Check that it is a readable text file, or choose an empty or new folder for the environment.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>Die Konfigurationsdatei %1 der Umgebung konnte nicht gelesen werden. Prüfen Sie, ob sie eine lesbare Textdatei ist, oder wählen Sie einen leeren oder neuen Ordner für die Umgebung.</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder. Choose an empty or new folder for the environment.</source>
        <extracomment>%1 is the path given for the environment</extracomment>
        <translation>%1 ist eine Datei, kein Ordner. Wählen Sie einen leeren oder neuen Ordner für die Umgebung.</translation>
    </message>
    <message>
        <source>The folder %1 cannot be read, so it is not known what it holds. Choose an empty or new folder for the environment.</source>
        <translation>Der Ordner %1 kann nicht gelesen werden, daher ist unbekannt, was er enthält. Wählen Sie einen leeren oder neuen Ordner für die Umgebung.</translation>
    </message>
    <message>
        <source>others</source>
        <translation>weitere Einträge</translation>
    </message>
    <message>
        <source>The folder %1 is not empty (it holds %2) and is not a Python virtual environment, as it has no pyvenv.cfg. Choose an empty or new folder for the environment, so that nothing in it is mixed with or overwritten by the installation.</source>
        <extracomment>%1 is a folder, %2 a list of up to three file or folder names, perhaps followed by &quot;others&quot;</extracomment>
        <translation>Der Ordner %1 ist nicht leer (er enthält %2) und ist keine virtuelle Python-Umgebung, da er keine pyvenv.cfg hat. Wählen Sie einen leeren oder neuen Ordner für die Umgebung, damit nichts darin mit der Installation vermischt oder von ihr überschrieben wird.</translation>
    </message>
    <message>
        <source>The folder %1 could not be created.</source>
        <translation>Der Ordner %1 konnte nicht erstellt werden.</translation>
    </message>
    <message>
        <source>%1 could not be copied aside before the update (%2); nothing was changed. Check the free space and the permissions of the folder, and try again.</source>
        <extracomment>%1 is a file or folder, %2 an error message from the system</extracomment>
        <translation>%1 konnte vor der Aktualisierung nicht beiseitekopiert werden (%2); es wurde nichts geändert. Prüfen Sie den freien Speicherplatz und die Berechtigungen des Ordners und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The journal %1 could not be written: %2.</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>Das Journal %1 konnte nicht geschrieben werden: %2.</translation>
    </message>
    <message>
        <source>An old copy beside the environment (%1) could not be removed; remove it and try again.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Eine alte Kopie neben der Umgebung (%1) konnte nicht entfernt werden; entfernen Sie sie und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The copy of the environment could not be renamed to %1.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Die Kopie der Umgebung konnte nicht in %1 umbenannt werden.</translation>
    </message>
    <message>
        <source>The half-changed environment %1 could not be removed; the previous one is kept at %2. Remove the first and rename the second back.</source>
        <extracomment>%1 and %2 are folders</extracomment>
        <translation>Die halb geänderte Umgebung %1 konnte nicht entfernt werden; die vorherige liegt unter %2. Entfernen Sie die erste und benennen Sie die zweite zurück.</translation>
    </message>
    <message>
        <source>The previous environment could not be moved back from %1 to %2; rename it by hand.</source>
        <extracomment>%1 and %2 are folders</extracomment>
        <translation>Die vorherige Umgebung konnte nicht von %1 nach %2 zurückverschoben werden; benennen Sie sie von Hand um.</translation>
    </message>
    <message>
        <source>The journal %1 of an earlier installation cannot be read, so it is not known how to repair %2. Check the environment, then remove the journal.</source>
        <extracomment>%1 is a file, %2 a folder</extracomment>
        <translation>Das Journal %1 einer früheren Installation kann nicht gelesen werden, daher ist unbekannt, wie %2 repariert werden kann. Prüfen Sie die Umgebung und entfernen Sie dann das Journal.</translation>
    </message>
    <message>
        <source>An earlier installation into %1 was interrupted; the environment it had begun to create was removed.</source>
        <translation>Eine frühere Installation in %1 wurde unterbrochen; die Umgebung, die sie zu erstellen begonnen hatte, wurde entfernt.</translation>
    </message>
    <message>
        <source>An earlier installation into %1 was interrupted; the environment was restored to how it was before it.</source>
        <translation>Eine frühere Installation in %1 wurde unterbrochen; die Umgebung wurde in den Zustand von davor zurückversetzt.</translation>
    </message>
    <message>
        <source>%1 with torch-directml</source>
        <extracomment>%1 is a package with its version, such as &quot;torch 2.9.0&quot;</extracomment>
        <translation>%1 mit torch-directml</translation>
    </message>
    <message>
        <source>%1 with intel-extension-for-pytorch</source>
        <extracomment>%1 is a package with its version, such as &quot;torch 2.9.0&quot;</extracomment>
        <translation>%1 mit intel-extension-for-pytorch</translation>
    </message>
    <message>
        <source>%1 (PyPI&apos;s CUDA %2 build)</source>
        <extracomment>%1 is a package with its version, such as &quot;torch 2.9.0&quot;; %2 a CUDA version such as 12.8</extracomment>
        <translation>%1 (CUDA-%2-Build von PyPI)</translation>
    </message>
    <message>
        <source>%1 (PyPI&apos;s CUDA build)</source>
        <extracomment>%1 is a package with its version, such as &quot;torch 2.9.0&quot;</extracomment>
        <translation>%1 (CUDA-Build von PyPI)</translation>
    </message>
    <message>
        <source>%1 (PyPI&apos;s build for Apple silicon)</source>
        <extracomment>%1 is a package with its version, such as &quot;torch 2.9.0&quot;</extracomment>
        <translation>%1 (Build von PyPI für Apple Silicon)</translation>
    </message>
    <message>
        <source>%1 (PyPI&apos;s CPU build)</source>
        <extracomment>%1 is a package with its version, such as &quot;torch 2.9.0&quot;</extracomment>
        <translation>%1 (CPU-Build von PyPI)</translation>
    </message>
    <message>
        <source>no temporary folder (%1)</source>
        <extracomment>%1 is an error message from the system</extracomment>
        <translation>kein temporärer Ordner (%1)</translation>
    </message>
    <message>
        <source>pip&apos;s resolution ended with %1</source>
        <extracomment>%1 is how pip ended, a whole sentence such as &quot;pip exited with code 1.&quot;</extracomment>
        <translation>die Auflösung durch pip endete mit %1</translation>
    </message>
    <message>
        <source>%1 could not be downloaded</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>%1 konnte nicht heruntergeladen werden</translation>
    </message>
    <message>
        <source>pip chose %1, which the mirror did not fetch</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>pip hat %1 gewählt, was der Mirror nicht abgerufen hat</translation>
    </message>
    <message>
        <source>pip could not install from the verified files (%1)</source>
        <extracomment>%1 is how pip ended, a whole sentence such as &quot;pip exited with code 1.&quot;</extracomment>
        <translation>pip konnte nicht aus den überprüften Dateien installieren (%1)</translation>
    </message>
    <message>
        <source>%1 was not downloaded: the index gives no SHA-256 for it, and only verified files are installed.</source>
        <extracomment>%1 is a file&apos;s address</extracomment>
        <translation>%1 wurde nicht heruntergeladen: Der Index gibt keinen SHA-256-Wert dafür an, und es werden nur überprüfte Dateien installiert.</translation>
    </message>
    <message>
        <source>%1 was not downloaded: &quot;%2&quot; is not a SHA-256 digest.</source>
        <extracomment>%1 is a file&apos;s address, %2 the text given as its checksum</extracomment>
        <translation>%1 wurde nicht heruntergeladen: „%2“ ist kein SHA-256-Hashwert.</translation>
    </message>
    <message>
        <source>%1 was not downloaded: &quot;%2&quot; is not a plain file name.</source>
        <extracomment>%1 is a file&apos;s address, %2 the name it would be saved under</extracomment>
        <translation>%1 wurde nicht heruntergeladen: „%2“ ist kein einfacher Dateiname.</translation>
    </message>
    <message>
        <source>No resume record at %1.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>Kein Fortsetzungsdatensatz unter %1.</translation>
    </message>
    <message>
        <source>The resume record %1 is unreadable.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>Der Fortsetzungsdatensatz %1 ist nicht lesbar.</translation>
    </message>
    <message>
        <source>The resume record %1 lists a bad range.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>Der Fortsetzungsdatensatz %1 gibt einen ungültigen Bereich an.</translation>
    </message>
    <message>
        <source>Could not write the resume record %1: %2.</source>
        <extracomment>%1 is a file, %2 the system&apos;s reason</extracomment>
        <translation>Der Fortsetzungsdatensatz %1 konnte nicht geschrieben werden: %2.</translation>
    </message>
    <message>
        <source>The index page %1 is not a simple repository page (%2).</source>
        <extracomment>%1 is an address, %2 the JSON parser&apos;s reason</extracomment>
        <translation>Die Indexseite %1 ist keine Simple-Repository-Seite (%2).</translation>
    </message>
    <message>
        <source>The index page %1 is not a simple repository page: it has no file list.</source>
        <extracomment>%1 is a web address (credentials hidden)</extracomment>
        <translation>Die Indexseite %1 ist keine Simple-Repository-Seite: Sie hat keine Dateiliste.</translation>
    </message>
    <message>
        <source>The index page %1 is neither a PEP 503 HTML page nor a PEP 691 JSON page; check the index URL.</source>
        <extracomment>%1 is a web address (credentials hidden)</extracomment>
        <translation>Die Indexseite %1 ist weder eine HTML-Seite nach PEP 503 noch eine JSON-Seite nach PEP 691; prüfen Sie die Index-URL.</translation>
    </message>
    <message>
        <source>%1 is not an http or https address.</source>
        <extracomment>%1 is the address given (credentials hidden)</extracomment>
        <translation>%1 ist keine http- oder https-Adresse.</translation>
    </message>
    <message>
        <source>%1 was not fetched: downloads from another machine must use https (plain http can be altered on the way).</source>
        <extracomment>%1 is a web address (credentials hidden)</extracomment>
        <translation>%1 wurde nicht abgerufen: Downloads von einem anderen Rechner müssen https verwenden (einfaches http kann unterwegs verändert werden).</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>one build&apos;s failure in a list: %1 is a build such as cu128, %2 why it failed
----------
%1 is a build such as cu128, %2 what went wrong (an error message)</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>  %1: needs about %2 (%3), %4 free</source>
        <extracomment>%1 is a disk or folder, %2 and %4 sizes like &quot;2.1 GB&quot;, %3 what the space is for</extracomment>
        <translation>  %1: braucht etwa %2 (%3), %4 frei</translation>
    </message>
    <message>
        <source>  %1: needs about %2 (%3), %4 free - NOT ENOUGH</source>
        <translation>  %1: braucht etwa %2 (%3), %4 frei – NICHT GENUG</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <extracomment>%1 is a note (a whole sentence)</extracomment>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>%1 is in a folder that %2 synchronises: it would upload the environment&apos;s tens of thousands of files and may lock them while they are installed. Choose a folder outside it, such as one directly in your home folder.</source>
        <extracomment>%1 is a folder, %2 a cloud drive such as OneDrive or Dropbox</extracomment>
        <translation>%1 liegt in einem Ordner, den %2 synchronisiert: Die Zehntausenden Dateien der Umgebung würden hochgeladen und könnten während der Installation gesperrt werden. Wählen Sie einen Ordner außerhalb davon, etwa einen direkt in Ihrem Benutzerordner.</translation>
    </message>
    <message numerus="yes">
        <source>The archive %1 is refused: its member &quot;%2&quot; takes it past the limit of %n members.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it, %n the most members an archive may have</extracomment>
        <translation>
            <numerusform>Das Archiv %1 wird abgelehnt: Sein Eintrag „%2“ bringt es über die Grenze von %n Eintrag.</numerusform>
            <numerusform>Das Archiv %1 wird abgelehnt: Sein Eintrag „%2“ bringt es über die Grenze von %n Einträgen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The archive %1 is refused: the path of its member &quot;%2&quot; is longer than %n characters.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it, %n the longest path allowed (a number of characters)</extracomment>
        <translation>
            <numerusform>Das Archiv %1 wird abgelehnt: Der Pfad seines Eintrags „%2“ ist länger als %n Zeichen.</numerusform>
            <numerusform>Das Archiv %1 wird abgelehnt: Der Pfad seines Eintrags „%2“ ist länger als %n Zeichen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The archive %1 is refused: the target of its symlink &quot;%2&quot; is longer than %n characters.</source>
        <extracomment>%1 is an archive, %2 a symlink&apos;s name in it, %n the longest target allowed (a number of characters)</extracomment>
        <translation>
            <numerusform>Das Archiv %1 wird abgelehnt: Das Ziel seines Symlinks „%2“ ist länger als %n Zeichen.</numerusform>
            <numerusform>Das Archiv %1 wird abgelehnt: Das Ziel seines Symlinks „%2“ ist länger als %n Zeichen.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is not enough disk space on %1: the installation needs about %2 there (%3), but only %4 is free. Free some disk space, or choose another folder for the environment (--venv) or the downloads (--cache-dir).</source>
        <extracomment>%1 is a volume (a drive or mount point), %2 the space the installation needs on it, %3 what goes there (such as &quot;downloads and the environment&quot;), %4 the space free on it</extracomment>
        <translation>Auf %1 ist nicht genug Speicherplatz frei: Die Installation braucht dort etwa %2 (%3), aber nur %4 sind frei. Geben Sie Speicherplatz frei, oder wählen Sie einen anderen Ordner für die Umgebung (--venv) oder die Downloads (--cache-dir).</translation>
    </message>
    <message numerus="yes">
        <source>The path %1 is %n characters long: PyTorch&apos;s deepest files inside it would pass Windows&apos; limit of 260 characters, and the installation would fail unless long paths are enabled in Windows.</source>
        <extracomment>%1 is a folder, %n its length (a number of characters); the next sentence says which length works</extracomment>
        <translation>
            <numerusform>Der Pfad %1 ist %n Zeichen lang: Die am tiefsten liegenden Dateien von PyTorch darin würden die Windows-Grenze von 260 Zeichen überschreiten, und die Installation würde fehlschlagen, sofern lange Pfade in Windows nicht aktiviert sind.</numerusform>
            <numerusform>Der Pfad %1 ist %n Zeichen lang: Die am tiefsten liegenden Dateien von PyTorch darin würden die Windows-Grenze von 260 Zeichen überschreiten, und die Installation würde fehlschlagen, sofern lange Pfade in Windows nicht aktiviert sind.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose a folder with a path of at most %n characters, such as C:\torch-env.</source>
        <extracomment>follows &quot;The path … is … characters long: …&quot;; %n is the longest path that works (a number of characters)</extracomment>
        <translation>
            <numerusform>Wählen Sie einen Ordner mit einem Pfad von höchstens %n Zeichen, etwa C:\torch-env.</numerusform>
            <numerusform>Wählen Sie einen Ordner mit einem Pfad von höchstens %n Zeichen, etwa C:\torch-env.</numerusform>
        </translation>
    </message>
    <message>
        <source>The folder %1 beside the environment, where installs keep their journal and the copy of the environment, %2; it is not used, so that nobody else can make an install delete or replace the environment. Remove it (after checking what it holds) and try again.</source>
        <extracomment>%1 is a folder, %2 why it cannot be used (one of the reasons below)</extracomment>
        <translation>Der Ordner %1 neben der Umgebung, in dem Installationen ihr Journal und die Kopie der Umgebung ablegen, %2; er wird nicht benutzt, damit niemand sonst eine Installation dazu bringen kann, die Umgebung zu löschen oder zu ersetzen. Entfernen Sie ihn (nachdem Sie seinen Inhalt geprüft haben) und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>is not a folder but a link or a file</source>
        <extracomment>a reason, as in &quot;The folder … beside the environment … is not a folder but a link or a file; …&quot;</extracomment>
        <translation>ist kein Ordner, sondern eine Verknüpfung oder Datei</translation>
    </message>
    <message>
        <source>belongs to another user</source>
        <extracomment>a reason, as in &quot;The folder … beside the environment … belongs to another user; …&quot;</extracomment>
        <translation>gehört einem anderen Benutzer</translation>
    </message>
    <message>
        <source>may be written by other users</source>
        <extracomment>a reason, as in &quot;The folder … beside the environment … may be written by other users; …&quot;</extracomment>
        <translation>kann von anderen Benutzern beschrieben werden</translation>
    </message>
    <message>
        <source>%1 cannot be written: the folder %2 could not be created. Choose a folder you can write to.</source>
        <extracomment>%1 is a folder, %2 a folder inside it</extracomment>
        <translation>%1 kann nicht beschrieben werden: Der Ordner %2 konnte nicht angelegt werden. Wählen Sie einen Ordner, in den Sie schreiben können.</translation>
    </message>
    <message>
        <source>Also from the folder: %1 (its files are installed unverified: no index gives their SHA-256)</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Auch aus dem Ordner: %1 (seine Dateien werden ungeprüft installiert: kein Index nennt ihren SHA-256)</translation>
    </message>
    <message>
        <source>An earlier installation into %1 was interrupted; the environment it had begun to create is removed first.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Eine frühere Installation in %1 wurde unterbrochen; die Umgebung, die sie zu erstellen begonnen hatte, wird zuerst entfernt.</translation>
    </message>
    <message>
        <source>An earlier installation into %1 was interrupted; the environment is first restored to how it was before it.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Eine frühere Installation in %1 wurde unterbrochen; die Umgebung wird zuerst auf den Stand davor zurückgesetzt.</translation>
    </message>
    <message>
        <source>%1 is a link; the environment is installed where it points: %2.</source>
        <extracomment>%1 and %2 are folders</extracomment>
        <translation>%1 ist eine Verknüpfung; die Umgebung wird dort installiert, wohin sie zeigt: %2.</translation>
    </message>
    <message>
        <source>The download cache %1 may be written by other users. Nothing they put there is installed (each file is checked against its SHA-256 when it is used), but they can delete or replace downloads, which are then fetched again. Choose a cache only you can write to with --cache-dir.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Der Download-Zwischenspeicher %1 kann von anderen Benutzern beschrieben werden. Nichts, was sie dort ablegen, wird installiert (jede Datei wird bei der Verwendung mit ihrem SHA-256 geprüft), aber sie können Downloads löschen oder ersetzen, die dann erneut geladen werden. Wählen Sie mit --cache-dir einen Zwischenspeicher, in den nur Sie schreiben können.</translation>
    </message>
    <message>
        <source>%1 asks for the %2 build, but --backend %3 was chosen; leave one of them out.</source>
        <extracomment>%1 is a pin such as torch==2.5.1+cu124, %2 and %3 build names such as cu124</extracomment>
        <translation>%1 verlangt den Build %2, aber --backend %3 wurde gewählt; lassen Sie eines von beiden weg.</translation>
    </message>
    <message>
        <source>The %1 build that %2 asks for is not one this computer can use with Python %3; choose one of: %4.</source>
        <extracomment>%1 is a build name such as cu124, %2 a pin such as torch==2.5.1+cu124, %3 a Python version, %4 a list of build names</extracomment>
        <translation>Der Build %1, den %2 verlangt, ist keiner, den dieser Computer mit Python %3 verwenden kann; wählen Sie einen von: %4.</translation>
    </message>
    <message>
        <source>%1 asks for the %2 build; it is installed instead of the recommended %3.</source>
        <extracomment>%1 is a pin such as torch==2.5.1+cu124, %2 and %3 builds such as cu124</extracomment>
        <translation>%1 verlangt den Build %2; er wird statt des empfohlenen %3 installiert.</translation>
    </message>
    <message>
        <source>find-links in pip&apos;s configuration</source>
        <translation>find-links in der Konfiguration von pip</translation>
    </message>
    <message>
        <source>%1 names the wheel folder %2: pip may take packages from it, installed as they are there (no index gives their SHA-256, so they are not verified).</source>
        <extracomment>%1 is PIP_FIND_LINKS or &quot;find-links in pip&apos;s configuration&quot;, %2 a folder</extracomment>
        <translation>%1 nennt den Wheel-Ordner %2: pip kann Pakete daraus nehmen, die so installiert werden, wie sie dort liegen (kein Index nennt ihren SHA-256, daher werden sie nicht geprüft).</translation>
    </message>
    <message>
        <source>%1 names the address %2; only folders are taken from it, so it is ignored (give an index with --extra-index-url instead).</source>
        <extracomment>%1 is PIP_FIND_LINKS or &quot;find-links in pip&apos;s configuration&quot;, %2 an address</extracomment>
        <translation>%1 nennt die Adresse %2; daraus werden nur Ordner übernommen, daher wird sie ignoriert (geben Sie stattdessen einen Index mit --extra-index-url an).</translation>
    </message>
    <message>
        <source>%1 names %2, which does not exist; it is ignored.</source>
        <extracomment>%1 is PIP_FIND_LINKS or &quot;find-links in pip&apos;s configuration&quot;, %2 a folder</extracomment>
        <translation>%1 nennt %2, das nicht existiert; es wird ignoriert.</translation>
    </message>
    <message>
        <source>A lock left %1 hours ago by an installation on another computer was removed.</source>
        <extracomment>%1 is a number of hours</extracomment>
        <translation>Eine Sperre, die eine Installation auf einem anderen Computer vor %1 Stunden hinterlassen hat, wurde entfernt.</translation>
    </message>
    <message>
        <source>Another installation (process %1 on the computer %2) is working on %3; wait for it to finish. If it stopped without finishing, its lock is taken over %4 hours after it was made.</source>
        <extracomment>%1 a process number, %2 a computer&apos;s name, %3 a folder, %4 a number of hours</extracomment>
        <translation>Eine andere Installation (Prozess %1 auf dem Computer %2) arbeitet an %3; warten Sie, bis sie fertig ist. Falls sie ohne Abschluss beendet wurde, wird ihre Sperre %4 Stunden nach ihrer Erstellung übernommen.</translation>
    </message>
    <message>
        <source>The file %1 for pip could not be written: %2.</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>Die Datei %1 für pip konnte nicht geschrieben werden: %2.</translation>
    </message>
    <message>
        <source>The copy of the environment could not be moved into %1.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Die Kopie der Umgebung konnte nicht nach %1 verschoben werden.</translation>
    </message>
    <message>
        <source>The journal %1 could not be moved into %2.</source>
        <extracomment>%1 is a file, %2 a folder</extracomment>
        <translation>Das Journal %1 konnte nicht nach %2 verschoben werden.</translation>
    </message>
    <message>
        <source>%1 could not be read</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1 konnte nicht gelesen werden</translation>
    </message>
    <message>
        <source>the list of verified files could not be written (%1)</source>
        <extracomment>%1 is a folder
----------
%1 is an error message from the system</extracomment>
        <translation>die Liste der geprüften Dateien konnte nicht geschrieben werden (%1)</translation>
    </message>
    <message>
        <source>%1 was not fetched: an index or a redirect pointed at a service on this computer that was not named as an index.</source>
        <extracomment>%1 is a web address (credentials hidden)</extracomment>
        <translation>%1 wurde nicht abgerufen: Ein Index oder eine Weiterleitung verwies auf einen Dienst auf diesem Computer, der nicht als Index angegeben wurde.</translation>
    </message>
    <message>
        <source>Every package is compiled to bytecode before the installation ends: it runs as root, and users who may not write to the environment could not keep what their Python compiles.</source>
        <translation>Jedes Paket wird vor dem Ende der Installation zu Bytecode kompiliert: Sie läuft als root, und Benutzer, die nicht in die Umgebung schreiben dürfen, könnten nicht behalten, was ihr Python kompiliert.</translation>
    </message>
    <message>
        <source>Not every file of the environment could be compiled to bytecode (%1); Python compiles the rest when it first imports them.</source>
        <extracomment>%1 is how the program ended, a whole sentence such as &quot;Python exited with code 1.&quot;</extracomment>
        <translation>Nicht jede Datei der Umgebung konnte zu Bytecode kompiliert werden (%1); Python kompiliert den Rest, wenn es sie zum ersten Mal importiert.</translation>
    </message>
    <message>
        <source>%1 beside the environment is not a folder of yours; it is not used. Remove it (after checking what it holds) and try again.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>%1 neben der Umgebung ist kein Ordner von Ihnen; er wird nicht benutzt. Entfernen Sie ihn (nachdem Sie seinen Inhalt geprüft haben) und versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The environment %1 cannot be written.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>In die Umgebung %1 kann nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>An earlier installation into %1 was interrupted, but the folder was made anew since; it is left as it is.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Eine frühere Installation in %1 wurde unterbrochen, aber der Ordner wurde seitdem neu angelegt; er bleibt, wie er ist.</translation>
    </message>
    <message>
        <source>The %1 build is not one %2 offers; it offers: %3.</source>
        <extracomment>%1 is a build such as cu128, %2 a product&apos;s name, %3 a list of builds or patterns</extracomment>
        <translation>Der Build %1 gehört nicht zu denen, die %2 anbietet; angeboten werden: %3.</translation>
    </message>
    <message>
        <source>%1 offers none of the builds that fit this computer (%2 would). Ask its makers which build to use.</source>
        <extracomment>%1 is a product&apos;s name, %2 a build&apos;s name such as &quot;CUDA 13.0&quot;</extracomment>
        <translation>%1 bietet keinen der Builds an, die zu diesem Computer passen (passend wäre der Build mit %2). Fragen Sie den Hersteller von %1, welchen Build Sie verwenden sollen.</translation>
    </message>
    <message>
        <source>%1 does not offer the build that fits this computer best (%2); %3, the first of the builds it offers, is chosen.</source>
        <extracomment>%1 is a product&apos;s name, %2 and %3 builds&apos; names such as &quot;CUDA 13.0&quot;</extracomment>
        <translation>%1 bietet nicht den Build an, der am besten zu diesem Computer passt (den Build mit %2); gewählt wird %3, der erste der angebotenen Builds.</translation>
    </message>
    <message>
        <source>Nothing to do: %1 already has what was asked for.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Nichts zu tun: %1 enthält bereits, was verlangt wurde.</translation>
    </message>
    <message>
        <source>Installed into %1; %2 downloaded.</source>
        <extracomment>%1 is a folder, %2 a size such as &quot;1.2 GB&quot;</extracomment>
        <translation>In %1 installiert; %2 heruntergeladen.</translation>
    </message>
    <message>
        <source>Installed into %1 (%2); %3 downloaded.</source>
        <extracomment>%1 is a folder, %2 a torch build such as &quot;torch 2.6.0+cpu&quot;, %3 a size</extracomment>
        <translation>In %1 installiert (%2); %3 heruntergeladen.</translation>
    </message>
    <message>
        <source>The path %1 has a space in it: PyTorch works there, but torch.compile may fail to build its kernels for the processor (PyTorch 2.6 does). Choose a folder without spaces if you will use torch.compile.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Der Pfad %1 enthält ein Leerzeichen: PyTorch funktioniert dort, aber torch.compile kann seine Kernel für den Prozessor womöglich nicht bauen (bei PyTorch 2.6 ist das so). Wählen Sie einen Ordner ohne Leerzeichen, wenn Sie torch.compile verwenden werden.</translation>
    </message>
    <message>
        <source>The full check (torch.compile and the rest) was skipped; PyTorch passed the installation&apos;s own check.</source>
        <translation>Die vollständige Prüfung (torch.compile und der Rest) wurde übersprungen; PyTorch hat die Prüfung der Installation bestanden.</translation>
    </message>
    <message>
        <source>The full check could not run (%1); PyTorch passed the installation&apos;s own check.</source>
        <extracomment>%1 is why the check could not run (an error message)</extracomment>
        <translation>Die vollständige Prüfung konnte nicht laufen (%1); PyTorch hat die Prüfung der Installation bestanden.</translation>
    </message>
    <message>
        <source>The %1 build is not one this computer can use with Python %2; choose one of: %3.</source>
        <extracomment>%1 is a build such as cu130, %2 a Python version, %3 a list of builds</extracomment>
        <translation>Der Build %1 ist keiner, den dieser Computer mit Python %2 verwenden kann; wählen Sie einen von: %3.</translation>
    </message>
    <message>
        <source>The full check was stopped; the installation is kept, and PyTorch passed its own check.</source>
        <translation>Die vollständige Prüfung wurde abgebrochen; die Installation bleibt erhalten, und PyTorch hat deren eigene Prüfung bestanden.</translation>
    </message>
    <message>
        <source>The archive %1 is of a kind this program does not unpack; it unpacks .tar and .tar.gz archives.</source>
        <extracomment>%1 is an archive&apos;s file name</extracomment>
        <translation>Das Archiv %1 ist von einer Art, die dieses Programm nicht entpackt; es entpackt .tar- und .tar.gz-Archive.</translation>
    </message>
    <message>
        <source>pip chose %1.</source>
        <extracomment>%1 is a list of packages with their versions, such as &quot;torch 2.14.1+cu130, torchvision 0.29.1+cu130&quot;</extracomment>
        <translation>pip hat %1 gewählt.</translation>
    </message>
    <message>
        <source>Windows does not allow &quot;%1&quot; in a name</source>
        <extracomment>%1 is a character such as &apos;:&apos;</extracomment>
        <translation>Windows erlaubt „%1“ in keinem Namen</translation>
    </message>
    <message>
        <source>Windows drops a dot or a space at the end of a name</source>
        <translation>Windows entfernt einen Punkt oder ein Leerzeichen am Ende eines Namens</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names a device on Windows</source>
        <extracomment>%1 is a device name such as CON or COM1</extracomment>
        <translation>„%1“ bezeichnet unter Windows ein Gerät</translation>
    </message>
    <message>
        <source>The archive %1 is refused: the name of its member &quot;%2&quot; cannot be stored on Windows: %3.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it, %3 why Windows cannot hold it (a clause)</extracomment>
        <translation>Das Archiv %1 wird abgelehnt: Der Name seines Eintrags „%2“ kann unter Windows nicht gespeichert werden: %3.</translation>
    </message>
    <message>
        <source>%1.x (the newest %1 release)</source>
        <extracomment>%1 is a version series such as 2.14; pip installs that series&apos; newest patch release (2.14.1, ...)</extracomment>
        <translation>%1.x (die neueste %1-Version)</translation>
    </message>
    <message>
        <source>%1 (process %2)</source>
        <extracomment>%1 is a program&apos;s name (python3), %2 its process number</extracomment>
        <translation>%1 (Prozess %2)</translation>
    </message>
    <message>
        <source>%1, which started this installation, uses the environment %2; restart it when the installation is done.</source>
        <extracomment>%1 is a program and its process number, %2 a folder</extracomment>
        <translation>%1, das diese Installation gestartet hat, verwendet die Umgebung %2; starten Sie es neu, wenn die Installation fertig ist.</translation>
    </message>
    <message>
        <source>%1 uses the environment %2: close it, then try again. Nothing was changed.</source>
        <extracomment>%1 is a program and its process number (&quot;python3 (process 4242)&quot;), %2 a folder</extracomment>
        <translation>%1 verwendet die Umgebung %2: Schließen Sie es und versuchen Sie es dann erneut. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>Programs that use the environment %1 are running: %2. Close them, then try again. Nothing was changed.</source>
        <extracomment>%1 is a folder, %2 a list of programs with their process numbers</extracomment>
        <translation>Programme, die die Umgebung %1 verwenden, laufen: %2. Schließen Sie sie und versuchen Sie es dann erneut. Es wurde nichts geändert.</translation>
    </message>
    <message>
        <source>%1 uses the environment %2: close it before installing.</source>
        <extracomment>%1 is a program and its process number (&quot;python3 (process 4242)&quot;), %2 a folder</extracomment>
        <translation>%1 verwendet die Umgebung %2: Schließen Sie es vor der Installation.</translation>
    </message>
    <message>
        <source>Programs that use the environment %1 are running: %2. Close them before installing.</source>
        <extracomment>%1 is a folder, %2 a list of programs with their process numbers</extracomment>
        <translation>Programme, die die Umgebung %1 verwenden, laufen: %2. Schließen Sie sie vor der Installation.</translation>
    </message>
    <message>
        <source>must be an https address (or plain http, which an install takes only from this computer or where insecure http is allowed).</source>
        <translation>muss eine https-Adresse sein (oder schlichtes http, das eine Installation nur von diesem Computer oder bei erlaubtem unsicherem http annimmt).</translation>
    </message>
    <message>
        <source>The download cache %1 cannot be made: %2 is a file. Choose another folder for the downloads.</source>
        <extracomment>%1 is the download cache&apos;s folder, %2 the file in its way</extracomment>
        <translation>Der Download-Zwischenspeicher %1 kann nicht angelegt werden: %2 ist eine Datei. Wählen Sie einen anderen Ordner für die Downloads.</translation>
    </message>
    <message>
        <source>The download cache %1 cannot be made: %2 cannot be written to. Choose another folder for the downloads.</source>
        <translation>Der Download-Zwischenspeicher %1 kann nicht angelegt werden: In %2 kann nicht geschrieben werden. Wählen Sie einen anderen Ordner für die Downloads.</translation>
    </message>
    <message>
        <source>pip could not install the packages: %1 pip said: %2</source>
        <extracomment>%1 is how pip ended, a whole sentence such as &quot;pip exited with code 1.&quot;; %2 pip&apos;s own last error message, in English</extracomment>
        <translation>pip konnte die Pakete nicht installieren: %1 pip meldete: %2</translation>
    </message>
    <message>
        <source>%1 is a folder, not a Python interpreter; did you mean %2?</source>
        <extracomment>%1 is a folder, %2 the Python interpreter in it</extracomment>
        <translation>%1 ist ein Ordner, kein Python-Interpreter; war %2 gemeint?</translation>
    </message>
    <message>
        <source>%1 is a folder, not a Python interpreter; name the interpreter&apos;s file itself (python3, or python.exe on Windows).</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>%1 ist ein Ordner, kein Python-Interpreter; geben Sie die Datei des Interpreters selbst an (python3, unter Windows python.exe).</translation>
    </message>
    <message>
        <source>%1 is not the name of a PyTorch build; builds are named like cpu, cu130, rocm7.1 or xpu. The ones this computer can use with Python %2: %3.</source>
        <extracomment>%1 is what the user typed after --backend, %2 a Python version, %3 a list of builds</extracomment>
        <translation>%1 ist nicht der Name eines PyTorch-Builds; Builds heißen etwa cpu, cu130, rocm7.1 oder xpu. Die, die dieser Computer mit Python %2 verwenden kann: %3.</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder: a wheel folder is the folder the wheels are in, such as %2.</source>
        <extracomment>%1 is a file, %2 the folder it is in</extracomment>
        <translation>%1 ist eine Datei, kein Ordner: ein Wheel-Ordner ist der Ordner, in dem die Wheels liegen, etwa %2.</translation>
    </message>
    <message>
        <source>%1 is a link to %2, which does not exist. Make that folder first, or name another folder for the environment.</source>
        <extracomment>%1 is a folder, %2 where the link points</extracomment>
        <translation>%1 ist eine Verknüpfung auf %2, das es nicht gibt. Legen Sie diesen Ordner zuerst an oder geben Sie einen anderen Ordner für die Umgebung an.</translation>
    </message>
    <message>
        <source>The environment %1 cannot be made: %2 is a file, not a folder. Name a folder whose path goes through folders only.</source>
        <extracomment>%1 is the environment&apos;s folder, %2 a file on its path</extracomment>
        <translation>Die Umgebung %1 kann nicht angelegt werden: %2 ist eine Datei, kein Ordner. Geben Sie einen Ordner an, dessen Pfad nur durch Ordner führt.</translation>
    </message>
    <message>
        <source>Python cannot make an environment in %1: its path holds &quot;%2&quot;, which separates the folders of PATH. Name a folder without it.</source>
        <extracomment>%1 is a folder, %2 a character such as &apos;:&apos;</extracomment>
        <translation>Python kann in %1 keine Umgebung anlegen: der Pfad enthält „%2“, das die Ordner von PATH trennt. Geben Sie einen Ordner ohne dieses Zeichen an.</translation>
    </message>
    <message>
        <source>The environment %1 cannot be changed: this user may not write in it. Choose a folder you can write to, or run as a user who may write there.</source>
        <translation>Die Umgebung %1 kann nicht geändert werden: dieser Benutzer darf darin nicht schreiben. Wählen Sie einen Ordner, in den Sie schreiben können, oder arbeiten Sie als ein Benutzer, der dort schreiben darf.</translation>
    </message>
    <message>
        <source>The environment %1 cannot be made: this user may not write in %2. Choose a folder you can write to.</source>
        <translation>Die Umgebung %1 kann nicht angelegt werden: dieser Benutzer darf in %2 nicht schreiben. Wählen Sie einen Ordner, in den Sie schreiben können.</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <extracomment>%1 is a list of packages with their versions, %2 how many more there are</extracomment>
        <translation>
            <numerusform>%1 und %n weiteres</numerusform>
            <numerusform>%1 und %n weitere</numerusform>
        </translation>
    </message>
    <message>
        <source>What else the environment holds is not kept: %1. Install it again afterwards.</source>
        <extracomment>%1 is a list of packages with their versions, such as &quot;numpy 2.1.0 and pillow 11.0.0&quot;</extracomment>
        <translation>Was die Umgebung sonst enthält, wird nicht behalten: %1. Installieren Sie es danach erneut.</translation>
    </message>
    <message>
        <source>The download cache %1 cannot be written to. Choose another folder for the downloads.</source>
        <translation>In den Download-Cache %1 kann nicht geschrieben werden. Wählen Sie einen anderen Ordner für die Downloads.</translation>
    </message>
    <message>
        <source>The environment %1 cannot be changed: this user may not write in %2, where the installation keeps what it needs to undo a change. Choose a folder you can write to, or run as a user who may write there.</source>
        <extracomment>%1 is the environment&apos;s folder, %2 the folder it is in</extracomment>
        <translation>Die Umgebung %1 kann nicht geändert werden: dieser Benutzer darf nicht in %2 schreiben, wo die Installation aufbewahrt, was sie zum Rückgängigmachen einer Änderung braucht. Wählen Sie einen Ordner, in den Sie schreiben können, oder arbeiten Sie als ein Benutzer, der dort schreiben darf.</translation>
    </message>
    <message>
        <source>process %1</source>
        <extracomment>%1 is a process number</extracomment>
        <translation>Prozess %1</translation>
    </message>
    <message>
        <source>process %1 on the computer %2</source>
        <extracomment>%1 is a process number, %2 a computer&apos;s name</extracomment>
        <translation>Prozess %1 auf dem Computer %2</translation>
    </message>
    <message>
        <source>An earlier installation into %1 was interrupted; the environment it had begun to create is gone already.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Eine frühere Installation in %1 wurde unterbrochen; die Umgebung, die sie zu erstellen begonnen hatte, ist bereits entfernt.</translation>
    </message>
    <message>
        <source>The environment in %1 cannot be used any more, because its own Python (%2) does not start (%3); it will be created again, and %4 will be installed into it.</source>
        <extracomment>%1 is a folder, %2 a Python interpreter&apos;s file, %3 what it printed (in English) or how it ended, %4 a package with its version, such as &quot;torch 2.9.0+cu128&quot;</extracomment>
        <translation>Die Umgebung in %1 kann nicht mehr verwendet werden, weil ihr eigenes Python (%2) nicht startet (%3); sie wird neu erstellt, und %4 wird darin installiert.</translation>
    </message>
    <message>
        <source>The environment %1 stopped working after the installation was planned; nothing was changed. Run the installation again: it creates the environment again.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Die Umgebung %1 funktioniert nicht mehr, seit die Installation geplant wurde; es wurde nichts geändert. Starten Sie die Installation erneut: Sie erstellt die Umgebung neu.</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>The download cache folder %1 cannot be created; choose another with --cache-dir.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Der Download-Cache-Ordner %1 kann nicht erstellt werden; wählen Sie mit --cache-dir einen anderen.</translation>
    </message>
    <message>
        <source>The download cache folder %1 cannot be written; choose another with --cache-dir.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>In den Download-Cache-Ordner %1 kann nicht geschrieben werden; wählen Sie mit --cache-dir einen anderen.</translation>
    </message>
    <message>
        <source>%1 cannot be written in the download cache (%2); choose another with --cache-dir.</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>%1 kann im Download-Cache nicht geschrieben werden (%2); wählen Sie mit --cache-dir einen anderen.</translation>
    </message>
    <message>
        <source>the server refused the range asked for (416)</source>
        <translation>der Server hat den angeforderten Bereich abgelehnt (416)</translation>
    </message>
    <message>
        <source>the server answered %1 %2</source>
        <extracomment>%1 is an HTTP status code such as 503, %2 the server&apos;s reason phrase such as &quot;Service Unavailable&quot;</extracomment>
        <translation>der Server antwortete %1 %2</translation>
    </message>
    <message>
        <source>%1 does not exist on the server (%2). The index lists a file it does not have; try again later or choose another index.</source>
        <extracomment>%1 is a web address (credentials hidden), %2 the server&apos;s answer, such as &quot;the server answered 404 Not Found&quot;</extracomment>
        <translation>%1 existiert nicht auf dem Server (%2). Der Index führt eine Datei, die der Server nicht hat; versuchen Sie es später erneut, oder wählen Sie einen anderen Index.</translation>
    </message>
    <message>
        <source>%1 was refused (%2). Check the user name and token of the index, or whether the index needs them.</source>
        <extracomment>%1 is a web address (credentials hidden), %2 the server&apos;s answer, such as &quot;the server answered 403 Forbidden&quot;</extracomment>
        <translation>%1 wurde abgelehnt (%2). Prüfen Sie den Benutzernamen und das Token des Index, oder ob der Index diese überhaupt braucht.</translation>
    </message>
    <message>
        <source>%1 could not be downloaded: %2.</source>
        <extracomment>%1 is a web address (credentials hidden), %2 the server&apos;s answer, such as &quot;the server answered 500 Internal Server Error&quot;</extracomment>
        <translation>%1 konnte nicht heruntergeladen werden: %2.</translation>
    </message>
    <message>
        <source>%1 could not be downloaded: asked for bytes from %2 on, the server sent no range. The partial file was discarded; try again, or choose another index or mirror if this repeats.</source>
        <extracomment>%1 is an address, %2 a byte offset</extracomment>
        <translation>%1 konnte nicht heruntergeladen werden: Angefordert wurden die Bytes ab %2, der Server sandte keinen Bereich. Die unvollständige Datei wurde verworfen; versuchen Sie es erneut, oder wählen Sie einen anderen Index oder Mirror, wenn das wieder passiert.</translation>
    </message>
    <message>
        <source>%1 could not be downloaded: asked for bytes from %2 on, the server sent &quot;%3&quot;. The partial file was discarded; try again, or choose another index or mirror if this repeats.</source>
        <extracomment>%1 is an address, %2 a byte offset, %3 the server&apos;s Content-Range header</extracomment>
        <translation>%1 konnte nicht heruntergeladen werden: Angefordert wurden die Bytes ab %2, der Server sandte „%3“. Die unvollständige Datei wurde verworfen; versuchen Sie es erneut, oder wählen Sie einen anderen Index oder Mirror, wenn das wieder passiert.</translation>
    </message>
    <message>
        <source>%1 is larger than the %2 bytes its index lists; it was not kept. Try again, and report it to the index&apos;s owners if it repeats.</source>
        <extracomment>%1 is a web address (credentials hidden), %2 a number of bytes</extracomment>
        <translation>%1 ist größer als die %2 Bytes, die sein Index angibt; die Datei wurde nicht behalten. Versuchen Sie es erneut, und melden Sie es den Betreibern des Index, wenn das wieder passiert.</translation>
    </message>
    <message>
        <source>%1 could not be written to the download cache at %2: %3. Free some disk space or choose another cache folder with --cache-dir.</source>
        <extracomment>%1 is a file name, %2 a folder, %3 an error message from the system</extracomment>
        <translation>%1 konnte nicht in den Download-Cache unter %2 geschrieben werden: %3. Geben Sie Speicherplatz frei, oder wählen Sie mit --cache-dir einen anderen Cache-Ordner.</translation>
    </message>
    <message>
        <source>the connection ended after %1 of %2</source>
        <extracomment>%1 and %2 are sizes such as &quot;1.2 GB&quot;</extracomment>
        <translation>die Verbindung endete nach %1 von %2</translation>
    </message>
    <message>
        <source>%1 was not downloaded: the server&apos;s TLS certificate could not be verified (%2). If your network inspects TLS traffic, point SSL_CERT_FILE at its CA certificate; never download without verification.</source>
        <extracomment>%1 is a web address (credentials hidden), %2 an error message from the network library</extracomment>
        <translation>%1 wurde nicht heruntergeladen: Das TLS-Zertifikat des Servers konnte nicht überprüft werden (%2). Wenn Ihr Netzwerk TLS-Verkehr prüft, lassen Sie SSL_CERT_FILE auf dessen CA-Zertifikat verweisen; laden Sie niemals ohne Überprüfung herunter.</translation>
    </message>
    <message>
        <source>%1 could not be downloaded: %2. Check the network connection and proxy settings.</source>
        <extracomment>%1 is a web address (credentials hidden), %2 an error message from the network library</extracomment>
        <translation>%1 konnte nicht heruntergeladen werden: %2. Prüfen Sie die Netzwerkverbindung und die Proxy-Einstellungen.</translation>
    </message>
    <message>
        <source>%1 was redirected to an address that is not fetched: %2</source>
        <extracomment>%1 is a web address (credentials hidden), %2 why the new address is not fetched (a sentence)</extracomment>
        <translation>%1 wurde auf eine Adresse umgeleitet, von der nicht abgerufen wird: %2</translation>
    </message>
    <message>
        <source>%1 could not be written to the download cache: %2. Free some disk space or choose another cache folder with --cache-dir.</source>
        <extracomment>%1 is a file name, %2 an error message from the system</extracomment>
        <translation>%1 konnte nicht in den Download-Cache geschrieben werden: %2. Geben Sie Speicherplatz frei, oder wählen Sie mit --cache-dir einen anderen Cache-Ordner.</translation>
    </message>
    <message>
        <source>%1 could not be read back from the download cache.</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>%1 konnte nicht aus dem Download-Cache zurückgelesen werden.</translation>
    </message>
    <message>
        <source>%1 was downloaded but is not the file the index lists: its SHA-256 is %2, the index says %3. It was deleted. The server or a proxy changed the file; try again, and report it to the index&apos;s owners if it repeats.</source>
        <extracomment>%1 is a file name, %2 and %3 SHA-256 checksums (64 hexadecimal digits)</extracomment>
        <translation>%1 wurde heruntergeladen, ist aber nicht die Datei, die der Index angibt: Ihr SHA-256 ist %2, laut Index %3. Sie wurde gelöscht. Der Server oder ein Proxy hat die Datei verändert; versuchen Sie es erneut, und melden Sie es den Betreibern des Index, wenn das wieder passiert.</translation>
    </message>
    <message>
        <source>%1 could not be moved into the download cache at %2.</source>
        <extracomment>%1 is a file name, %2 a file</extracomment>
        <translation>%1 konnte nicht in den Download-Cache unter %2 verschoben werden.</translation>
    </message>
    <message>
        <source>The download of %1 was cancelled.</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>Der Download von %1 wurde abgebrochen.</translation>
    </message>
    <message>
        <source>No package index was given to install from.</source>
        <translation>Es wurde kein Paketindex angegeben, aus dem installiert werden soll.</translation>
    </message>
    <message>
        <source>The local package mirror could not open a port on 127.0.0.1: %1.</source>
        <extracomment>%1 is an error message from the system</extracomment>
        <translation>Der lokale Paket-Mirror konnte auf 127.0.0.1 keinen Port öffnen: %1.</translation>
    </message>
    <message>
        <source>The index page %1 could not be read: %2.</source>
        <extracomment>%1 is a web address (credentials hidden), %2 what went wrong (a clause such as &quot;the server answered 404&quot;)</extracomment>
        <translation>Die Indexseite %1 konnte nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <source>The metadata of %1 could not be read from %2: %3.</source>
        <extracomment>%1 is a file name, %2 a web address (credentials hidden), %3 what went wrong (a clause such as &quot;the server answered 404&quot;)</extracomment>
        <translation>Die Metadaten von %1 konnten nicht von %2 gelesen werden: %3.</translation>
    </message>
    <message>
        <source>The metadata of %1 does not match the hash its index gives (%2, not %3); it was not used.</source>
        <extracomment>%1 is a file name, %2 and %3 SHA-256 checksums (64 hexadecimal digits)</extracomment>
        <translation>Die Metadaten von %1 passen nicht zu dem Hash, den ihr Index angibt (%2 statt %3); sie wurden nicht verwendet.</translation>
    </message>
    <message>
        <source>the answer is larger than %1 MB</source>
        <extracomment>a reason, as in &quot;&lt;address&gt; could not be read: the answer is larger than 8 MB&quot;</extracomment>
        <translation>die Antwort ist größer als %1 MB</translation>
    </message>
    <message>
        <source>more than 10 redirects</source>
        <translation>mehr als 10 Umleitungen</translation>
    </message>
    <message>
        <source>a redirect from https to plain http (%1) was refused</source>
        <extracomment>%1 is a web address (credentials hidden)</extracomment>
        <translation>eine Umleitung von https auf einfaches http (%1) wurde abgelehnt</translation>
    </message>
    <message>
        <source>the server&apos;s TLS certificate could not be verified (%1); if your network inspects TLS traffic, point SSL_CERT_FILE at its CA certificate</source>
        <extracomment>%1 is an error message from the network library</extracomment>
        <translation>das TLS-Zertifikat des Servers konnte nicht überprüft werden (%1); wenn Ihr Netzwerk TLS-Verkehr prüft, lassen Sie SSL_CERT_FILE auf dessen CA-Zertifikat verweisen</translation>
    </message>
    <message>
        <source>the server answered %1</source>
        <extracomment>%1 is an HTTP status code such as 404</extracomment>
        <translation>der Server antwortete %1</translation>
    </message>
    <message>
        <source>%1 could not be read: %2.</source>
        <extracomment>%1 is a web address (credentials hidden), %2 what went wrong (a clause such as &quot;the server answered 404&quot;)</extracomment>
        <translation>%1 konnte nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <source>The download was cancelled.</source>
        <translation>Der Download wurde abgebrochen.</translation>
    </message>
    <message numerus="yes">
        <source>no data arrived for %n seconds</source>
        <extracomment>a reason, as in &quot;&lt;address&gt; could not be downloaded after 5 attempts: no data arrived for 30 seconds&quot;; %n is a number of seconds</extracomment>
        <translation>
            <numerusform>%n Sekunde lang kamen keine Daten an</numerusform>
            <numerusform>%n Sekunden lang kamen keine Daten an</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the server did not answer within %n seconds</source>
        <extracomment>a reason, as in &quot;&lt;address&gt; could not be downloaded after 5 attempts: the server did not answer within 30 seconds&quot;; %n is a number of seconds</extracomment>
        <translation>
            <numerusform>der Server hat nicht innerhalb von %n Sekunde geantwortet</numerusform>
            <numerusform>der Server hat nicht innerhalb von %n Sekunden geantwortet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 could not be downloaded: the server redirected it more than %n times.</source>
        <extracomment>%1 is an address, %n a number of redirects</extracomment>
        <translation>
            <numerusform>%1 konnte nicht heruntergeladen werden: Der Server hat die Anfrage mehr als %n Mal umgeleitet.</numerusform>
            <numerusform>%1 konnte nicht heruntergeladen werden: Der Server hat die Anfrage mehr als %n Mal umgeleitet.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 could not be downloaded after one attempt: %2. What was received is kept; running the installation again continues from there.</source>
        <extracomment>%1 is an address, %2 the reason, such as &quot;no data arrived for 30 seconds&quot;</extracomment>
        <translation>%1 konnte nach einem Versuch nicht heruntergeladen werden: %2. Was bereits empfangen wurde, bleibt erhalten; wenn Sie die Installation erneut ausführen, geht es dort weiter.</translation>
    </message>
    <message numerus="yes">
        <source>%1 could not be downloaded after %n attempts: %2. What was received is kept; running the installation again continues from there.</source>
        <extracomment>%1 is an address, %2 the reason, such as &quot;no data arrived for 30 seconds&quot;; %n is the number of attempts, 2 or more (one attempt has its own sentence)</extracomment>
        <translation>
            <numerusform>%1 konnte nach %n Versuch nicht heruntergeladen werden: %2. Was bereits empfangen wurde, bleibt erhalten; wenn Sie die Installation erneut ausführen, geht es dort weiter.</numerusform>
            <numerusform>%1 konnte nach %n Versuchen nicht heruntergeladen werden: %2. Was bereits empfangen wurde, bleibt erhalten; wenn Sie die Installation erneut ausführen, geht es dort weiter.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is being downloaded into the same cache by another program (process %2) that has not received a byte for %n seconds; end it, or choose another cache folder with --cache-dir.</source>
        <extracomment>%1 is a file, %2 a process number, %n a number of seconds</extracomment>
        <translation>
            <numerusform>%1 wird von einem anderen Programm (Prozess %2) in denselben Zwischenspeicher geladen, das seit %n Sekunde kein Byte erhalten hat; beenden Sie es oder wählen Sie mit --cache-dir einen anderen Zwischenspeicher-Ordner.</numerusform>
            <numerusform>%1 wird von einem anderen Programm (Prozess %2) in denselben Zwischenspeicher geladen, das seit %n Sekunden kein Byte erhalten hat; beenden Sie es oder wählen Sie mit --cache-dir einen anderen Zwischenspeicher-Ordner.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is larger than %2, the most this program downloads for one file whose size the index does not give; it was not kept.</source>
        <extracomment>%1 is an address, %2 a size such as &quot;16.0 GB&quot;</extracomment>
        <translation>%1 ist größer als %2, das Höchste, was dieses Programm für eine Datei lädt, deren Größe der Index nicht nennt; sie wurde nicht behalten.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n attempts)</source>
        <extracomment>%1 is a reason such as &quot;the server answered 503&quot;, %n the number of attempts (2 or more)</extracomment>
        <translation>
            <numerusform>%1 (%n Versuch)</numerusform>
            <numerusform>%1 (%n Versuche)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 could not be read: the server answered 304 (not modified) to a request that asked for the whole file.</source>
        <extracomment>%1 is a web address (credentials hidden)</extracomment>
        <translation>%1 konnte nicht gelesen werden: Der Server antwortete 304 (nicht geändert) auf eine Anfrage nach der ganzen Datei.</translation>
    </message>
</context>
<context>
    <name>Policy</name>
    <message>
        <source>%1 of torch %2 ships no kernels for %3 (it has %4)</source>
        <extracomment>%1 is a build such as rocm6.4, %2 a torch version, %3 and %4 lists of gfx targets such as gfx1100</extracomment>
        <translation>%1 von torch %2 liefert keine Kernel für %3 mit (enthalten sind %4)</translation>
    </message>
    <message>
        <source>%1 of torch %2 ships native kernels for %3</source>
        <extracomment>%1 is a build such as rocm6.4, %2 a torch version, %3 a list of gfx targets such as gfx1100</extracomment>
        <translation>%1 von torch %2 liefert native Kernel für %3 mit</translation>
    </message>
    <message>
        <source>AMD&apos;s TheRock %1 wheels have no %2 build for %3</source>
        <extracomment>%1 is a channel, &quot;stable&quot; or &quot;nightly&quot;; %2 a gfx target such as gfx1100; %3 a platform such as linux-x86_64</extracomment>
        <translation>Die TheRock-Wheels %1 von AMD haben keinen %2-Build für %3</translation>
    </message>
    <message>
        <source>AMD&apos;s TheRock %1 wheels have no build for Python %2 (they have %3)</source>
        <extracomment>%1 is a channel, &quot;stable&quot; or &quot;nightly&quot;; %2 a Python version such as 3.12; %3 a list of Python versions</extracomment>
        <translation>Die TheRock-Wheels %1 von AMD haben keinen Build für Python %2 (nur für %3)</translation>
    </message>
    <message>
        <source>AMD&apos;s TheRock %1 wheels: %2</source>
        <extracomment>%1 is a channel, &quot;stable&quot; or &quot;nightly&quot;; %2 a reason (a clause)</extracomment>
        <translation>TheRock-Wheels %1 von AMD: %2</translation>
    </message>
    <message>
        <source>AMD&apos;s TheRock %1 wheels (%2) have native kernels for %3 on %4, chosen with the extra %5; torch %6 is the newest they offer</source>
        <extracomment>%1 is a channel, &quot;stable&quot; or &quot;nightly&quot;; %2 a web address; %3 a list of gfx targets such as gfx1100; %4 a platform such as linux-x86_64; %5 a pip extra such as [device-gfx1100]; %6 a torch version such as 2.9</extracomment>
        <translation>Die TheRock-Wheels %1 von AMD (%2) haben native Kernel für %3 unter %4, ausgewählt mit dem Extra %5; torch %6 ist die neueste Version, die sie anbieten</translation>
    </message>
    <message>
        <source>AMD&apos;s TheRock %1 wheels offer no torch allowed by the pins</source>
        <extracomment>%1 is a channel, &quot;stable&quot; or &quot;nightly&quot;</extracomment>
        <translation>Die TheRock-Wheels %1 von AMD bieten kein torch an, das die Versionsvorgaben zulassen</translation>
    </message>
    <message>
        <source>torch %1 with %2 (Python %3, --index-url %4)</source>
        <extracomment>%1 is a torch version, %2 a build such as rocm6.4, %3 a Python version or range such as 3.10–3.14, %4 a web address</extracomment>
        <translation>torch %1 mit %2 (Python %3, --index-url %4)</translation>
    </message>
    <message>
        <source>AMD&apos;s TheRock %1 wheels (torch %2, Python %3, --index-url %4)</source>
        <extracomment>%1 is a channel, &quot;stable&quot; or &quot;nightly&quot;; %2 a torch version or range such as 2.9–2.10; %3 a Python version or range such as 3.10–3.14; %4 a web address</extracomment>
        <translation>Die TheRock-Wheels %1 von AMD (torch %2, Python %3, --index-url %4)</translation>
    </message>
    <message>
        <source>%1; or %2</source>
        <comment>two ways to get a build</comment>
        <extracomment>%1 and %2 are ways to get a build, each a phrase such as &quot;torch 2.9.0 with rocm6.4 (…)&quot;</extracomment>
        <translation>%1; oder %2</translation>
    </message>
    <message>
        <source>%1 needs %2=%3 with every ROCm build</source>
        <extracomment>%1 is a gfx target such as gfx1100, %2 an environment variable&apos;s name, %3 its value</extracomment>
        <translation>%1 braucht %2=%3 bei jedem ROCm-Build</translation>
    </message>
    <message>
        <source>The gfx target of %1 is unknown, so no ROCm build can be matched to it</source>
        <extracomment>%1 is a GPU with its number and facts, such as &quot;GPU 0 (AMD Radeon RX 7900 XTX)&quot;</extracomment>
        <translation>Das gfx-Target von %1 ist unbekannt, daher kann ihm kein ROCm-Build zugeordnet werden</translation>
    </message>
    <message>
        <source>Send dxdiag /t output with the report</source>
        <translation>Senden Sie die Ausgabe von dxdiag /t mit dem Bericht</translation>
    </message>
    <message>
        <source>Run rocminfo and send its output with the report</source>
        <translation>Führen Sie rocminfo aus und senden Sie seine Ausgabe mit dem Bericht</translation>
    </message>
    <message>
        <source>%1; the nightly channel has it. Nightly builds change daily and are less tested</source>
        <extracomment>%1 is why the stable channel has no build (a clause)</extracomment>
        <translation>%1; im Nightly-Kanal ist er verfügbar. Nightly-Builds ändern sich täglich und sind weniger getestet</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <comment>two reasons in a row</comment>
        <extracomment>%1 and %2 are reasons, each a clause</extracomment>
        <translation>%1; %2</translation>
    </message>
    <message>
        <source>DirectML runs on any DirectX 12 GPU on Windows; torch-directml pins torch %1</source>
        <extracomment>%1 is a torch version such as 2.4.1</extracomment>
        <translation>DirectML läuft unter Windows auf jeder GPU mit DirectX 12; torch-directml legt torch auf %1 fest</translation>
    </message>
    <message>
        <source>DirectML is slower than native ROCm kernels and stays on torch %1</source>
        <extracomment>%1 is a torch version such as 2.4.1</extracomment>
        <translation>DirectML ist langsamer als native ROCm-Kernel und bleibt bei torch %1</translation>
    </message>
    <message>
        <source>upstream PyTorch&apos;s ROCm build already has native kernels; TheRock is AMD&apos;s own build of the same</source>
        <translation>Der ROCm-Build des offiziellen PyTorch hat bereits native Kernel; TheRock ist AMDs eigener Build desselben</translation>
    </message>
    <message>
        <source>no upstream ROCm build has native kernels for %1</source>
        <extracomment>%1 is a list of gfx targets such as gfx1100</extracomment>
        <translation>kein offizieller ROCm-Build hat native Kernel für %1</translation>
    </message>
    <message>
        <source>HSA_OVERRIDE_GFX_VERSION=%1 (running the %2 kernels on %3)</source>
        <extracomment>%1 is a version such as 10.3.0, %2 and %3 gfx targets such as gfx1030</extracomment>
        <translation>HSA_OVERRIDE_GFX_VERSION=%1 (die %2-Kernel laufen auf %3)</translation>
    </message>
    <message>
        <source>%1 is never offered: %2</source>
        <extracomment>%1 is a phrase such as &quot;HSA_OVERRIDE_GFX_VERSION=10.3.0 (running the gfx1030 kernels on gfx1031)&quot;, %2 what reports say about it (a sentence)</extracomment>
        <translation>%1 wird nie angeboten: %2</translation>
    </message>
    <message>
        <source>Python %1</source>
        <extracomment>%1 is a Python version such as 3.12</extracomment>
        <translation>Python %1</translation>
    </message>
    <message>
        <source>No PyTorch build allowed here (%1) runs %2 natively, and the stand-in HSA_OVERRIDE_GFX_VERSION=%3 is not offered: %4. The CPU build is used instead</source>
        <extracomment>%1 is a list of limits (a Python version and package pins), %2 one or more GPUs with their numbers and facts, %3 a version such as 10.3.0, %4 what reports say about it (a sentence)</extracomment>
        <translation>Kein hier zulässiger PyTorch-Build (%1) führt %2 nativ aus, und der Ersatz HSA_OVERRIDE_GFX_VERSION=%3 wird nicht angeboten: %4. Stattdessen wird der CPU-Build verwendet</translation>
    </message>
    <message>
        <source>Keep the CPU build until a PyTorch release ships native %1 kernels</source>
        <extracomment>%1 is a gfx target such as gfx1100</extracomment>
        <translation>Behalten Sie den CPU-Build, bis eine PyTorch-Version native %1-Kernel mitliefert</translation>
    </message>
    <message>
        <source>These run %1 natively: %2</source>
        <extracomment>%1 is a gfx target such as gfx1100, %2 one or more ways to get a build, such as &quot;torch 2.9.0 with rocm6.4 (…)&quot;</extracomment>
        <translation>Diese führen %1 nativ aus: %2</translation>
    </message>
    <message>
        <source>%1 of torch %2 has no kernels for %3; it runs the %4 kernels when HSA_OVERRIDE_GFX_VERSION=%5 (an override: the GPU is treated as %4)</source>
        <extracomment>%1 is a build such as rocm6.4, %2 a torch version, %3 a list of gfx targets, %4 a gfx target such as gfx1030, %5 a version such as 10.3.0</extracomment>
        <translation>%1 von torch %2 hat keine Kernel für %3; mit HSA_OVERRIDE_GFX_VERSION=%5 führt er die %4-Kernel aus (eine Überschreibung: Die GPU wird als %4 behandelt)</translation>
    </message>
    <message>
        <source>an override (HSA_OVERRIDE_GFX_VERSION=%1) runs kernels built for %2, not for this GPU</source>
        <extracomment>%1 is a version such as 10.3.0, %2 a gfx target such as gfx1030</extracomment>
        <translation>eine Überschreibung (HSA_OVERRIDE_GFX_VERSION=%1) führt Kernel aus, die für %2 gebaut wurden, nicht für diese GPU</translation>
    </message>
    <message>
        <source>This machine has other AMD GPUs besides %1, and HIP&apos;s order of them is unknown here, so HIP_VISIBLE_DEVICES cannot be set; HIP may pick a GPU this build has no kernels for</source>
        <extracomment>%1 is a GPU with its number and facts, such as &quot;GPU 0 (AMD Radeon RX 7900 XTX)&quot;</extracomment>
        <translation>Dieser Rechner hat außer %1 weitere AMD-GPUs, und ihre Reihenfolge in HIP ist hier unbekannt, daher kann HIP_VISIBLE_DEVICES nicht gesetzt werden; HIP könnte eine GPU wählen, für die dieser Build keine Kernel hat</translation>
    </message>
    <message>
        <source>Run detect on the machine itself (it reads the KFD topology), or set HIP_VISIBLE_DEVICES to the GPU&apos;s index in rocminfo&apos;s list of GPU agents</source>
        <translation>Führen Sie detect auf dem Rechner selbst aus (es liest die KFD-Topologie), oder setzen Sie HIP_VISIBLE_DEVICES auf den Index der GPU in der Liste der GPU-Agents von rocminfo</translation>
    </message>
    <message>
        <source>/dev/kfd does not exist, so ROCm cannot reach the GPU (the amdgpu driver&apos;s compute interface is missing, or a container was started without it)</source>
        <translation>/dev/kfd existiert nicht, daher kann ROCm die GPU nicht erreichen (die Compute-Schnittstelle des amdgpu-Treibers fehlt, oder ein Container wurde ohne sie gestartet)</translation>
    </message>
    <message>
        <source>Load the amdgpu driver; in a container, pass --device=/dev/kfd --device=/dev/dri</source>
        <translation>Laden Sie den amdgpu-Treiber; übergeben Sie in einem Container --device=/dev/kfd --device=/dev/dri</translation>
    </message>
    <message>
        <source>This user may not open /dev/kfd, so ROCm will not see the GPU</source>
        <translation>Dieser Benutzer darf /dev/kfd nicht öffnen, daher wird ROCm die GPU nicht sehen</translation>
    </message>
    <message>
        <source>sudo usermod -aG render,video $USER, then log out and back in</source>
        <translation>sudo usermod -aG render,video $USER, dann ab- und wieder anmelden</translation>
    </message>
    <message>
        <source>HSA_OVERRIDE_GFX_VERSION=%1 is already set in the environment; it changes the gfx target ROCm reports, so tools (rocminfo) may show the override, not the GPU</source>
        <extracomment>%1 is the value found in the environment, such as 10.3.0</extracomment>
        <translation>HSA_OVERRIDE_GFX_VERSION=%1 ist in der Umgebung bereits gesetzt; es ändert das gfx-Target, das ROCm meldet, daher zeigen Tools (rocminfo) möglicherweise die Überschreibung statt der GPU</translation>
    </message>
    <message>
        <source>Unset it unless you set it on purpose; the installed environment sets what it needs</source>
        <translation>Entfernen Sie die Variable, sofern Sie sie nicht absichtlich gesetzt haben; die installierte Umgebung setzt, was sie braucht</translation>
    </message>
    <message>
        <source>No ROCm build runs %1 natively or through an override, so PyTorch cannot use it</source>
        <extracomment>%1 is a list of gfx targets such as gfx1100</extracomment>
        <translation>Kein ROCm-Build führt %1 nativ oder über eine Überschreibung aus, daher kann PyTorch sie nicht nutzen</translation>
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
        <translation>ROCm von AMD (TheRock)</translation>
    </message>
    <message>
        <source>AMD&apos;s ROCm (TheRock) for %1</source>
        <translation>ROCm von AMD (TheRock) für %1</translation>
    </message>
    <message>
        <source>the processor only</source>
        <translation>dem Prozessor allein</translation>
    </message>
    <message>
        <source>Apple&apos;s Metal</source>
        <translation>Metal von Apple</translation>
    </message>
    <message>
        <source>Intel&apos;s XPU</source>
        <translation>XPU von Intel</translation>
    </message>
    <message>
        <source>DirectML</source>
        <translation>DirectML</translation>
    </message>
    <message>
        <source>Intel&apos;s Extension for PyTorch</source>
        <translation>Intel Extension for PyTorch</translation>
    </message>
    <message>
        <source>PyTorch %1 for the processor (this computer has no GPU PyTorch can use)</source>
        <extracomment>%1 is a torch version such as 2.9.0</extracomment>
        <translation>PyTorch %1 für den Prozessor (dieser Computer hat keine GPU, die PyTorch nutzen kann)</translation>
    </message>
    <message>
        <source>PyTorch %1 for the processor</source>
        <extracomment>%1 is a torch version such as 2.9.0</extracomment>
        <translation>PyTorch %1 für den Prozessor</translation>
    </message>
    <message>
        <source>PyTorch %1 with %2</source>
        <extracomment>%1 is a torch version such as 2.9.0, %2 a build&apos;s name such as &quot;CUDA 12.8&quot; or &quot;Apple&apos;s Metal&quot;</extracomment>
        <translation>PyTorch %1 mit %2</translation>
    </message>
    <message>
        <source>PyTorch %1 with %2 for your %3</source>
        <extracomment>%1 is a torch version such as 2.9.0, %2 a build&apos;s name such as &quot;CUDA 12.8&quot;, %3 one or more GPU names</extracomment>
        <translation>PyTorch %1 mit %2 für Ihre %3</translation>
    </message>
    <message>
        <source>integrated</source>
        <translation>integriert</translation>
    </message>
    <message>
        <source>compute capability %1</source>
        <extracomment>%1 is a number such as 8.9</extracomment>
        <translation>Compute Capability %1</translation>
    </message>
    <message>
        <source>GPU %1 (%2)</source>
        <extracomment>%1 is the GPU&apos;s number, %2 a list of facts such as its name, architecture and compute capability</extracomment>
        <translation>GPU %1 (%2)</translation>
    </message>
    <message>
        <source>the GPU database (%1:%2)</source>
        <extracomment>%1 and %2 are PCI vendor and device ids, such as 10de and 2684</extracomment>
        <translation>die GPU-Datenbank (%1:%2)</translation>
    </message>
    <message>
        <source>the GPU database (by name)</source>
        <translation>die GPU-Datenbank (nach Name)</translation>
    </message>
    <message>
        <source>%1 GPU</source>
        <comment>a GPU known only by its vendor</comment>
        <extracomment>%1 is a vendor&apos;s name such as NVIDIA, AMD, Intel or Apple</extracomment>
        <translation>%1-GPU</translation>
    </message>
    <message>
        <source>Apple Silicon GPUs are part of the chip</source>
        <translation>GPUs von Apple Silicon sind Teil des Chips</translation>
    </message>
    <message>
        <source>whether %1 runs PyTorch&apos;s XPU build is unknown</source>
        <extracomment>%1 is a GPU with its number and facts, such as &quot;GPU 0 (Intel Arc A770)&quot;</extracomment>
        <translation>ob %1 den XPU-Build von PyTorch ausführt, ist unbekannt</translation>
    </message>
    <message>
        <source>%1 is older graphics, which PyTorch&apos;s XPU build does not support (it needs Arc or Core Ultra graphics)</source>
        <extracomment>%1 is a GPU with its number and facts, such as &quot;GPU 0 (Intel UHD Graphics 630, integrated)&quot;</extracomment>
        <translation>%1 ist eine ältere Grafik, die der XPU-Build von PyTorch nicht unterstützt (er braucht Arc- oder Core-Ultra-Grafik)</translation>
    </message>
    <message>
        <source>%1 is %2 graphics, which PyTorch&apos;s XPU build does not support (it needs Arc or Core Ultra graphics)</source>
        <extracomment>%2 is an Intel graphics generation such as &quot;Gen9&quot;</extracomment>
        <translation>%1 ist eine Grafik der Generation %2, die der XPU-Build von PyTorch nicht unterstützt (er braucht Arc- oder Core-Ultra-Grafik)</translation>
    </message>
    <message>
        <source>PyTorch&apos;s XPU build runs on %1</source>
        <extracomment>%1 is a GPU with its number and facts, such as &quot;GPU 0 (Intel Arc A770)&quot;</extracomment>
        <translation>Der XPU-Build von PyTorch läuft auf %1</translation>
    </message>
    <message>
        <source>no XPU build exists for Python %1, so %2 is used</source>
        <extracomment>%1 is a Python version such as 3.12, %2 a build such as directml or ipex</extracomment>
        <translation>für Python %1 gibt es keinen XPU-Build, daher wird %2 verwendet</translation>
    </message>
    <message>
        <source>DirectML runs on any DirectX 12 GPU on Windows</source>
        <translation>DirectML läuft unter Windows auf jeder GPU mit DirectX 12</translation>
    </message>
    <message>
        <source>%1; on Linux PyTorch will use the CPU</source>
        <extracomment>%1 is why the GPU cannot use the XPU build (a clause)</extracomment>
        <translation>%1; unter Linux wird PyTorch die CPU verwenden</translation>
    </message>
    <message>
        <source>Apple Silicon: PyTorch&apos;s macOS arm64 wheel uses the GPU through Metal (MPS)</source>
        <translation>Apple Silicon: Das macOS-arm64-Wheel von PyTorch nutzt die GPU über Metal (MPS)</translation>
    </message>
    <message>
        <source>an Intel Mac with an AMD GPU: torch %1, the last release for Intel Macs, uses the GPU through Metal (MPS); PYTORCH_ENABLE_MPS_FALLBACK=1 runs operators Metal lacks on the CPU</source>
        <extracomment>%1 is a torch version such as 2.2.2</extracomment>
        <translation>ein Intel-Mac mit einer AMD-GPU: torch %1, die letzte Version für Intel-Macs, nutzt die GPU über Metal (MPS); PYTORCH_ENABLE_MPS_FALLBACK=1 führt Operatoren, die Metal fehlen, auf der CPU aus</translation>
    </message>
    <message>
        <source>the CPU index (%1) is named explicitly: the plain PyPI torch for Linux is a CUDA build since torch 2.11</source>
        <extracomment>%1 is a web address</extracomment>
        <translation>der CPU-Index (%1) wird ausdrücklich angegeben: Das einfache torch von PyPI für Linux ist seit torch 2.11 ein CUDA-Build</translation>
    </message>
    <message>
        <source>%1 is not Torch Setup&apos;s network module</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1 ist nicht das Netzwerkmodul von Torch Setup</translation>
    </message>
    <message>
        <source>the network module could not be loaded (%1); reinstall Torch Setup</source>
        <extracomment>%1 is a list of problems, each an error message, separated by semicolons</extracomment>
        <translation>das Netzwerkmodul konnte nicht geladen werden (%1); installieren Sie Torch Setup neu</translation>
    </message>
    <message>
        <source>The compute capability of %1 is unknown, so the CUDA build&apos;s kernels could not be checked for it</source>
        <extracomment>%1 is a GPU with its number and facts, such as &quot;GPU 0 (NVIDIA GeForce RTX 4090, Ada)&quot;</extracomment>
        <translation>Die Compute Capability von %1 ist unbekannt, daher konnten die Kernel des CUDA-Builds nicht dafür geprüft werden</translation>
    </message>
    <message>
        <source>Run nvidia-smi --query-gpu=name,compute_cap --format=csv and send its output with the report</source>
        <translation>Führen Sie nvidia-smi --query-gpu=name,compute_cap --format=csv aus und senden Sie die Ausgabe mit dem Bericht</translation>
    </message>
    <message>
        <source>%1 (CUDA %2) of torch %3</source>
        <extracomment>%1 is a build such as cu128, %2 a CUDA version such as 12.8, %3 a torch version</extracomment>
        <translation>%1 (CUDA %2) von torch %3</translation>
    </message>
    <message>
        <source>%1 has no kernels for compute capability %2 of GPU %3 (it ships %4)</source>
        <extracomment>%1 is a build such as &quot;cu128 (CUDA 12.8) of torch 2.9.0&quot;, %2 a number such as 8.9, %3 a GPU&apos;s number, %4 a list of kernels such as &quot;sm_80, sm_90 + PTX 9.0&quot;</extracomment>
        <translation>%1 hat keine Kernel für Compute Capability %2 von GPU %3 (er liefert %4 mit)</translation>
    </message>
    <message>
        <source>%1: the matrix has no kernel list for it on %2</source>
        <extracomment>%1 is a build such as &quot;cu128 (CUDA 12.8) of torch 2.9.0&quot;, %2 a platform such as linux-x86_64</extracomment>
        <translation>%1: Die Matrix hat keine Kernel-Liste dafür unter %2</translation>
    </message>
    <message>
        <source>GPU %1 (compute capability %2)</source>
        <extracomment>%1 is a GPU&apos;s number, %2 a number such as 8.9</extracomment>
        <translation>GPU %1 (Compute Capability %2)</translation>
    </message>
    <message>
        <source>%1 ships kernels for compute capability %2 of GPU %3 (%4)</source>
        <extracomment>%1 is a build such as &quot;cu128 (CUDA 12.8) of torch 2.9.0&quot;, %2 a number such as 8.9, %3 a GPU&apos;s number, %4 a list of kernels such as &quot;sm_80, sm_90 + PTX 9.0&quot;</extracomment>
        <translation>%1 liefert Kernel für Compute Capability %2 von GPU %3 mit (%4)</translation>
    </message>
    <message>
        <source>%1 runs on compute capability %2 of GPU %3 only through its PTX, which the driver compiles on first use: the first start is slow (%4)</source>
        <translation>%1 läuft auf Compute Capability %2 von GPU %3 nur über seinen PTX-Code, den der Treiber bei der ersten Verwendung kompiliert: Der erste Start ist langsam (%4)</translation>
    </message>
    <message>
        <source>torch %1 has no wheels for Python %2 on %3 (it has %4)</source>
        <extracomment>%1 is a torch version, %2 a Python version such as 3.12, %3 a platform such as linux-x86_64, %4 a list of Python versions</extracomment>
        <translation>torch %1 hat keine Wheels für Python %2 unter %3 (nur für %4)</translation>
    </message>
    <message>
        <source>%1 has no kernels built for %2, only PTX that the driver compiles on first use: the first start takes long, and the verification shows whether every operation works</source>
        <extracomment>%1 is a build such as &quot;cu128 (CUDA 12.8) of torch 2.9.0&quot;, %2 a list of GPUs such as &quot;GPU 0 (compute capability 12.0)&quot;</extracomment>
        <translation>%1 hat keine für %2 gebauten Kernel, nur PTX-Code, den der Treiber bei der ersten Verwendung kompiliert: Der erste Start dauert lange, und die Überprüfung zeigt, ob jede Operation funktioniert</translation>
    </message>
    <message>
        <source>A newer Python or looser package pins allow a torch with native kernels for this GPU</source>
        <translation>Ein neueres Python oder weniger strenge Versionsvorgaben für Pakete erlauben ein torch mit nativen Kerneln für diese GPU</translation>
    </message>
    <message>
        <source>%1 needs NVIDIA driver %2 or newer on %3; this machine has %4</source>
        <extracomment>%1 is a build such as &quot;cu128 (CUDA 12.8) of torch 2.9.0&quot;, %2 and %4 driver versions such as 570.86, %3 an OS such as linux or windows</extracomment>
        <translation>%1 braucht unter %3 den NVIDIA-Treiber %2 oder neuer; dieser Rechner hat %4</translation>
    </message>
    <message>
        <source>NVIDIA driver %1 meets the minimum of %2 that CUDA %3 needs on %4</source>
        <extracomment>%1 and %2 are driver versions such as 570.86, %3 a CUDA version such as 12.8, %4 an OS such as linux or windows</extracomment>
        <translation>NVIDIA-Treiber %1 erfüllt das Minimum von %2, das CUDA %3 unter %4 braucht</translation>
    </message>
    <message>
        <source>no NVIDIA driver was found, so %1 is chosen: of torch %2&apos;s CUDA builds it runs with the oldest drivers</source>
        <extracomment>%1 is a build such as cu126, %2 a torch version</extracomment>
        <translation>es wurde kein NVIDIA-Treiber gefunden, daher wird %1 gewählt: Von den CUDA-Builds von torch %2 läuft er mit den ältesten Treibern</translation>
    </message>
    <message>
        <source>No NVIDIA driver was found; PyTorch cannot use the GPU without it</source>
        <translation>Es wurde kein NVIDIA-Treiber gefunden; ohne ihn kann PyTorch die GPU nicht nutzen</translation>
    </message>
    <message>
        <source>Install the NVIDIA driver (%1 or newer), then run the setup again</source>
        <extracomment>%1 is a driver version such as 570.86</extracomment>
        <translation>Installieren Sie den NVIDIA-Treiber (%1 oder neuer) und führen Sie die Einrichtung dann erneut aus</translation>
    </message>
    <message>
        <source>Install the NVIDIA driver, then run the setup again</source>
        <translation>Installieren Sie den NVIDIA-Treiber und führen Sie die Einrichtung dann erneut aus</translation>
    </message>
    <message>
        <source>NVIDIA driver %1 is too old for every PyTorch build that has kernels for these GPUs; %2 will not start on the GPU until the driver is updated</source>
        <extracomment>%1 is a driver version such as 535.54, %2 a build such as cu128</extracomment>
        <translation>NVIDIA-Treiber %1 ist für jeden PyTorch-Build, der Kernel für diese GPUs hat, zu alt; %2 wird erst auf der GPU starten, wenn der Treiber aktualisiert ist</translation>
    </message>
    <message>
        <source>Update the NVIDIA driver to %1 or newer</source>
        <extracomment>%1 is a driver version such as 570.86</extracomment>
        <translation>Aktualisieren Sie den NVIDIA-Treiber auf %1 oder neuer</translation>
    </message>
    <message>
        <source>Update the NVIDIA driver to the current release</source>
        <translation>Aktualisieren Sie den NVIDIA-Treiber auf die aktuelle Version</translation>
    </message>
    <message>
        <source>A newer driver would allow torch %1 with %2</source>
        <extracomment>%1 is a torch version, %2 a build such as cu128</extracomment>
        <translation>Ein neuerer Treiber würde torch %1 mit %2 erlauben</translation>
    </message>
    <message>
        <source>%1 needs a build with its kernels, such as %2, but %3</source>
        <extracomment>%1 is one or more GPUs with their numbers and facts, %2 a build such as &quot;cu128 (CUDA 12.8) of torch 2.9.0&quot;, %3 why it cannot be used (a clause)</extracomment>
        <translation>Für %1 ist ein Build mit passenden Kerneln nötig, etwa %2, aber %3</translation>
    </message>
    <message>
        <source>No PyTorch CUDA build has kernels for %1 together, so PyTorch will not use these GPUs</source>
        <extracomment>%1 is one or more GPUs with their numbers and facts, such as &quot;GPU 0 (…) and GPU 1 (…)&quot;</extracomment>
        <translation>Kein CUDA-Build von PyTorch hat Kernel für %1 zusammen, daher wird PyTorch diese GPUs nicht nutzen</translation>
    </message>
    <message>
        <source>Use the newer GPU alone (CUDA_VISIBLE_DEVICES) and run the setup again</source>
        <translation>Verwenden Sie die neuere GPU allein (CUDA_VISIBLE_DEVICES) und führen Sie die Einrichtung erneut aus</translation>
    </message>
    <message>
        <source>it is empty</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: it is empty&quot;</extracomment>
        <translation>sie ist leer</translation>
    </message>
    <message>
        <source>it does not start with a package name</source>
        <translation>sie beginnt nicht mit einem Paketnamen</translation>
    </message>
    <message>
        <source>a &quot;.*&quot; version only goes with == or !=</source>
        <translation>eine &quot;.*&quot;-Version geht nur mit == oder !=</translation>
    </message>
    <message>
        <source>~= needs at least two version parts</source>
        <translation>~= braucht mindestens zwei Versionsteile</translation>
    </message>
    <message>
        <source>torch %1 (with %2 %3) is excluded by %4</source>
        <extracomment>%1 is a torch series such as 2.9.*, %2 a package name such as torchvision, %3 its series such as 0.24.* or &quot;none&quot;, %4 a pin such as torchvision&lt;0.20</extracomment>
        <translation>torch %1 (mit %2 %3) wird durch %4 ausgeschlossen</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>torch %1.* is not in the compatibility matrix, so %2 cannot be checked against it</source>
        <extracomment>%1 is a torch version such as 2.11, %2 a pin such as torchvision&lt;0.20</extracomment>
        <translation>torch %1.* steht nicht in der Kompatibilitätsmatrix, daher kann %2 nicht damit abgeglichen werden</translation>
    </message>
    <message>
        <source>torch %1.* is excluded by %2</source>
        <extracomment>%1 is a torch version such as 2.11, %2 a pin such as torch&lt;2.10</extracomment>
        <translation>torch %1.* wird durch %2 ausgeschlossen</translation>
    </message>
    <message>
        <source>no torch release has a %1 build for %2</source>
        <extracomment>%1 is a build such as mps, %2 a platform such as macos-x86_64
----------
%1 is a build such as cu128, %2 a platform such as linux-x86_64</extracomment>
        <translation>keine torch-Version hat einen %1-Build für %2</translation>
    </message>
    <message>
        <source>no torch release has a %1 build for Python %2 on %3</source>
        <extracomment>%1 is a build such as cu128, %2 a Python version such as 3.12, %3 a platform such as linux-x86_64</extracomment>
        <translation>keine torch-Version hat einen %1-Build für Python %2 unter %3</translation>
    </message>
    <message>
        <source>torch %1 is a patch release newer than the compatibility matrix knows; it is taken with the builds and companions of torch %2 (the matrix lists %3)</source>
        <extracomment>%1 is a torch version such as 2.9.2, %2 a torch series such as 2.9, %3 a torch version such as 2.9.1</extracomment>
        <translation>torch %1 ist eine Patch-Version, die neuer ist als jede, die die Kompatibilitätsmatrix kennt; sie wird mit den Builds und Begleitpaketen von torch %2 verwendet (die Matrix führt %3)</translation>
    </message>
    <message>
        <source>torch %1 is the newest release with wheels for Python %2 on %3</source>
        <extracomment>%1 is a torch version, %2 a Python version such as 3.12, %3 a platform such as linux-x86_64</extracomment>
        <translation>torch %1 ist die neueste Version mit Wheels für Python %2 unter %3</translation>
    </message>
    <message>
        <source>torch %1 is the newest release with a %4 build with wheels for Python %2 on %3</source>
        <extracomment>%4 is a build&apos;s name such as xpu or mps</extracomment>
        <translation>torch %1 ist die neueste Version mit einem %4-Build mit Wheels für Python %2 unter %3</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no release</comment>
        <translation>keine</translation>
    </message>
    <message>
        <source>torch %1 is the newest release that passes every check below (the newest for Python %2 on %3 is %4)</source>
        <extracomment>%1 is a torch version, %2 a Python version such as 3.12, %3 a platform such as linux-x86_64, %4 a torch version or &quot;none&quot;</extracomment>
        <translation>torch %1 ist die neueste Version, die jede der folgenden Prüfungen besteht (die neueste für Python %2 unter %3 ist %4)</translation>
    </message>
    <message>
        <source>torch %1 is the newest release with a %5 build that passes every check below (the newest for Python %2 on %3 is %4)</source>
        <extracomment>%5 is a build&apos;s name such as xpu or mps</extracomment>
        <translation>torch %1 ist die neueste Version mit einem %5-Build, die jede der folgenden Prüfungen besteht (die neueste für Python %2 unter %3 ist %4)</translation>
    </message>
    <message>
        <source>the OS (--os linux|windows|macos)</source>
        <translation>das Betriebssystem (--os linux|windows|macos)</translation>
    </message>
    <message>
        <source>the CPU architecture (--arch x86_64|aarch64)</source>
        <translation>die CPU-Architektur (--arch x86_64|aarch64)</translation>
    </message>
    <message>
        <source>the Python version (--python 3.12)</source>
        <translation>die Python-Version (--python 3.12)</translation>
    </message>
    <message>
        <source>the hardware description does not say %1; give it</source>
        <extracomment>%1 is a list of what is missing, such as &quot;the OS (--os linux|windows|macos)&quot;</extracomment>
        <translation>die Hardwarebeschreibung nennt %1 nicht; bitte ergänzen Sie diese Angabe</translation>
    </message>
    <message>
        <source>PyTorch publishes no builds for %1 on %2; supported are %3</source>
        <extracomment>%1 is an OS such as linux, %2 a CPU architecture such as x86_64, %3 a list of platforms such as linux-x86_64</extracomment>
        <translation>PyTorch veröffentlicht keine Builds für %1 unter %2; unterstützt werden %3</translation>
    </message>
    <message>
        <source>no PyTorch release has wheels for Python %1 on %2; use one of %3</source>
        <extracomment>%1 is a Python version such as 3.12, %2 a platform such as linux-x86_64, %3 a list of Python versions</extracomment>
        <translation>keine PyTorch-Version hat Wheels für Python %1 unter %2; verwenden Sie eine von %3</translation>
    </message>
    <message>
        <source>%1 is skipped: %2</source>
        <extracomment>%1 is a GPU with its number and facts, such as &quot;GPU 0 (NVIDIA GeForce RTX 4090, Ada)&quot;; %2 why it cannot be used (a clause)</extracomment>
        <translation>%1 wird übersprungen: %2</translation>
    </message>
    <message>
        <source>%1 is skipped: PyTorch has no build for its vendor</source>
        <extracomment>%1 is a GPU with its number and facts, such as &quot;GPU 0 (NVIDIA GeForce RTX 4090, Ada)&quot;</extracomment>
        <translation>%1 wird übersprungen: PyTorch hat keinen Build für ihren Hersteller</translation>
    </message>
    <message>
        <source>%1: PyTorch has no CUDA build for macOS</source>
        <extracomment>%1 is one or more GPUs with their numbers and facts, such as &quot;GPU 0 (…) and GPU 1 (…)&quot;</extracomment>
        <translation>%1: PyTorch hat keinen CUDA-Build für macOS</translation>
    </message>
    <message>
        <source>no CUDA build exists for macOS</source>
        <translation>für macOS gibt es keinen CUDA-Build</translation>
    </message>
    <message>
        <source>Change the Python version or the pins to use these GPUs as well</source>
        <translation>Ändern Sie die Python-Version oder die Versionsvorgaben, um auch diese GPUs zu nutzen</translation>
    </message>
    <message>
        <source>the only usable GPUs&apos; vendor</source>
        <translation>der einzige Hersteller nutzbarer GPUs</translation>
    </message>
    <message>
        <source>the only usable GPU</source>
        <translation>die einzige nutzbare GPU</translation>
    </message>
    <message>
        <source>a discrete %1 GPU: discrete GPUs come before integrated ones, NVIDIA before AMD before Intel</source>
        <extracomment>%1 is a vendor&apos;s name such as NVIDIA, AMD or Intel</extracomment>
        <translation>eine dedizierte %1-GPU: Dedizierte GPUs kommen vor integrierten, NVIDIA vor AMD vor Intel</translation>
    </message>
    <message>
        <source>the first integrated GPU with a build (no discrete GPU has one)</source>
        <translation>die erste integrierte GPU mit einem Build (keine dedizierte GPU hat einen)</translation>
    </message>
    <message>
        <source>%1 are chosen: %2</source>
        <extracomment>%1 is two or more GPUs with their numbers and facts, %2 why (a clause)</extracomment>
        <translation>%1 werden gewählt: %2</translation>
    </message>
    <message>
        <source>%1 is chosen: %2</source>
        <translation>%1 wird gewählt: %2</translation>
    </message>
    <message>
        <source>%1 are not chosen: no build here runs them</source>
        <extracomment>%1 is two or more GPUs with their numbers and facts</extracomment>
        <translation>%1 werden nicht gewählt: Kein Build hier führt sie aus</translation>
    </message>
    <message>
        <source>%1 is not chosen: no build here runs it</source>
        <translation>%1 wird nicht gewählt: Kein Build hier führt sie aus</translation>
    </message>
    <message>
        <source>%1 are not chosen: no build here runs them (%2)</source>
        <extracomment>%1 is two or more GPUs with their numbers and facts, %2 why (a sentence)</extracomment>
        <translation>%1 werden nicht gewählt: Kein Build hier führt sie aus (%2)</translation>
    </message>
    <message>
        <source>%1 is not chosen: no build here runs it (%2)</source>
        <translation>%1 wird nicht gewählt: Kein Build hier führt sie aus (%2)</translation>
    </message>
    <message>
        <source>%1 are not chosen: %2 ranks first</source>
        <extracomment>%1 is two or more GPUs with their numbers and facts, %2 one or more GPUs</extracomment>
        <translation>%1 werden nicht gewählt: Der Vorrang geht an %2</translation>
    </message>
    <message>
        <source>%1 is not chosen: %2 ranks first</source>
        <translation>%1 wird nicht gewählt: Der Vorrang geht an %2</translation>
    </message>
    <message>
        <source>not taken: %1</source>
        <extracomment>%1 is why a build was not taken (a clause)</extracomment>
        <translation>nicht genommen: %1</translation>
    </message>
    <message>
        <source>it uses %1, which ranks below %2</source>
        <extracomment>%1 is one or more GPUs with their numbers and facts, %2 one or more other GPUs</extracomment>
        <translation>er nutzt %1, doch der Vorrang geht an %2</translation>
    </message>
    <message>
        <source>no GPU was found, so the CPU build is the one to install</source>
        <translation>es wurde keine GPU gefunden, daher ist der CPU-Build der richtige</translation>
    </message>
    <message>
        <source>no usable GPU has a PyTorch build here, so the CPU build is the one to install</source>
        <translation>keine nutzbare GPU hat hier einen PyTorch-Build, daher ist der CPU-Build der richtige</translation>
    </message>
    <message>
        <source>the CPU build works everywhere but uses no GPU</source>
        <translation>der CPU-Build funktioniert überall, nutzt aber keine GPU</translation>
    </message>
    <message>
        <source>%1 does not exist; write it with detect --json</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1 existiert nicht; schreiben Sie die Datei mit detect --json</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>--os &quot;%1&quot; is not one of linux, windows, macos</source>
        <extracomment>%1 is what was typed after --os</extracomment>
        <translation>--os &quot;%1&quot; ist keines von linux, windows, macos</translation>
    </message>
    <message>
        <source>--arch &quot;%1&quot; is not a CPU architecture such as x86_64 or aarch64</source>
        <extracomment>%1 is what was typed after --arch</extracomment>
        <translation>--arch &quot;%1&quot; ist keine CPU-Architektur wie x86_64 oder aarch64</translation>
    </message>
    <message>
        <source>--python &quot;%1&quot; is not a Python 3 version such as 3.12</source>
        <extracomment>%1 is what was typed after --python</extracomment>
        <translation>--python &quot;%1&quot; ist keine Python-3-Version wie 3.12</translation>
    </message>
    <message>
        <source>%1; the recommendation rests on the built-in matrix (updated %2)</source>
        <extracomment>%1 is what the index said or why it could not be asked (a sentence without a full stop), %2 a date such as 2026-11-24</extracomment>
        <translation>%1; die Empfehlung beruht auf der eingebauten Matrix (Stand %2)</translation>
    </message>
    <message>
        <source>Pick an alternative, or check the index in a browser</source>
        <translation>Wählen Sie eine Alternative, oder prüfen Sie den Index in einem Browser</translation>
    </message>
    <message>
        <source>The index %1 was not asked: remote indexes must use https</source>
        <extracomment>%1 is an address (credentials hidden)</extracomment>
        <translation>Der Index %1 wurde nicht abgefragt: Entfernte Indizes müssen https verwenden</translation>
    </message>
    <message>
        <source>%1 for Python %2 on %3 %4</source>
        <extracomment>%1 is a package, %2 a Python version, %3 an OS and %4 a CPU architecture</extracomment>
        <translation>%1 für Python %2 unter %3 %4</translation>
    </message>
    <message>
        <source>%1 %2 for Python %3 on %4 %5</source>
        <extracomment>%1 is a package and %2 its version, %3 a Python version, %4 an OS, %5 a CPU architecture</extracomment>
        <translation>%1 %2 für Python %3 unter %4 %5</translation>
    </message>
    <message>
        <source>The index %1 lists %2 right now (%3)</source>
        <extracomment>%1 is an address, %2 what was asked for (a package for a Python, OS and CPU), %3 a wheel&apos;s file name</extracomment>
        <translation>Der Index %1 führt derzeit %2 (%3)</translation>
    </message>
    <message>
        <source>The index %1 could not be asked (%2)</source>
        <extracomment>%1 is an address (credentials hidden), %2 an error message from the network library</extracomment>
        <translation>Der Index %1 konnte nicht abgefragt werden (%2)</translation>
    </message>
    <message>
        <source>HIP_VISIBLE_DEVICES=%1 keeps what is chosen (numbered in HIP&apos;s order) and hides every other AMD GPU from HIP</source>
        <extracomment>%1 is the chosen GPUs&apos; numbers in HIP&apos;s order, such as &quot;0&quot; or &quot;0,2&quot;</extracomment>
        <translation>HIP_VISIBLE_DEVICES=%1 lässt die gewählten GPUs sichtbar (nummeriert in der Reihenfolge von HIP) und verbirgt jede andere AMD-GPU vor HIP</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a package spec: %2 (write e.g. &quot;torch&lt;2.7&quot; or &quot;torchvision==0.20.1&quot;)</source>
        <extracomment>%1 is the text given as a package spec (a pip requirement), %2 what is wrong with it, one of the reasons in this context such as &quot;it is empty&quot;</extracomment>
        <translation>„%1“ ist keine Paketangabe: %2 (schreiben Sie z. B. &quot;torch&lt;2.7&quot; oder &quot;torchvision==0.20.1&quot;)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a version condition</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;; %1 is the part of the spec that is wrong</extracomment>
        <translation>„%1“ ist keine Versionsbedingung</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a version</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;; %1 is the version given in it
----------
%1 is the text given as a version</extracomment>
        <translation>„%1“ ist keine Version</translation>
    </message>
    <message>
        <source>The index %1 lists no wheel of %2 right now (1 file looked at)</source>
        <extracomment>%1 is an address, %2 what was asked for (a package for a Python, OS and CPU)</extracomment>
        <translation>Der Index %1 führt derzeit kein Wheel von %2 (1 Datei durchgesehen)</translation>
    </message>
    <message numerus="yes">
        <source>The index %1 lists no wheel of %2 right now (%n files looked at)</source>
        <extracomment>%1 is an address, %2 what was asked for (a package for a Python, OS and CPU), %n the number of files looked at (not 1: one file has its own sentence)</extracomment>
        <translation>
            <numerusform>Der Index %1 führt derzeit kein Wheel von %2 (%n Datei durchgesehen)</numerusform>
            <numerusform>Der Index %1 führt derzeit kein Wheel von %2 (%n Dateien durchgesehen)</numerusform>
        </translation>
    </message>
    <message>
        <source>it holds a line break or another control character</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;</extracomment>
        <translation>sie enthält einen Zeilenumbruch oder ein anderes Steuerzeichen</translation>
    </message>
    <message>
        <source>a package from an address (name @ URL) is not supported here</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;</extracomment>
        <translation>ein Paket von einer Adresse (Name @ URL) wird hier nicht unterstützt</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not the name of an extra</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;; %1 is the text in square brackets</extracomment>
        <translation>„%1“ ist nicht der Name eines Extras</translation>
    </message>
    <message>
        <source>nothing follows the &quot;;&quot; (write a marker such as sys_platform == &quot;linux&quot;)</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;</extracomment>
        <translation>auf das „;“ folgt nichts (schreiben Sie einen Marker wie sys_platform == &quot;linux&quot;)</translation>
    </message>
    <message>
        <source>a quoted text in the marker is not closed</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;</extracomment>
        <translation>ein Text in Anführungszeichen im Marker ist nicht geschlossen</translation>
    </message>
    <message>
        <source>a quoted text in the marker holds a character pip does not take</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;</extracomment>
        <translation>ein Text in Anführungszeichen im Marker enthält ein Zeichen, das pip nicht annimmt</translation>
    </message>
    <message>
        <source>the marker holds &quot;%1&quot;, which pip does not take there</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;; %1 is one character</extracomment>
        <translation>der Marker enthält „%1“, was pip dort nicht annimmt</translation>
    </message>
    <message>
        <source>the marker ends too early</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;</extracomment>
        <translation>der Marker endet zu früh</translation>
    </message>
    <message>
        <source>the marker has &quot;%1&quot; where pip expects something else</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;; %1 is a word or sign of the marker</extracomment>
        <translation>der Marker enthält „%1“, wo pip etwas anderes erwartet</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a marker variable (such as sys_platform or python_version)</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;; %1 is a word of the marker</extracomment>
        <translation>„%1“ ist keine Marker-Variable (wie sys_platform oder python_version)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a version operator</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;; %1 is the operator written, such as &quot;=&gt;&quot;</extracomment>
        <translation>„%1“ ist kein Versionsoperator</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not followed by a version</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;; %1 is the operator, such as &quot;&lt;&quot;</extracomment>
        <translation>auf „%1“ folgt keine Version</translation>
    </message>
    <message>
        <source>a local version such as &quot;%1&quot; only goes with == or !=</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;; %1 is the version, such as 2.5.1+cu124</extracomment>
        <translation>eine lokale Version wie „%1“ geht nur mit == oder !=</translation>
    </message>
    <message>
        <source>an older PyTorch (%1) with %2</source>
        <extracomment>%1 is a version, %2 a build&apos;s name such as &quot;CUDA 12.6&quot;</extracomment>
        <translation>ein älteres PyTorch (%1) mit %2</translation>
    </message>
    <message>
        <source>the same PyTorch %1 with %2 instead of %3, for when the newer one does not work here</source>
        <extracomment>%1 is a version, %2 and %3 builds&apos; names such as &quot;CUDA 12.6&quot; and &quot;CUDA 13.0&quot;</extracomment>
        <translation>dasselbe PyTorch %1 mit %2 statt %3, für den Fall, dass das neuere hier nicht funktioniert</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <extracomment>a GPU named again in a sentence that described it already; %1 is its number</extracomment>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>torch %1 is excluded by %2</source>
        <extracomment>%1 is a torch series such as 2.9.*, %2 a pin such as torch&lt;2.9</extracomment>
        <translation>torch %1 wird durch %2 ausgeschlossen</translation>
    </message>
    <message>
        <source>torch %1 has no %2 build for Python %3 on %4, only for Python %5</source>
        <extracomment>%1 is a torch version such as 1.13.1, %2 a build such as cpu, %3 a Python version such as 3.11, %4 a platform such as linux-x86_64, %5 a list of Python versions such as &quot;3.7, 3.8, 3.9, 3.10&quot;</extracomment>
        <translation>torch %1 hat keinen %2-Build für Python %3 auf %4, nur für Python %5</translation>
    </message>
    <message>
        <source>%1 only for torch %2</source>
        <extracomment>%1 is a gfx target such as gfx90c, %2 a list of torch versions such as 2.12</extracomment>
        <translation>%1 nur für torch %2</translation>
    </message>
    <message>
        <source>AMD&apos;s TheRock %1 wheels build no torch for all of these GPUs together (%2)</source>
        <extracomment>%1 is a channel, &quot;stable&quot; or &quot;nightly&quot;; %2 a list of limits such as &quot;gfx90c only for torch 2.12&quot;</extracomment>
        <translation>Die TheRock-Wheels %1 von AMD bieten kein torch an, das alle diese GPUs zugleich abdeckt (%2)</translation>
    </message>
    <message>
        <source>pip takes the newest torch %1.x patch the index offers, with the torchvision and torchaudio that pair with it; the compatibility matrix lists %2</source>
        <extracomment>%1 is a torch series such as 2.14, %2 a torch version such as 2.14.0</extracomment>
        <translation>pip nimmt die neueste Patch-Version von torch %1.x, die der Index anbietet, mit den dazu passenden torchvision und torchaudio; die Kompatibilitätsmatrix führt %2</translation>
    </message>
    <message>
        <source>torch %1 has wheels for Python %2 only as a preview on download.pytorch.org: torch alone, without torchvision, and none on PyPI, so no complete PyTorch can be installed for Python %2 on %3 yet; use one of %4</source>
        <extracomment>%1 is a torch version such as 2.14.0, %2 a Python version such as 3.15, %3 a platform such as linux-x86_64, %4 a list of Python versions</extracomment>
        <translation>torch %1 hat Wheels für Python %2 nur als Vorschau auf download.pytorch.org: torch allein, ohne torchvision, und keine auf PyPI; daher kann für Python %2 unter %3 noch kein vollständiges PyTorch installiert werden; verwenden Sie eine von %4</translation>
    </message>
    <message>
        <source>The policy data from %1 is not a valid policy bundle: %2. The update was not used.</source>
        <extracomment>%1 is where the policy data came from (a folder or a web address), %2 what is wrong with it (a technical clause in English, such as &quot;data_version: is missing&quot;)</extracomment>
        <translation>Die Richtliniendaten aus %1 sind kein gültiges Richtlinienpaket: %2. Die Aktualisierung wurde nicht übernommen.</translation>
    </message>
    <message>
        <source>The policy data from %1 has format %2, newer than this program reads (%3). Update Torch Setup to use it; the current policy data stays in use.</source>
        <extracomment>%1 is where the policy data came from, %2 and %3 format numbers such as 2 and 1</extracomment>
        <translation>Die Richtliniendaten aus %1 haben das Format %2, das neuer ist als das, was dieses Programm liest (%3). Aktualisieren Sie Torch Setup, um sie zu verwenden; die aktuellen Richtliniendaten werden weiter verwendet.</translation>
    </message>
    <message>
        <source>The %1 in the policy data from %2 is invalid: %3 The update was not used.</source>
        <extracomment>%1 is a file name such as compat-matrix.json, %2 where the policy data came from, %3 what is wrong (the loader&apos;s message, in English, naming the entry)</extracomment>
        <translation>Die Datei %1 in den Richtliniendaten aus %2 ist ungültig: %3 Die Aktualisierung wurde nicht übernommen.</translation>
    </message>
    <message>
        <source>The policy data from %1 is larger than %2 MiB; the update was not used.</source>
        <extracomment>%1 is where the policy data came from, %2 a size in MiB</extracomment>
        <translation>Die Richtliniendaten aus %1 sind größer als %2 MiB; die Aktualisierung wurde nicht übernommen.</translation>
    </message>
    <message>
        <source>The policy data %1 needs Torch Setup %2 or newer; this is %3. Update Torch Setup to use it; the current policy data stays in use.</source>
        <extracomment>%1 is a data version such as 2026-11-27.1, %2 and %3 program versions such as 0.2.0</extracomment>
        <translation>Die Richtliniendaten %1 brauchen Torch Setup %2 oder neuer; dies ist %3. Aktualisieren Sie Torch Setup, um sie zu verwenden; die aktuellen Richtliniendaten werden weiter verwendet.</translation>
    </message>
    <message>
        <source>The policy data %1 is not newer than the data built into this program (%2); the built-in data stays in use.</source>
        <extracomment>%1 and %2 are data versions such as 2026-11-27.1</extracomment>
        <translation>Die Richtliniendaten %1 sind nicht neuer als die in dieses Programm eingebauten Daten (%2); die eingebauten Daten werden weiter verwendet.</translation>
    </message>
    <message>
        <source>The policy data %1 is older than the update accepted before (%2): an old bundle is never taken back. The current policy data stays in use.</source>
        <extracomment>%1 and %2 are data versions such as 2026-11-27.1</extracomment>
        <translation>Die Richtliniendaten %1 sind älter als die zuvor angenommene Aktualisierung (%2): Ein älteres Paket wird nie wieder übernommen. Die aktuellen Richtliniendaten werden weiter verwendet.</translation>
    </message>
    <message>
        <source>The stored policy data says %1 but was accepted as %2; it is not used.</source>
        <extracomment>%1 and %2 are data versions such as 2026-11-27.1</extracomment>
        <translation>Die gespeicherten Richtliniendaten geben %1 an, wurden aber als %2 angenommen; sie werden nicht verwendet.</translation>
    </message>
    <message>
        <source>Another program is updating the policy data in %1; try again when it is done.</source>
        <extracomment>%1 is a folder&apos;s path</extracomment>
        <translation>Ein anderes Programm aktualisiert gerade die Richtliniendaten in %1; versuchen Sie es erneut, wenn es fertig ist.</translation>
    </message>
    <message>
        <source>The policy data %1 is already in use.</source>
        <extracomment>%1 is a data version such as 2026-11-27.1</extracomment>
        <translation>Die Richtliniendaten %1 werden bereits verwendet.</translation>
    </message>
    <message>
        <source>The policy data %1 from %2 is now in use.</source>
        <extracomment>%1 is a data version such as 2026-11-27.1, %2 where it came from (a folder or a web address)</extracomment>
        <translation>Die Richtliniendaten %1 aus %2 werden jetzt verwendet.</translation>
    </message>
    <message>
        <source>%1 could not be written: %2.</source>
        <extracomment>%1 is a file&apos;s path, %2 the system&apos;s reason</extracomment>
        <translation>%1 konnte nicht geschrieben werden: %2.</translation>
    </message>
    <message>
        <source>The folder %1 could not be created.</source>
        <extracomment>%1 is a folder&apos;s path</extracomment>
        <translation>Der Ordner %1 konnte nicht erstellt werden.</translation>
    </message>
    <message>
        <source>The stored policy data %1 cannot be read: %2.</source>
        <extracomment>%1 is a file&apos;s path, %2 the system&apos;s reason</extracomment>
        <translation>Die gespeicherten Richtliniendaten %1 können nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <source>This build of the program trusts no key for policy-data updates, so it uses only its built-in policy data.</source>
        <translation>Diese Programmversion vertraut keinem Schlüssel für Aktualisierungen der Richtliniendaten und verwendet daher nur ihre eingebauten Richtliniendaten.</translation>
    </message>
    <message>
        <source>The signature is not an Ed25519 signature (%1 bytes instead of 64); the update was not used.</source>
        <extracomment>%1 is a number of bytes</extracomment>
        <translation>Die Signatur ist keine Ed25519-Signatur (%1 Bytes statt 64); die Aktualisierung wurde nicht übernommen.</translation>
    </message>
    <message>
        <source>The signature does not match the policy data with any key this program trusts: the file was altered or cut short, or signed with another key. The update was not used.</source>
        <translation>Die Signatur passt mit keinem Schlüssel, dem dieses Programm vertraut, zu den Richtliniendaten: Die Datei wurde verändert oder abgeschnitten oder mit einem anderen Schlüssel signiert. Die Aktualisierung wurde nicht übernommen.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2.</source>
        <extracomment>%1 is a file&apos;s path, %2 the system&apos;s reason</extracomment>
        <translation>%1 kann nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <source>The policy data at %1 has not changed since the last check.</source>
        <extracomment>%1 is a web address</extracomment>
        <translation>Die Richtliniendaten unter %1 haben sich seit der letzten Prüfung nicht geändert.</translation>
    </message>
    <message>
        <source>No place to fetch policy-data updates from is set: name one with `data update --from URL|DIR` or %1.</source>
        <translation>Es ist kein Ort für Aktualisierungen der Richtliniendaten festgelegt: Nennen Sie einen mit `data update --from URL|DIR` oder %1.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; (from %2) is neither an https address nor a folder or file.</source>
        <extracomment>%1 is what was given as the place of the updates, %2 what named it (such as --from)</extracomment>
        <translation>„%1“ (aus %2) ist weder eine https-Adresse noch ein Ordner oder eine Datei.</translation>
    </message>
    <message>
        <source>The support bundle&apos;s policy data says %1, not the %2 its report names; this replay decides with the data in use here.</source>
        <extracomment>%1 and %2 are data versions such as 2026-11-27.1</extracomment>
        <translation>Die Richtliniendaten im Support-Paket sind %1, nicht die %2, die sein Bericht nennt; diese Wiederholung entscheidet mit den hier verwendeten Daten.</translation>
    </message>
    <message>
        <source>The customer&apos;s policy data %1 cannot be used here: %2 This replay decides with the policy data %3.</source>
        <extracomment>%1 and %3 are data versions such as 2026-11-27.1, %2 why (whole sentences)</extracomment>
        <translation>Die Richtliniendaten %1 des Kunden können hier nicht verwendet werden: %2 Diese Wiederholung entscheidet mit den Richtliniendaten %3.</translation>
    </message>
    <message>
        <source>The customer decided with a policy-data update %1 that the support bundle does not carry; this replay decides with the policy data %2.</source>
        <extracomment>%1 and %2 are data versions such as 2026-11-27.1</extracomment>
        <translation>Der Kunde hat mit einer Aktualisierung %1 der Richtliniendaten entschieden, die das Support-Paket nicht enthält; diese Wiederholung entscheidet mit den Richtliniendaten %2.</translation>
    </message>
    <message>
        <source>The customer&apos;s program decided with its built-in policy data %1; this replay decides with the policy data %2. Differences between the two may change the recommendation.</source>
        <extracomment>%1 and %2 are data versions such as 2026-11-27.1</extracomment>
        <translation>Das Programm des Kunden hat mit seinen eingebauten Richtliniendaten %1 entschieden; diese Wiederholung entscheidet mit den Richtliniendaten %2. Unterschiede zwischen beiden können die Empfehlung ändern.</translation>
    </message>
    <message>
        <source>the index also lists torch %1 for %2, a release newer than the policy data knows (%3); it is not chosen by itself, as its companions and drivers are not in the data yet: to try it, install torch==%4.* with --backend %2, or take a policy-data update (`torch-setup-cli data update`)</source>
        <extracomment>%1 is a torch version such as 2.15.0, %2 a build such as cu130, %3 the version the data knows such as 2.14, %4 a version series such as 2.15</extracomment>
        <translation>der Index führt auch torch %1 für %2, eine neuere Version, als die Richtliniendaten kennen (%3); sie wird nicht von selbst gewählt, da ihre Begleitpakete und Treiber noch nicht in den Daten stehen: Um sie zu versuchen, installieren Sie torch==%4.* mit --backend %2, oder holen Sie eine Aktualisierung der Richtliniendaten (`torch-setup-cli data update`)</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>The support bundle %1 cannot be written: %2. Choose a folder you can write to.</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>Das Supportpaket %1 kann nicht geschrieben werden: %2. Wählen Sie einen Ordner, in den Sie schreiben können.</translation>
    </message>
    <message>
        <source>The support bundle %1 could not be written completely (%2); is the disk full?</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>Das Supportpaket %1 konnte nicht vollständig geschrieben werden (%2); ist der Datenträger voll?</translation>
    </message>
    <message>
        <source>The support bundle could not be moved into place at %1.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>Das Supportpaket konnte nicht an seinen Platz %1 verschoben werden.</translation>
    </message>
    <message>
        <source>Torch Setup %1 support report, %2</source>
        <extracomment>%1 is the program&apos;s version, %2 a date and time</extracomment>
        <translation>Torch Setup %1 – Supportbericht, %2</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>Dieser Computer</translation>
    </message>
    <message>
        <source>OS: %1 %2 (%3)</source>
        <extracomment>%1 is the operating system, %2 its version, %3 the CPU architecture</extracomment>
        <translation>Betriebssystem: %1 %2 (%3)</translation>
    </message>
    <message>
        <source>CPU: %1</source>
        <extracomment>%1 is the CPU&apos;s name, such as &quot;AMD Ryzen 9 7950X&quot;</extracomment>
        <translation>CPU: %1</translation>
    </message>
    <message>
        <source>Python: %1 %2</source>
        <extracomment>%1 is a Python version, %2 the interpreter&apos;s path</extracomment>
        <translation>Python: %1 %2</translation>
    </message>
    <message>
        <source>GPUs: none found</source>
        <translation>GPUs: keine gefunden</translation>
    </message>
    <message>
        <source>driver %1</source>
        <extracomment>%1 is a driver version such as 580.95.05</extracomment>
        <translation>Treiber %1</translation>
    </message>
    <message>
        <source>kernel driver %1</source>
        <extracomment>%1 is a kernel driver&apos;s name such as nvidia or amdgpu</extracomment>
        <translation>Kerneltreiber %1</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <extracomment>%1 is an amount of memory (a number)</extracomment>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>compute capability %1</source>
        <extracomment>%1 is a number such as 8.9</extracomment>
        <translation>Compute Capability %1</translation>
    </message>
    <message>
        <source>integrated</source>
        <translation>integriert</translation>
    </message>
    <message>
        <source>discrete</source>
        <translation>dediziert</translation>
    </message>
    <message>
        <source>not usable: %1</source>
        <extracomment>%1 is why the GPU cannot be used (a clause)</extracomment>
        <translation>nicht nutzbar: %1</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>separates the facts about one GPU: &quot;10de:2684, driver 580.95.05, 24564 MiB&quot;</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>GPU %1: %2 (%3)</source>
        <extracomment>%1 is the GPU&apos;s number, %2 its name, %3 facts about it</extracomment>
        <translation>GPU %1: %2 (%3)</translation>
    </message>
    <message>
        <source>/dev/kfd: %1</source>
        <extracomment>%1 is &quot;present, accessible&quot;, &quot;present, not accessible&quot; or &quot;absent&quot;</extracomment>
        <translation>/dev/kfd: %1</translation>
    </message>
    <message>
        <source>present, accessible</source>
        <translation>vorhanden, zugänglich</translation>
    </message>
    <message>
        <source>present, not accessible</source>
        <translation>vorhanden, nicht zugänglich</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>Empfehlung</translation>
    </message>
    <message>
        <source>none: %1</source>
        <extracomment>%1 is why there is no recommendation (an error message)</extracomment>
        <translation>keine: %1</translation>
    </message>
    <message>
        <source>Environment %1</source>
        <extracomment>a section&apos;s title; %1 is a folder</extracomment>
        <translation>Umgebung %1</translation>
    </message>
    <message>
        <source>Kind: %1; Python %2; interpreter %3</source>
        <extracomment>%1 is the kind of environment, %2 a Python version, %3 the interpreter&apos;s path</extracomment>
        <translation>Art: %1; Python %2; Interpreter %3</translation>
    </message>
    <message>
        <source>torch: %1</source>
        <extracomment>%1 is torch with its version and build, such as &quot;torch 2.9.0 (PyPI&apos;s CUDA build)&quot;, or &quot;not installed&quot;</extracomment>
        <translation>torch: %1</translation>
    </message>
    <message>
        <source>not installed in the environment itself (it also sees the system&apos;s packages)</source>
        <translation>nicht in der Umgebung selbst installiert (sie sieht auch die Pakete des Systems)</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>nicht installiert</translation>
    </message>
    <message>
        <source>Installed by Torch Setup %1 on %2: the %3 build from %4</source>
        <extracomment>%1 is a version, %2 a date, %3 a build such as cu128, %4 an index URL</extracomment>
        <translation>Installiert von Torch Setup %1 am %2: der Build %3 von %4</translation>
    </message>
    <message>
        <source>Packages (pip freeze):</source>
        <translation>Pakete (pip freeze):</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>Überprüfung</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>nicht ausgeführt</translation>
    </message>
    <message>
        <source>Settings that change installs</source>
        <translation>Einstellungen, die Installationen verändern</translation>
    </message>
    <message>
        <source>pip&apos;s configuration</source>
        <translation>Konfiguration von pip</translation>
    </message>
    <message>
        <source>no configuration file</source>
        <translation>keine Konfigurationsdatei</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Policy data: %1 (%2)</source>
        <extracomment>%1 is the policy data&apos;s version such as 2026-11-27.1, %2 &quot;built-in&quot; or &quot;update&quot;</extracomment>
        <translation>Richtliniendaten: %1 (%2)</translation>
    </message>
    <message>
        <source>Logs</source>
        <translation>Protokolle</translation>
    </message>
    <message>
        <source>%1 is a folder; name the support bundle&apos;s file in it, such as %2.</source>
        <extracomment>%1 is a folder, %2 a file in it (support.zip)</extracomment>
        <translation>%1 ist ein Ordner; geben Sie die Datei des Supportpakets darin an, etwa %2.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist; name a file in a folder that does.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Der Ordner %1 existiert nicht; geben Sie eine Datei in einem vorhandenen Ordner an.</translation>
    </message>
</context>
<context>
    <name>System</name>
    <message>
        <source>%1 finished successfully.</source>
        <extracomment>%1 is a program&apos;s name</extracomment>
        <translation>%1 wurde erfolgreich beendet.</translation>
    </message>
    <message>
        <source>%1 exited with code %2.</source>
        <extracomment>%1 is a program&apos;s name, %2 its exit code</extracomment>
        <translation>%1 wurde mit Code %2 beendet.</translation>
    </message>
    <message>
        <source>%1 stopped unexpectedly: it crashed or was killed by another program.</source>
        <extracomment>%1 is a program&apos;s name</extracomment>
        <translation>%1 wurde unerwartet beendet: Es ist abgestürzt oder wurde von einem anderen Programm beendet.</translation>
    </message>
    <message>
        <source>%1 was stopped because the installation was cancelled.</source>
        <extracomment>%1 is a program&apos;s name</extracomment>
        <translation>%1 wurde angehalten, weil die Installation abgebrochen wurde.</translation>
    </message>
    <message>
        <source>%1 could not be started: %2.</source>
        <extracomment>%1 is a program&apos;s name, %2 why it could not start</extracomment>
        <translation>%1 konnte nicht gestartet werden: %2.</translation>
    </message>
    <message>
        <source>%1 does not exist or is not executable</source>
        <extracomment>the reason in &quot;%1 could not be started: %2.&quot;; %1 is a program&apos;s file name</extracomment>
        <translation>%1 existiert nicht oder ist nicht ausführbar</translation>
    </message>
    <message>
        <source>no program named %1 was found on PATH</source>
        <extracomment>%1 is a program&apos;s name</extracomment>
        <translation>im PATH wurde kein Programm namens %1 gefunden</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a PCI id; write 4 lowercase hex digits such as &quot;10de&quot;</source>
        <extracomment>%1 is the value found in the file</extracomment>
        <translation>„%1“ ist keine PCI-ID; schreiben Sie 4 kleingeschriebene Hexadezimalziffern wie &quot;10de&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a PCI address such as &quot;0000:01:00.0&quot;</source>
        <extracomment>%1 is the value found in the file</extracomment>
        <translation>„%1“ ist keine PCI-Adresse wie &quot;0000:01:00.0&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a version number such as &quot;580.95.05&quot;</source>
        <extracomment>%1 is the value found in the file</extracomment>
        <translation>„%1“ ist keine Versionsnummer wie &quot;580.95.05&quot;</translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation>darf nicht negativ sein</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an AMD gfx target such as &quot;gfx1100&quot;</source>
        <extracomment>%1 is the value found in the file</extracomment>
        <translation>„%1“ ist kein AMD-gfx-Target wie &quot;gfx1100&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a compute capability such as &quot;8.9&quot;</source>
        <extracomment>%1 is the value found in the file</extracomment>
        <translation>„%1“ ist keine Compute Capability wie &quot;8.9&quot;</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>erwartet: eine Zeichenkette</translation>
    </message>
    <message>
        <source>null</source>
        <extracomment>what a JSON value was, in &quot;expected …, found …&quot;</extracomment>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>ein boolescher Wert</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>ein Array</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 is a key in a JSON file such as &quot;gpus[0].vendor_id&quot;, %2 what is wrong with its value
----------
%1 is a file, %2 what is wrong in it</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <extracomment>%1 and %2 are kinds of JSON values such as &quot;a number&quot; or &quot;a string&quot;</extracomment>
        <translation>erwartet: %1, gefunden: %2</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <extracomment>%1 is the number found in the file</extracomment>
        <translation>erwartet: eine ganze Zahl, gefunden: %1</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>version %1 is newer than this program reads (%2); update Torch Setup</source>
        <extracomment>%1 and %2 are format version numbers</extracomment>
        <translation>Version %1 ist neuer als das, was dieses Programm liest (%2); aktualisieren Sie Torch Setup</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of linux, windows, macos</source>
        <extracomment>%1 is the value found in the file</extracomment>
        <translation>„%1“ ist keines von linux, windows, macos</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a CPU architecture such as x86_64, amd64, aarch64 or arm64</source>
        <extracomment>%1 is the value found in the file</extracomment>
        <translation>„%1“ ist keine CPU-Architektur wie x86_64, amd64, aarch64 oder arm64</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Python version such as &quot;3.12&quot;</source>
        <extracomment>%1 is the value found in the file</extracomment>
        <translation>„%1“ ist keine Python-Version wie &quot;3.12&quot;</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>erwartet: ein Objekt</translation>
    </message>
    <message>
        <source>%1 is not valid JSON (%2 at byte %3)</source>
        <extracomment>%1 is a file, %2 the JSON parser&apos;s reason, %3 a byte offset</extracomment>
        <translation>%1 ist kein gültiges JSON (%2 bei Byte %3)</translation>
    </message>
    <message>
        <source>%1 holds JSON but not an object; expected the format of `detect --json`</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1 enthält JSON, aber kein Objekt; erwartet wird das Format von `detect --json`</translation>
    </message>
    <message>
        <source>%1 was stopped because it had not finished after 1 second.</source>
        <extracomment>%1 is a program&apos;s name</extracomment>
        <translation>%1 wurde beendet, weil es nach 1 Sekunde nicht fertig war.</translation>
    </message>
    <message numerus="yes">
        <source>%1 was stopped because it had not finished after %n seconds.</source>
        <extracomment>%1 is a program&apos;s name, %n a number of seconds, 2 or more (1 second has its own sentence)</extracomment>
        <translation>
            <numerusform>%1 wurde beendet, weil es nach %n Sekunde nicht fertig war.</numerusform>
            <numerusform>%1 wurde beendet, weil es nach %n Sekunden nicht fertig war.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Verify</name>
    <message>
        <source>Fix: %1</source>
        <extracomment>%1 is what to do (a sentence)</extracomment>
        <translation>Lösung: %1</translation>
    </message>
    <message>
        <source>torch is not installed in %1.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>torch ist in %1 nicht installiert.</translation>
    </message>
    <message>
        <source>torch does not work in %1: %2</source>
        <extracomment>%1 is a folder, %2 what went wrong (an error message)</extracomment>
        <translation>torch funktioniert in %1 nicht: %2</translation>
    </message>
    <message>
        <source>PyTorch %1 works in %2 (%3).</source>
        <extracomment>%1 is a torch version such as 2.9.0, %2 a folder, %3 the counts of checks, such as &quot;passed: 12, failed: 0, skipped: 2&quot;</extracomment>
        <translation>PyTorch %1 funktioniert in %2 (%3).</translation>
    </message>
    <message>
        <source>PyTorch %1 works in %2, but torch.compile does not (%3); the failed check says how to fix it.</source>
        <extracomment>%1 is a torch version such as 2.9.0, %2 a folder, %3 the counts of checks, such as &quot;passed: 11, failed: 1, skipped: 2&quot;</extracomment>
        <translation>PyTorch %1 funktioniert in %2, torch.compile jedoch nicht (%3); die fehlgeschlagene Prüfung sagt, wie es sich beheben lässt.</translation>
    </message>
    <message>
        <source>PyTorch %1 in %2 failed a check: %3 (%4)</source>
        <extracomment>%1 is a torch version such as 2.9.0, %2 a folder, %3 what went wrong (a sentence), %4 the counts of checks, such as &quot;passed: 11, failed: 1, skipped: 2&quot;</extracomment>
        <translation>PyTorch %1 in %2 hat eine Prüfung nicht bestanden: %3 (%4)</translation>
    </message>
    <message>
        <source>The verification of %1 did not run.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Die Überprüfung von %1 wurde nicht ausgeführt.</translation>
    </message>
    <message>
        <source>%1 is not a Python environment (it has no pyvenv.cfg); name the folder of one with --venv.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>%1 ist keine Python-Umgebung (es fehlt eine pyvenv.cfg); geben Sie mit --venv den Ordner einer solchen an.</translation>
    </message>
    <message>
        <source>The Python environment %1 is broken: its Python is gone. Repair it with torch-setup-cli install --venv %1.</source>
        <translation>Die Python-Umgebung %1 ist defekt: Ihr Python ist nicht mehr vorhanden. Reparieren Sie sie mit torch-setup-cli install --venv %1.</translation>
    </message>
    <message>
        <source>torch is not installed in %1; install it with torch-setup-cli install --venv %1.</source>
        <extracomment>%1 is a folder (both times)</extracomment>
        <translation>torch ist in %1 nicht installiert; installieren Sie es mit torch-setup-cli install --venv %1.</translation>
    </message>
    <message>
        <source>The verification script could not be written to a temporary folder.</source>
        <translation>Das Überprüfungsskript konnte nicht in einen temporären Ordner geschrieben werden.</translation>
    </message>
    <message>
        <source>The environment&apos;s Python</source>
        <translation>Das Python der Umgebung</translation>
    </message>
    <message>
        <source>The verification was cancelled.</source>
        <translation>Die Überprüfung wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Importing torch hangs: usually a GPU driver that does not answer, or security software scanning the library files. Restart the computer, update the GPU driver, and try again; the support bundle shows which library was loading.</source>
        <translation>Der Import von torch hängt: meist ein GPU-Treiber, der nicht antwortet, oder Sicherheitssoftware, die die Bibliotheksdateien prüft. Starten Sie den Computer neu, aktualisieren Sie den GPU-Treiber und versuchen Sie es erneut; das Supportpaket zeigt, welche Bibliothek gerade geladen wurde.</translation>
    </message>
    <message>
        <source>The device may be busy or stuck: close other programs that use the GPU, restart the computer and verify again.</source>
        <translation>Das Gerät ist möglicherweise belegt oder hängt: Schließen Sie andere Programme, die die GPU nutzen, starten Sie den Computer neu und prüfen Sie erneut.</translation>
    </message>
    <message>
        <source>This check did not finish within %1 s; its Python process was stopped.</source>
        <extracomment>%1 is a number of seconds</extracomment>
        <translation>Diese Prüfung wurde nicht innerhalb von %1 s fertig; ihr Python-Prozess wurde beendet.</translation>
    </message>
    <message>
        <source>Python stopped in the middle of this check: %1</source>
        <extracomment>%1 is how Python ended, a whole sentence such as &quot;Python exited with code 1.&quot;</extracomment>
        <translation>Python wurde mitten in dieser Prüfung beendet: %1</translation>
    </message>
    <message>
        <source>A crash inside PyTorch or the GPU driver: update the driver; if it persists, save a support bundle.</source>
        <translation>Ein Absturz in PyTorch oder im GPU-Treiber: Aktualisieren Sie den Treiber; wenn das Problem bleibt, speichern Sie ein Supportpaket.</translation>
    </message>
    <message>
        <source>The verification script did not run in %1: %2</source>
        <translation>Das Überprüfungsskript konnte in %1 nicht ausgeführt werden: %2</translation>
    </message>
    <message>
        <source>passed: %1, failed: %2, skipped: %3</source>
        <extracomment>the numbers of checks that passed, failed and were skipped</extracomment>
        <translation>bestanden: %1, fehlgeschlagen: %2, übersprungen: %3</translation>
    </message>
    <message>
        <source>%1 does not exist; name the folder of a Python environment with --venv.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>%1 gibt es nicht; geben Sie mit --venv den Ordner einer Python-Umgebung an.</translation>
    </message>
    <message>
        <source>The Python environment %1 is broken: the Python %2 it was made with is gone. Repair it with torch-setup-cli install --venv %1.</source>
        <translation>Die Python-Umgebung %1 ist beschädigt: das Python %2, mit dem sie angelegt wurde, gibt es nicht mehr. Reparieren Sie sie mit torch-setup-cli install --venv %1.</translation>
    </message>
    <message>
        <source>An update of %1 was interrupted before it finished, so what the folder holds now is not checked. The next torch-setup-cli install --venv %1 first puts the environment back as it was before that update.</source>
        <translation>Eine Aktualisierung von %1 wurde unterbrochen, bevor sie fertig war; was der Ordner jetzt enthält, wird daher nicht geprüft. Das nächste torch-setup-cli install --venv %1 stellt zuerst die Umgebung wieder her, wie sie vor dieser Aktualisierung war.</translation>
    </message>
    <message>
        <source>The creation of the environment %1 was interrupted before it finished, so there is nothing to check. The next torch-setup-cli install --venv %1 removes what it left and creates the environment again.</source>
        <translation>Das Anlegen der Umgebung %1 wurde unterbrochen, bevor es fertig war; es gibt also nichts zu prüfen. Das nächste torch-setup-cli install --venv %1 entfernt, was davon übrig ist, und legt die Umgebung neu an.</translation>
    </message>
    <message>
        <source>The verification script did not run in %1: %2 Python said: %3</source>
        <translation>Das Prüfskript lief in %1 nicht: %2 Python meldete: %3</translation>
    </message>
    <message>
        <source>An installation (%1) is working on %2 now, so it is not checked; check it again when that installation has finished.</source>
        <extracomment>%1 names the installation&apos;s process (&quot;process 4242&quot;), %2 is a folder</extracomment>
        <translation>Eine Installation (%1) arbeitet gerade an %2, daher wird sie nicht geprüft; prüfen Sie sie erneut, wenn diese Installation abgeschlossen ist.</translation>
    </message>
</context>
<context>
    <name>VerifyChecks</name>
    <message>
        <source>the CPU</source>
        <translation>der CPU</translation>
    </message>
    <message>
        <source>the GPU (CUDA)</source>
        <translation>der GPU (CUDA)</translation>
    </message>
    <message>
        <source>the GPU (ROCm)</source>
        <translation>der GPU (ROCm)</translation>
    </message>
    <message>
        <source>the Intel GPU (XPU)</source>
        <translation>der Intel-GPU (XPU)</translation>
    </message>
    <message>
        <source>the Apple GPU (MPS)</source>
        <translation>der Apple-GPU (MPS)</translation>
    </message>
    <message>
        <source>the GPU (DirectML)</source>
        <translation>der GPU (DirectML)</translation>
    </message>
    <message>
        <source>Element-wise arithmetic is correct on {where}.</source>
        <translation>Elementweise Arithmetik ist auf {where} korrekt.</translation>
    </message>
    <message>
        <source>Sums, means, maxima and standard deviations are correct on {where}.</source>
        <translation>Summen, Mittelwerte, Maxima und Standardabweichungen sind auf {where} korrekt.</translation>
    </message>
    <message>
        <source>The random number generator is reproducible on {where}.</source>
        <translation>Der Zufallszahlengenerator ist auf {where} reproduzierbar.</translation>
    </message>
    <message>
        <source>Matrix multiplication in float32 is correct on {where}.</source>
        <translation>Matrixmultiplikation in float32 ist auf {where} korrekt.</translation>
    </message>
    <message>
        <source>Convolution in float32 is correct on {where}.</source>
        <translation>Faltung (Convolution) in float32 ist auf {where} korrekt.</translation>
    </message>
    <message>
        <source>Matrix multiplication in float16 is correct on {where}.</source>
        <translation>Matrixmultiplikation in float16 ist auf {where} korrekt.</translation>
    </message>
    <message>
        <source>Matrix multiplication in bfloat16 is correct on {where}.</source>
        <translation>Matrixmultiplikation in bfloat16 ist auf {where} korrekt.</translation>
    </message>
    <message>
        <source>Matrix multiplication speed on {where}.</source>
        <translation>Geschwindigkeit der Matrixmultiplikation auf {where}.</translation>
    </message>
    <message>
        <source>Attention (scaled_dot_product_attention) is correct on {where}.</source>
        <translation>Attention (scaled_dot_product_attention) ist auf {where} korrekt.</translation>
    </message>
    <message>
        <source>torchvision&apos;s non-maximum suppression works on {where}.</source>
        <translation>Die Non-Maximum Suppression von torchvision funktioniert auf {where}.</translation>
    </message>
    <message>
        <source>PyTorch can be imported.</source>
        <translation>PyTorch kann importiert werden.</translation>
    </message>
    <message>
        <source>torchvision and torchaudio load and match PyTorch.</source>
        <translation>torchvision und torchaudio werden geladen und passen zu PyTorch.</translation>
    </message>
    <message>
        <source>PyTorch sees the graphics cards this PC has.</source>
        <translation>PyTorch sieht die Grafikkarten dieses PCs.</translation>
    </message>
    <message>
        <source>torch.compile works on {where}.</source>
        <translation>torch.compile funktioniert auf {where}.</translation>
    </message>
    <message>
        <source>PyTorch can run a small computation on {where}.</source>
        <translation>PyTorch kann eine kleine Berechnung auf {where} ausführen.</translation>
    </message>
    <message>
        <source>torchaudio loads and computes correctly.</source>
        <translation>torchaudio wird geladen und rechnet korrekt.</translation>
    </message>
    <message>
        <source>Not run because torch did not import.</source>
        <translation>Nicht ausgeführt, weil torch nicht importiert werden konnte.</translation>
    </message>
    <message>
        <source>the build for NVIDIA GPUs</source>
        <translation>der Build für NVIDIA-GPUs</translation>
    </message>
    <message>
        <source>the build for AMD GPUs</source>
        <translation>der Build für AMD-GPUs</translation>
    </message>
    <message>
        <source>the build for Intel GPUs</source>
        <translation>der Build für Intel-GPUs</translation>
    </message>
    <message>
        <source>the build for Apple GPUs</source>
        <translation>der Build für Apple-GPUs</translation>
    </message>
    <message>
        <source>the CPU build with DirectML for GPUs</source>
        <translation>der CPU-Build mit DirectML für GPUs</translation>
    </message>
    <message>
        <source>the CPU-only build</source>
        <translation>der reine CPU-Build</translation>
    </message>
    <message>
        <source>Reinstall PyTorch with the installer; if it persists, the system lacks this library.</source>
        <translation>Installieren Sie PyTorch mit dem Installationsprogramm neu; wenn das Problem bleibt, fehlt diese Bibliothek auf dem System.</translation>
    </message>
    <message>
        <source>Install a C++ compiler and Python&apos;s headers: {commands}.</source>
        <translation>Installieren Sie einen C++-Compiler und die Header von Python: {commands}.</translation>
    </message>
    <message>
        <source>Python&apos;s development headers are missing from {python}: reinstall Python from python.org or use the installer&apos;s portable Python.</source>
        <translation>In {python} fehlen die Entwicklungs-Header von Python: Installieren Sie Python von python.org neu, oder verwenden Sie das portable Python des Installationsprogramms.</translation>
    </message>
    <message>
        <source>Install the Triton package that matches torch {version}: {command}.</source>
        <translation>Installieren Sie das Triton-Paket, das zu torch {version} passt: {command}.</translation>
    </message>
    <message>
        <source>PyTorch was built for GPUs but cannot see any.</source>
        <translation>PyTorch wurde für GPUs gebaut, sieht aber keine.</translation>
    </message>
    <message>
        <source>the CPU ({name})</source>
        <translation>der CPU ({name})</translation>
    </message>
    <message>
        <source>{what} on {where} gave wrong results: invalid numbers (NaN or infinity) from {parts}.</source>
        <translation>{what} auf {where}: falsche Ergebnisse, ungültige Zahlen (NaN oder unendlich) bei {parts}.</translation>
    </message>
    <message>
        <source>{what} on {where} gave wrong results: {parts} off by up to {error}.</source>
        <translation>{what} auf {where}: falsche Ergebnisse, Abweichung bei {parts} von bis zu {error}.</translation>
    </message>
    <message>
        <source>PyTorch computes wrong numbers on the CPU, which points at a damaged installation: reinstall PyTorch; if it persists, send this report to support.</source>
        <translation>PyTorch berechnet auf der CPU falsche Zahlen, was auf eine beschädigte Installation hindeutet: Installieren Sie PyTorch neu; wenn das Problem bleibt, senden Sie diesen Bericht an den Support.</translation>
    </message>
    <message>
        <source>It comes with the NVIDIA driver: install or repair the NVIDIA driver, restart, and run verification again.</source>
        <translation>Diese Bibliothek gehört zum NVIDIA-Treiber: Installieren oder reparieren Sie den NVIDIA-Treiber, starten Sie neu und führen Sie die Überprüfung erneut aus.</translation>
    </message>
    <message>
        <source>It is one of NVIDIA&apos;s {runtime} libraries, which pip installs as {packages} packages next to PyTorch; they are missing or belong to another CUDA version. Reinstall PyTorch with the installer so that the matching {packages} packages come back, and make sure {variable} does not point at another CUDA installation.</source>
        <translation>Diese Bibliothek ist eine der {runtime}-Bibliotheken von NVIDIA, die pip als {packages}-Pakete neben PyTorch installiert; sie fehlen oder gehören zu einer anderen CUDA-Version. Installieren Sie PyTorch mit dem Installationsprogramm neu, damit die passenden {packages}-Pakete wieder da sind, und achten Sie darauf, dass {variable} nicht auf eine andere CUDA-Installation verweist.</translation>
    </message>
    <message>
        <source>It is part of AMD&apos;s ROCm runtime, which the ROCm build of PyTorch brings with it. Reinstall PyTorch with the installer, and make sure {variable} does not point at another ROCm installation.</source>
        <translation>Diese Bibliothek gehört zur ROCm-Laufzeitumgebung von AMD, die der ROCm-Build von PyTorch mitbringt. Installieren Sie PyTorch mit dem Installationsprogramm neu, und achten Sie darauf, dass {variable} nicht auf eine andere ROCm-Installation verweist.</translation>
    </message>
    <message>
        <source>It belongs to Intel&apos;s GPU runtime (Level Zero / oneAPI): install Intel&apos;s GPU driver and reinstall PyTorch with the installer.</source>
        <translation>Diese Bibliothek gehört zur GPU-Laufzeitumgebung von Intel (Level Zero / oneAPI): Installieren Sie den GPU-Treiber von Intel und installieren Sie PyTorch mit dem Installationsprogramm neu.</translation>
    </message>
    <message>
        <source>Install the latest Microsoft Visual C++ Redistributable (x64), restart, and run verification again; if it persists, reinstall PyTorch with the installer.</source>
        <translation>Installieren Sie das neueste Microsoft Visual C++ Redistributable (x64), starten Sie neu und führen Sie die Überprüfung erneut aus; wenn das Problem bleibt, installieren Sie PyTorch mit dem Installationsprogramm neu.</translation>
    </message>
    <message>
        <source>PyTorch is installed but fails to load: {error}.</source>
        <translation>PyTorch ist installiert, lässt sich aber nicht laden: {error}.</translation>
    </message>
    <message>
        <source>Reinstall PyTorch with the installer; if it persists, send this report to support.</source>
        <translation>Installieren Sie PyTorch mit dem Installationsprogramm neu; wenn das Problem bleibt, senden Sie diesen Bericht an den Support.</translation>
    </message>
    <message>
        <source>PyTorch {version} loads correctly; it is {build}.</source>
        <translation>PyTorch {version} wird korrekt geladen; es ist {build}.</translation>
    </message>
    <message>
        <source>The packages next to PyTorch load and match it ({packages}).</source>
        <translation>Die Pakete neben PyTorch werden geladen und passen dazu ({packages}).</translation>
    </message>
    <message>
        <source>This is the CPU-only build of PyTorch, so it uses no graphics card.</source>
        <translation>Dies ist der reine CPU-Build von PyTorch, daher nutzt er keine Grafikkarte.</translation>
    </message>
    <message>
        <source>PyTorch sees 1 GPU: {names}.</source>
        <translation>PyTorch sieht 1 GPU: {names}.</translation>
    </message>
    <message>
        <source>PyTorch sees {count} GPUs: {names}.</source>
        <translation>PyTorch sieht {count} GPUs: {names}.</translation>
    </message>
    <message>
        <source>PyTorch runs computations on {where} ({name}).</source>
        <translation>PyTorch führt Berechnungen auf {where} ({name}) aus.</translation>
    </message>
    <message>
        <source>Element-wise arithmetic</source>
        <translation>Elementweise Arithmetik</translation>
    </message>
    <message>
        <source>Element-wise arithmetic with broadcasting is correct on {where}.</source>
        <translation>Elementweise Arithmetik mit Broadcasting ist auf {where} korrekt.</translation>
    </message>
    <message>
        <source>Reductions</source>
        <translation>Reduktionen</translation>
    </message>
    <message>
        <source>Sums, means, maxima, argmax and standard deviations are correct on {where}.</source>
        <translation>Summen, Mittelwerte, Maxima, argmax und Standardabweichungen sind auf {where} korrekt.</translation>
    </message>
    <message>
        <source>The random number generator on {where} is reproducible and well spread.</source>
        <translation>Der Zufallszahlengenerator auf {where} ist reproduzierbar und liefert gut verteilte Zahlen.</translation>
    </message>
    <message>
        <source>Matrix multiplication in {dtype}</source>
        <translation>Matrixmultiplikation in {dtype}</translation>
    </message>
    <message>
        <source>Matrix multiplication in {dtype} is correct on {where}.</source>
        <translation>Matrixmultiplikation in {dtype} ist auf {where} korrekt.</translation>
    </message>
    <message>
        <source>Convolution in float32</source>
        <translation>Faltung (Convolution) in float32</translation>
    </message>
    <message>
        <source>{tflops} TFLOP/s in {dtype} on {where}.</source>
        <translation>{tflops} TFLOP/s in {dtype} auf {where}.</translation>
    </message>
    <message>
        <source>Attention (scaled_dot_product_attention)</source>
        <translation>Attention (scaled_dot_product_attention)</translation>
    </message>
    <message>
        <source>{module} is installed but its nms operation fails on {where}; it does not match this PyTorch.</source>
        <translation>{module} ist installiert, aber seine nms-Operation schlägt auf {where} fehl; es passt nicht zu diesem PyTorch.</translation>
    </message>
    <message>
        <source>Reinstall {module} from the same index and variant as torch {version} ({module} {expected}.*), e.g. by running the installer again. Error: {error}</source>
        <translation>Installieren Sie {module} aus demselben Index und in derselben Variante wie torch {version} neu ({module} {expected}.*), z. B. indem Sie das Installationsprogramm erneut ausführen. Fehler: {error}</translation>
    </message>
    <message>
        <source>torchaudio&apos;s functions</source>
        <translation>Die Funktionen von torchaudio</translation>
    </message>
    <message>
        <source>torchaudio {version} computes correctly on {where}.</source>
        <translation>torchaudio {version} rechnet auf {where} korrekt.</translation>
    </message>
    <message>
        <source>Install the Visual Studio Build Tools with the &quot;Desktop development with C++&quot; workload and run the installer again from a shell where {compiler} is on PATH (Developer PowerShell).</source>
        <translation>Installieren Sie die Visual Studio Build Tools mit der Workload „Desktopentwicklung mit C++“ (&quot;Desktop development with C++&quot;) und führen Sie das Installationsprogramm erneut aus einer Shell aus, in der {compiler} im PATH liegt (Developer PowerShell).</translation>
    </message>
    <message>
        <source>Install Apple&apos;s command line tools: {command}.</source>
        <translation>Installieren Sie die Befehlszeilentools von Apple: {command}.</translation>
    </message>
    <message>
        <source>Install Python&apos;s development headers: {commands}.</source>
        <translation>Installieren Sie die Entwicklungs-Header von Python: {commands}.</translation>
    </message>
    <message>
        <source>torch.compile failed on {where}: {error}.</source>
        <translation>torch.compile ist auf {where} fehlgeschlagen: {error}.</translation>
    </message>
    <message>
        <source>torch.compile is optional: models still run without it. Send this report to support so the cause can be looked at.</source>
        <translation>torch.compile ist optional: Modelle laufen auch ohne es. Senden Sie diesen Bericht an den Support, damit die Ursache untersucht werden kann.</translation>
    </message>
    <message>
        <source>torch.compile (Inductor) gives the same results as eager mode on {where}.</source>
        <translation>torch.compile (Inductor) liefert auf {where} dieselben Ergebnisse wie der Eager-Modus.</translation>
    </message>
    <message>
        <source>The graphics driver is too old for this PyTorch build.</source>
        <translation>Der Grafiktreiber ist zu alt für diesen PyTorch-Build.</translation>
    </message>
    <message>
        <source>PyTorch cannot use the NVIDIA GPU because no NVIDIA driver is installed.</source>
        <translation>PyTorch kann die NVIDIA-GPU nicht nutzen, weil kein NVIDIA-Treiber installiert ist.</translation>
    </message>
    <message>
        <source>Install the NVIDIA driver for this GPU ({tool} must work), restart, and run verification again.</source>
        <translation>Installieren Sie den NVIDIA-Treiber für diese GPU ({tool} muss funktionieren), starten Sie neu und führen Sie die Überprüfung erneut aus.</translation>
    </message>
    <message>
        <source>{file} does not exist: the {driver} kernel driver is not loaded</source>
        <translation>{file} existiert nicht: Der Kerneltreiber {driver} ist nicht geladen</translation>
    </message>
    <message>
        <source>macOS {version}; MPS needs macOS 12.3 or newer on a Mac with a Metal GPU</source>
        <translation>macOS {version}; MPS braucht macOS 12.3 oder neuer auf einem Mac mit einer Metal-GPU</translation>
    </message>
    <message>
        <source>{package} is not installed</source>
        <translation>{package} ist nicht installiert</translation>
    </message>
    <message>
        <source>Check that the GPU driver is installed and working ({tool} must list the GPU), restart after a driver update, and run verification again.</source>
        <translation>Prüfen Sie, ob der GPU-Treiber installiert ist und funktioniert ({tool} muss die GPU auflisten), starten Sie nach einem Treiber-Update neu und führen Sie die Überprüfung erneut aus.</translation>
    </message>
    <message>
        <source>Check that the GPU driver is installed and working, restart after a driver update, and run verification again.</source>
        <translation>Prüfen Sie, ob der GPU-Treiber installiert ist und funktioniert, starten Sie nach einem Treiber-Update neu und führen Sie die Überprüfung erneut aus.</translation>
    </message>
    <message>
        <source>This PyTorch installation has no DirectML support ({package} is not installed), so it cannot use {where}.</source>
        <translation>Diese PyTorch-Installation hat keine DirectML-Unterstützung ({package} ist nicht installiert), daher kann sie nicht mit {where} arbeiten.</translation>
    </message>
    <message>
        <source>This PyTorch installation has no {support} support, so it cannot use {where}.</source>
        <translation>Diese PyTorch-Installation hat keine Unterstützung für {support}, daher kann sie nicht mit {where} arbeiten.</translation>
    </message>
    <message>
        <source>the Apple GPU</source>
        <translation>der Apple-GPU</translation>
    </message>
    <message>
        <source>This PyTorch build contains no code for your {gpu} (compute capability {capability}).</source>
        <translation>Dieser PyTorch-Build enthält keinen Code für Ihre {gpu} (Compute Capability {capability}).</translation>
    </message>
    <message>
        <source>The installed build supports {carried} but this GPU needs {needs}.</source>
        <translation>Der installierte Build unterstützt {carried}, aber diese GPU braucht {needs}.</translation>
    </message>
    <message>
        <source>The installed build has no code for this GPU&apos;s architecture.</source>
        <translation>Der installierte Build enthält keinen Code für die Architektur dieser GPU.</translation>
    </message>
    <message>
        <source>This check ran out of memory on {where}.</source>
        <translation>Bei dieser Prüfung ging auf {where} der Speicher aus.</translation>
    </message>
    <message>
        <source>Close other programs that use the GPU (games, other AI tools) and run verification again; {tools} shows what holds the memory.</source>
        <translation>Schließen Sie andere Programme, die die GPU nutzen (Spiele, andere KI-Tools), und führen Sie die Überprüfung erneut aus; {tools} zeigt, was den Speicher belegt.</translation>
    </message>
    <message>
        <source>Update the graphics driver, restart, and run verification again.</source>
        <translation>Aktualisieren Sie den Grafiktreiber, starten Sie neu und führen Sie die Überprüfung erneut aus.</translation>
    </message>
    <message>
        <source>PyTorch is not installed in this Python environment.</source>
        <translation>PyTorch ist in dieser Python-Umgebung nicht installiert.</translation>
    </message>
    <message>
        <source>PyTorch&apos;s installation is incomplete: part of it ({module}) is missing.</source>
        <translation>Die Installation von PyTorch ist unvollständig: Ein Teil davon ({module}) fehlt.</translation>
    </message>
    <message>
        <source>Reinstall PyTorch with the installer. Also make sure the verifier does not run inside a folder that contains a &apos;torch&apos; folder of its own.</source>
        <translation>Installieren Sie PyTorch mit dem Installationsprogramm neu. Achten Sie außerdem darauf, dass die Überprüfung nicht in einem Ordner läuft, der einen eigenen Ordner namens &apos;torch&apos; enthält.</translation>
    </message>
    <message>
        <source>PyTorch is installed but a Python package it needs ({module}) is missing.</source>
        <translation>PyTorch ist installiert, aber ein Python-Paket, das es braucht ({module}), fehlt.</translation>
    </message>
    <message>
        <source>Install it into the environment: {command}, or reinstall PyTorch so that pip brings its dependencies.</source>
        <translation>Installieren Sie es in die Umgebung: {command}, oder installieren Sie PyTorch neu, damit pip seine Abhängigkeiten mitbringt.</translation>
    </message>
    <message>
        <source>PyTorch is installed but one of its libraries does not fit the others.</source>
        <translation>PyTorch ist installiert, aber eine seiner Bibliotheken passt nicht zu den anderen.</translation>
    </message>
    <message>
        <source>A library from another version is being loaded ({error}). Reinstall PyTorch with the installer and make sure {variable} does not point at other CUDA, ROCm or PyTorch libraries.</source>
        <translation>Eine Bibliothek aus einer anderen Version wird geladen ({error}). Installieren Sie PyTorch mit dem Installationsprogramm neu, und achten Sie darauf, dass {variable} nicht auf andere CUDA-, ROCm- oder PyTorch-Bibliotheken verweist.</translation>
    </message>
    <message>
        <source>PyTorch is installed but cannot start because a library it needs ({library}) is missing.</source>
        <translation>PyTorch ist installiert, kann aber nicht starten, weil eine Bibliothek fehlt, die es braucht ({library}).</translation>
    </message>
    <message>
        <source>{library} could not be loaded.</source>
        <translation>{library} konnte nicht geladen werden.</translation>
    </message>
    <message>
        <source>PyTorch is installed but cannot start because a library it needs is missing.</source>
        <translation>PyTorch ist installiert, kann aber nicht starten, weil eine Bibliothek fehlt, die es braucht.</translation>
    </message>
    <message>
        <source>A library PyTorch needs could not be loaded.</source>
        <translation>Eine Bibliothek, die PyTorch braucht, konnte nicht geladen werden.</translation>
    </message>
    <message>
        <source>PyTorch {version} loads correctly; it is {build} ({runtime}).</source>
        <translation>PyTorch {version} wird korrekt geladen; es ist {build} ({runtime}).</translation>
    </message>
    <message>
        <source>Neither torchvision nor torchaudio is installed.</source>
        <translation>Weder torchvision noch torchaudio ist installiert.</translation>
    </message>
    <message>
        <source>PyTorch was installed as {installed}, but this PC needs {needed}.</source>
        <translation>Von PyTorch ist {installed} installiert, für diesen PC ist aber {needed} nötig.</translation>
    </message>
    <message>
        <source>PyTorch sees no GPU, and hardware detection found none for this build.</source>
        <translation>PyTorch sieht keine GPU, und die Hardwareerkennung hat für diesen Build auch keine gefunden.</translation>
    </message>
    <message>
        <source>PyTorch sees no GPU (no hardware information was given to compare with).</source>
        <translation>PyTorch sieht keine GPU (es wurden keine Hardwareangaben zum Vergleich übergeben).</translation>
    </message>
    <message>
        <source>PyTorch sees {count} of the {found} GPUs found on this PC: {names}.</source>
        <translation>PyTorch sieht {count} der {found} GPUs, die auf diesem PC gefunden wurden: {names}.</translation>
    </message>
    <message>
        <source>A tiny computation on {where} gave a wrong result.</source>
        <translation>Eine winzige Berechnung auf {where} lieferte ein falsches Ergebnis.</translation>
    </message>
    <message>
        <source>PyTorch runs computations on {where}.</source>
        <translation>PyTorch führt Berechnungen auf {where} aus.</translation>
    </message>
    <message>
        <source>the same seed gave different numbers</source>
        <translation>derselbe Seed ergab unterschiedliche Zahlen</translation>
    </message>
    <message>
        <source>different seeds gave the same numbers</source>
        <translation>unterschiedliche Seeds ergaben dieselben Zahlen</translation>
    </message>
    <message>
        <source>uniform numbers fell outside {range}</source>
        <translation>gleichverteilte Zahlen lagen außerhalb von {range}</translation>
    </message>
    <message>
        <source>uniform numbers are not spread evenly (mean {mean})</source>
        <translation>gleichverteilte Zahlen sind nicht gleichmäßig verteilt (Mittelwert {mean})</translation>
    </message>
    <message>
        <source>normal numbers have mean {mean} and spread {spread}</source>
        <translation>normalverteilte Zahlen haben den Mittelwert {mean} und die Streuung {spread}</translation>
    </message>
    <message>
        <source>The random number generator on {where} misbehaves: {problems}.</source>
        <translation>Der Zufallszahlengenerator auf {where} arbeitet fehlerhaft: {problems}.</translation>
    </message>
    <message>
        <source>{module} is installed but cannot load because a package it needs ({package}) is missing.</source>
        <translation>{module} ist installiert, kann aber nicht geladen werden, weil ein Paket fehlt, das es braucht ({package}).</translation>
    </message>
    <message>
        <source>Install it into the environment: {command}.</source>
        <translation>Installieren Sie es in die Umgebung: {command}.</translation>
    </message>
    <message>
        <source>{module} is installed but its functions fail; it does not match this PyTorch.</source>
        <translation>{module} ist installiert, aber seine Funktionen schlagen fehl; es passt nicht zu diesem PyTorch.</translation>
    </message>
    <message>
        <source>{module} is installed but does not load; it does not match this PyTorch.</source>
        <translation>{module} ist installiert, lässt sich aber nicht laden; es passt nicht zu diesem PyTorch.</translation>
    </message>
    <message>
        <source>{package} is not installed.</source>
        <translation>{package} ist nicht installiert.</translation>
    </message>
    <message>
        <source>torchvision has no DirectML version of non-maximum suppression.</source>
        <translation>torchvision hat keine DirectML-Version der Non-Maximum Suppression.</translation>
    </message>
    <message>
        <source>Reinstall torchvision from the same index and variant as torch {version}, e.g. by running the installer again; if it persists, send this report to support.</source>
        <translation>Installieren Sie torchvision aus demselben Index und in derselben Variante wie torch {version} neu, z. B. indem Sie das Installationsprogramm erneut ausführen; wenn das Problem bleibt, senden Sie diesen Bericht an den Support.</translation>
    </message>
    <message>
        <source>torchvision&apos;s non-maximum suppression on {where} kept the wrong boxes.</source>
        <translation>Die Non-Maximum Suppression von torchvision hat auf {where} die falschen Boxen behalten.</translation>
    </message>
    <message>
        <source>torch.compile needs a C compiler (for Triton), which is not installed on this computer.</source>
        <translation>torch.compile braucht einen C-Compiler (für Triton), der auf diesem Computer nicht installiert ist.</translation>
    </message>
    <message>
        <source>torch.compile needs Python&apos;s development headers ({file}), which are not installed.</source>
        <translation>torch.compile braucht die Entwicklungs-Header von Python ({file}), die nicht installiert sind.</translation>
    </message>
    <message>
        <source>torch.compile on {where} needs Triton, which is not installed.</source>
        <translation>torch.compile braucht auf {where} Triton, das nicht installiert ist.</translation>
    </message>
    <message>
        <source>torch.compile does not support DirectML.</source>
        <translation>torch.compile unterstützt DirectML nicht.</translation>
    </message>
    <message>
        <source>torch.compile on Apple GPUs needs PyTorch 2.6 or newer.</source>
        <translation>torch.compile braucht auf Apple-GPUs PyTorch 2.6 oder neuer.</translation>
    </message>
    <message>
        <source>The check stopped with an unexpected error: {error}.</source>
        <translation>Die Prüfung wurde durch einen unerwarteten Fehler abgebrochen: {error}.</translation>
    </message>
    <message>
        <source>Send this report to support; the details hold the full error.</source>
        <translation>Senden Sie diesen Bericht an den Support; die Details enthalten den vollständigen Fehler.</translation>
    </message>
    <message>
        <source>PyTorch cannot use the AMD GPU because your user account is not allowed to access it.</source>
        <translation>PyTorch kann die AMD-GPU nicht nutzen, weil Ihr Benutzerkonto keinen Zugriff darauf hat.</translation>
    </message>
    <message>
        <source>Add your user to the render and video groups: {command}, then log out and in ({kfd} or {render} is not readable and writable for this user).</source>
        <translation>Fügen Sie Ihren Benutzer den Gruppen render und video hinzu: {command}, und melden Sie sich dann ab und wieder an ({kfd} oder {render} ist für diesen Benutzer nicht les- und beschreibbar).</translation>
    </message>
    <message>
        <source>{variable} is set to {value}, which hides every GPU</source>
        <translation>{variable} ist auf {value} gesetzt, was jede GPU verbirgt</translation>
    </message>
    <message>
        <source>{variable} is set to {value}, which limits the GPUs PyTorch may use</source>
        <translation>{variable} ist auf {value} gesetzt, was die GPUs einschränkt, die PyTorch nutzen darf</translation>
    </message>
    <message>
        <source>PyTorch was built for NVIDIA GPUs but cannot see any.</source>
        <translation>PyTorch wurde für NVIDIA-GPUs gebaut, sieht aber keine.</translation>
    </message>
    <message>
        <source>PyTorch was built for AMD GPUs but cannot see any.</source>
        <translation>PyTorch wurde für AMD-GPUs gebaut, sieht aber keine.</translation>
    </message>
    <message>
        <source>PyTorch was built for Intel GPUs but cannot see any.</source>
        <translation>PyTorch wurde für Intel-GPUs gebaut, sieht aber keine.</translation>
    </message>
    <message>
        <source>PyTorch was built for Apple GPUs but cannot see any.</source>
        <translation>PyTorch wurde für Apple-GPUs gebaut, sieht aber keine.</translation>
    </message>
    <message>
        <source>Not run because {where} is not usable (see the check {check}).</source>
        <translation>Nicht ausgeführt, weil auf {where} nicht gerechnet werden kann (siehe die Prüfung {check}).</translation>
    </message>
    <message>
        <source>This PyTorch build contains no code for your {gpu} ({gfx}).</source>
        <translation>Dieser PyTorch-Build enthält keinen Code für Ihre {gpu} ({gfx}).</translation>
    </message>
    <message>
        <source>This PyTorch build contains no code for your {gpu}.</source>
        <translation>Dieser PyTorch-Build enthält keinen Code für Ihre {gpu}.</translation>
    </message>
    <message>
        <source>{package} {version} does not belong to torch {torch} (expected {expected}.*).</source>
        <translation>{package} {version} gehört nicht zu torch {torch} (erwartet: {expected}.*).</translation>
    </message>
    <message>
        <source>PyTorch was installed without GPU support, but this PC has a graphics card it could use ({gpu}).</source>
        <translation>PyTorch wurde ohne GPU-Unterstützung installiert, aber dieser PC hat eine Grafikkarte, die es nutzen könnte ({gpu}).</translation>
    </message>
    <message>
        <source>PyTorch was installed without GPU support, but this PC has a graphics card it could use.</source>
        <translation>PyTorch wurde ohne GPU-Unterstützung installiert, aber dieser PC hat eine Grafikkarte, die es nutzen könnte.</translation>
    </message>
    <message>
        <source>torch.compile needs a C++ compiler ({compilers}), which does not work.</source>
        <translation>torch.compile braucht einen C++-Compiler ({compilers}), der nicht funktioniert.</translation>
    </message>
    <message>
        <source>torch.compile needs a C++ compiler ({compilers}), which is not installed on this computer.</source>
        <translation>torch.compile braucht einen C++-Compiler ({compilers}), der auf diesem Computer nicht installiert ist.</translation>
    </message>
    <message>
        <source>Reinstall {package} from the same index and variant as torch {torch} ({package} {expected}.*), e.g. by running the installer again.</source>
        <translation>Installieren Sie {package} aus demselben Index und in derselben Variante wie torch {torch} neu ({package} {expected}.*), z. B. indem Sie das Installationsprogramm erneut ausführen.</translation>
    </message>
    <message>
        <source>The installer chose the CPU build for this PC on purpose.</source>
        <translation>Das Installationsprogramm hat für diesen PC absichtlich den CPU-Build gewählt.</translation>
    </message>
    <message>
        <source>on {system} {command}</source>
        <translation>unter {system} {command}</translation>
    </message>
    <message>
        <source>Install triton-windows in the version made for torch {version} (its releases follow torch&apos;s: see the triton-windows project), or let the installer repair the environment, which brings the right one.</source>
        <translation>Installieren Sie triton-windows in der Version, die für torch {version} gemacht ist (seine Releases folgen denen von torch: siehe das Projekt triton-windows), oder lassen Sie das Installationsprogramm die Umgebung reparieren, das dann die richtige Version mitbringt.</translation>
    </message>
    <message>
        <source>This PyTorch build cannot multiply {dtype} matrices on {where}.</source>
        <translation>Dieser PyTorch-Build kann auf {where} keine {dtype}-Matrizen multiplizieren.</translation>
    </message>
    <message>
        <source>It is the OpenMP runtime: install it with {apt} on Debian/Ubuntu or {dnf} on Fedora.</source>
        <translation>Diese Bibliothek ist die OpenMP-Laufzeitbibliothek: Installieren Sie sie unter Debian/Ubuntu mit {apt} oder unter Fedora mit {dnf}.</translation>
    </message>
    <message>
        <source>Unset {variables}, or set each to the number of the GPU to use.</source>
        <translation>Entfernen Sie {variables}, oder setzen Sie jede davon auf die Nummer der GPU, die verwendet werden soll.</translation>
    </message>
    <message>
        <source>What was found: {hints}.</source>
        <translation>Festgestellt wurde: {hints}.</translation>
    </message>
    <message>
        <source>This PyTorch build contains no code for this GPU.</source>
        <translation>Dieser PyTorch-Build enthält keinen Code für diese GPU.</translation>
    </message>
    <message>
        <source>Install PyTorch again with the installer; the check ran {python}, which has no torch package.</source>
        <translation>Installieren Sie PyTorch mit dem Installationsprogramm erneut; die Überprüfung lief mit {python}, das kein torch-Paket hat.</translation>
    </message>
    <message>
        <source>{package} {version} was built for a different PyTorch variant (+{tag}) from the installed torch {torch}.</source>
        <translation>{package} {version} wurde für eine andere PyTorch-Variante (+{tag}) gebaut als das installierte torch {torch}.</translation>
    </message>
    <message>
        <source>{gflops} GFLOP/s in {dtype} on {where}.</source>
        <translation>{gflops} GFLOP/s in {dtype} auf {where}.</translation>
    </message>
    <message>
        <source>Update the graphics driver, restart, and run verification again. If it persists, this PyTorch build does not handle this GPU correctly: try the build the installer recommends and send this report to support.</source>
        <translation>Aktualisieren Sie den Grafiktreiber, starten Sie neu und führen Sie die Überprüfung erneut aus. Wenn das Problem bleibt, kommt dieser PyTorch-Build mit dieser GPU nicht richtig zurecht: Probieren Sie den Build, den das Installationsprogramm empfiehlt, und senden Sie diesen Bericht an den Support.</translation>
    </message>
    <message>
        <source>Update the NVIDIA driver (CUDA {cuda} needs driver {branch} or newer), restart the computer, and run verification again; or install the older build the installer offers for this driver.</source>
        <translation>Aktualisieren Sie den NVIDIA-Treiber (CUDA {cuda} braucht Treiber {branch} oder neuer), starten Sie den Computer neu und führen Sie die Überprüfung erneut aus; oder installieren Sie den älteren Build, den das Installationsprogramm für diesen Treiber anbietet.</translation>
    </message>
    <message>
        <source>Update the graphics driver, restart the computer, and run verification again; or install the older build the installer offers for this driver.</source>
        <translation>Aktualisieren Sie den Grafiktreiber, starten Sie den Computer neu und führen Sie die Überprüfung erneut aus; oder installieren Sie den älteren Build, den das Installationsprogramm für diesen Treiber anbietet.</translation>
    </message>
    <message>
        <source>Reinstall PyTorch with the installer and keep the build it recommends for this PC (installed: {build}, torch {version}).</source>
        <translation>Installieren Sie PyTorch mit dem Installationsprogramm neu und behalten Sie den Build bei, den es für diesen PC empfiehlt (installiert: {build}, torch {version}).</translation>
    </message>
    <message>
        <source>Reinstall PyTorch with the build the installer recommends for this GPU; an AMD GPU outside ROCm&apos;s list may also need the installer&apos;s {variable} override.</source>
        <translation>Installieren Sie PyTorch mit dem Build neu, den das Installationsprogramm für diese GPU empfiehlt; eine AMD-GPU, die nicht auf der Liste von ROCm steht, braucht eventuell zusätzlich die Überschreibung {variable} des Installationsprogramms.</translation>
    </message>
    <message>
        <source>Reinstall PyTorch with the build the installer recommends for this GPU.</source>
        <translation>Installieren Sie PyTorch mit dem Build neu, den das Installationsprogramm für diese GPU empfiehlt.</translation>
    </message>
    <message>
        <source>Reinstall PyTorch with the installer and keep the {backend} build it recommends (installed: torch {version}).</source>
        <translation>Installieren Sie PyTorch mit dem Installationsprogramm neu und behalten Sie den empfohlenen Build {backend} bei (installiert: torch {version}).</translation>
    </message>
    <message>
        <source>Reinstall PyTorch with the installer and keep the {backend} build it recommends; pip installed the CPU-only build (torch {version}), e.g. because another package pulled torch from PyPI or the wrong index URL was used.</source>
        <translation>Installieren Sie PyTorch mit dem Installationsprogramm neu und behalten Sie den empfohlenen Build {backend} bei; pip hat den reinen CPU-Build installiert (torch {version}), z. B. weil ein anderes Paket torch von PyPI nachgezogen hat oder die falsche Index-URL verwendet wurde.</translation>
    </message>
    <message>
        <source>This PyTorch ({version}) has no scaled_dot_product_attention: it came with PyTorch 2.0.</source>
        <translation>Dieses PyTorch ({version}) hat kein scaled_dot_product_attention: Es kam mit PyTorch 2.0.</translation>
    </message>
    <message>
        <source>torch.compile came with PyTorch 2.0; this environment has {version}. A newer build brings it.</source>
        <translation>torch.compile kam mit PyTorch 2.0; diese Umgebung hat {version}. Ein neuerer Build bringt es mit.</translation>
    </message>
    <message>
        <source>Matrix multiplication in {dtype} on {where} is correct, but less precise than usual with this PyTorch on this processor.</source>
        <translation>Matrixmultiplikation in {dtype} auf {where} ist korrekt, aber mit diesem PyTorch auf diesem Prozessor ungenauer als üblich.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>--language %1: not a language this setup speaks; use en, de, fr, es or zh_CN</source>
        <extracomment>%1 is the value given with --language
----------
%1 is the value given to --language; the codes are not to be translated</extracomment>
        <translation>--language %1: Diese Sprache beherrscht das Setup nicht; verwenden Sie en, de, fr, es oder zh_CN</translation>
    </message>
    <message>
        <source>Puts the right PyTorch build on this computer: detects the graphics cards, proposes a build and says why, installs it into a Python environment and checks that it works.</source>
        <translation>Richtet den passenden PyTorch-Build auf diesem Computer ein: erkennt die Grafikkarten, schlägt einen Build vor und begründet die Wahl, installiert ihn in eine Python-Umgebung und prüft, ob er funktioniert.</translation>
    </message>
    <message>
        <source>Show the machine described in FILE (detect --json, a support bundle&apos;s report.json) instead of this one.</source>
        <extracomment>--help: FILE is the option&apos;s value, as --help prints it; &quot;detect --json&quot; is a command</extracomment>
        <translation>Den in FILE beschriebenen Rechner (detect --json, die report.json eines Supportpakets) statt dieses Rechners anzeigen.</translation>
    </message>
    <message>
        <source>Use the branding profile in FILE (docs/branding.md) instead of branding/branding.json beside the program or the built-in one.</source>
        <extracomment>--help: FILE is the option&apos;s value, as --help prints it; the rest in brackets are file names</extracomment>
        <translation>Das Branding-Profil in FILE verwenden (docs/branding.md) anstelle von branding/branding.json neben dem Programm oder dem eingebauten Profil.</translation>
    </message>
    <message>
        <source>Open the window for support staff instead: a customer&apos;s machine and the decision for it (from FILE when given: a support bundle, a detect --json file or a pasted text), and the diagnosis of a pasted error. Nothing is installed.</source>
        <extracomment>--help: FILE is the file named after the options, as --help prints it; &quot;detect --json&quot; is a command</extracomment>
        <translation>Stattdessen das Fenster für Supportmitarbeiter öffnen: der Rechner eines Kunden und die Entscheidung dafür (aus FILE, falls angegeben: ein Supportpaket, eine detect --json-Datei oder ein eingefügter Text) sowie die Diagnose eines eingefügten Fehlers. Es wird nichts installiert.</translation>
    </message>
    <message>
        <source>Speak LANG (en, de, fr, es, zh_CN) instead of the system&apos;s language.</source>
        <extracomment>--help: LANG is the option&apos;s value, as --help prints it; the codes stay as they are</extracomment>
        <translation>In LANG anzeigen (en, de, fr, es, zh_CN) statt in der Sprache des Systems.</translation>
    </message>
    <message>
        <source>Look after the environment in FOLDER: change its build, repair it or check it again.</source>
        <extracomment>--help: FOLDER is the option&apos;s value, as --help prints it</extracomment>
        <translation>Die Umgebung in FOLDER pflegen: ihren Build wechseln, sie reparieren oder erneut prüfen.</translation>
    </message>
    <message>
        <source>With --support: the customer&apos;s file to open.</source>
        <extracomment>--help: FILE as --help prints it</extracomment>
        <translation>Mit --support: die zu öffnende Datei des Kunden.</translation>
    </message>
    <message>
        <source>The branding profile is not valid, so the setup cannot start:

%1</source>
        <extracomment>%1 is what is wrong in the profile</extracomment>
        <translation>Das Branding-Profil ist ungültig, daher kann die Einrichtung nicht starten:

%1</translation>
    </message>
    <message>
        <source>cannot write the picture %1</source>
        <extracomment>%1 is a file</extracomment>
        <translation>das Bild %1 kann nicht geschrieben werden</translation>
    </message>
</context>
<context>
    <name>ts::unattended</name>
    <message>
        <source>Install with no window: detect, choose the build, install and check it, writing plain progress lines; the exit status says how it ended (docs/unattended.md).</source>
        <translation>Ohne Fenster installieren: erkennen, den Build wählen, installieren und prüfen, dabei einfache Fortschrittszeilen schreiben; der Exit-Status gibt an, wie es ausging (docs/unattended.md).</translation>
    </message>
    <message>
        <source>With --unattended: the answer file (JSON, docs/unattended.md) with the folder, build, Python, index and the acceptance of the product&apos;s licence.</source>
        <translation>Mit --unattended: die Antwortdatei (JSON, docs/unattended.md) mit Ordner, Build, Python, Index und der Annahme der Lizenz des Produkts.</translation>
    </message>
    <message>
        <source>With --unattended: the environment&apos;s folder (replaces the answer file&apos;s &quot;folder&quot;).</source>
        <translation>Mit --unattended: der Ordner der Umgebung (ersetzt &quot;folder&quot; aus der Antwortdatei).</translation>
    </message>
    <message>
        <source>With --unattended: auto (the recommendation) or a build such as cpu, cu130, rocm7.1.</source>
        <translation>Mit --unattended: auto (die Empfehlung) oder ein Build wie cpu, cu130, rocm7.1.</translation>
    </message>
    <message>
        <source>With --unattended: the Python interpreter to build the environment on.</source>
        <translation>Mit --unattended: der Python-Interpreter, auf dem die Umgebung aufgebaut wird.</translation>
    </message>
    <message>
        <source>With --unattended: install from this index instead of the build&apos;s.</source>
        <translation>Mit --unattended: aus diesem Index statt aus dem des Builds installieren.</translation>
    </message>
    <message>
        <source>With --unattended: a mirror of https://download.pytorch.org/whl/ with the same layout.</source>
        <translation>Mit --unattended: ein Mirror von https://download.pytorch.org/whl/ mit derselben Struktur.</translation>
    </message>
    <message>
        <source>With --unattended: keep downloads here.</source>
        <translation>Mit --unattended: Downloads hier aufbewahren.</translation>
    </message>
    <message>
        <source>With --unattended: append the progress lines to FILE too.</source>
        <translation>Mit --unattended: die Fortschrittszeilen zusätzlich an FILE anhängen.</translation>
    </message>
    <message>
        <source>With --unattended: accept the licence of the branding profile (as &quot;accept_licence&quot;: true in the answer file).</source>
        <translation>Mit --unattended: die Lizenz des Branding-Profils akzeptieren (wie &quot;accept_licence&quot;: true in der Antwortdatei).</translation>
    </message>
    <message>
        <source>%1 (driver %2)</source>
        <extracomment>%1 is a GPU&apos;s name, %2 a driver version such as 580.95.05</extracomment>
        <translation>%1 (Treiber %2)</translation>
    </message>
    <message>
        <source>This computer: %1 (%2), Python %3; graphics: %4</source>
        <extracomment>%1 is the OS or its version, such as &quot;Ubuntu 24.04&quot;; %2 a CPU architecture such as x86_64; %3 a Python version or &quot;not found&quot;; %4 a list of GPUs or &quot;none PyTorch could use&quot;</extracomment>
        <translation>Dieser Computer: %1 (%2), Python %3; Grafik: %4</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>nicht gefunden</translation>
    </message>
    <message>
        <source>none PyTorch could use</source>
        <translation>keine, die PyTorch nutzen könnte</translation>
    </message>
    <message>
        <source>Installs PyTorch with no window (docs/unattended.md).</source>
        <translation>Installiert PyTorch ohne Fenster (docs/unattended.md).</translation>
    </message>
    <message>
        <source>Plan for the machine described in FILE (detect --json) instead of this one.</source>
        <translation>Für den in FILE beschriebenen Rechner (detect --json) planen statt für diesen.</translation>
    </message>
    <message>
        <source>Use the branding profile in FILE (docs/branding.md).</source>
        <translation>Das Branding-Profil in FILE verwenden (docs/branding.md).</translation>
    </message>
    <message>
        <source>The window for support staff (not unattended).</source>
        <translation>Das Fenster für Supportmitarbeiter (nicht unbeaufsichtigt).</translation>
    </message>
    <message>
        <source>--answers, --venv, --backend, --python, --index-url, --pytorch-mirror, --cache-dir, --log-file and --accept-licence belong to --unattended: add --unattended to install without a window</source>
        <translation>--answers, --venv, --backend, --python, --index-url, --pytorch-mirror, --cache-dir, --log-file und --accept-licence gehören zu --unattended: Fügen Sie --unattended hinzu, um ohne Fenster zu installieren</translation>
    </message>
    <message>
        <source>--support opens a window; it cannot be unattended</source>
        <translation>--support öffnet ein Fenster; es kann nicht unbeaufsichtigt laufen</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot; (the answers go in --answers FILE)</source>
        <extracomment>%1 is the unexpected argument as typed</extracomment>
        <translation>unerwartetes Argument „%1“ (die Antworten gehören in --answers FILE)</translation>
    </message>
    <message>
        <source>Write the lines in LANG (en, de, fr, es, zh_CN); English when not given, so a fleet&apos;s logs read the same on every machine.</source>
        <translation>Die Zeilen in LANG schreiben (en, de, fr, es, zh_CN); ohne Angabe auf Englisch, damit die Protokolle einer ganzen Rechnerflotte auf jedem Rechner gleich lauten.</translation>
    </message>
    <message>
        <source>With --unattended: after installing, only the install&apos;s own check (import, devices, math), not the whole verification with torch.compile (as &quot;quick_check&quot;: true).</source>
        <translation>Mit --unattended: nach der Installation nur deren eigene Prüfung (Import, Geräte, Mathematik), nicht die ganze Prüfung mit torch.compile (wie &quot;quick_check&quot;: true).</translation>
    </message>
    <message>
        <source>--index-url and --pytorch-mirror exclude each other: --index-url names the index itself, --pytorch-mirror a mirror that each build&apos;s index is taken from</source>
        <translation>--index-url und --pytorch-mirror schließen einander aus: --index-url nennt den Index selbst, --pytorch-mirror einen Spiegel, aus dem der Index jedes Builds genommen wird</translation>
    </message>
</context>
<context>
    <name>ts::unattended::Run</name>
    <message>
        <source>Exit status %1</source>
        <extracomment>%1 is the program&apos;s exit status (a number)</extracomment>
        <translation>Exit-Status %1</translation>
    </message>
    <message>
        <source>the command line</source>
        <translation>die Befehlszeile</translation>
    </message>
    <message>
        <source>%1 needs its licence (%2) accepted before it installs: add &quot;accept_licence&quot;: true to the answer file (or --accept-licence) once it is accepted.</source>
        <extracomment>%1 is a product&apos;s name, %2 a file</extracomment>
        <translation>Für %1 muss die Lizenz (%2) vor der Installation akzeptiert werden: Fügen Sie der Antwortdatei &quot;accept_licence&quot;: true hinzu (oder verwenden Sie --accept-licence), sobald sie akzeptiert ist.</translation>
    </message>
    <message>
        <source>%1: launch: the branding profile (%2) names no program to start</source>
        <extracomment>%1 is the answer file or &quot;the command line&quot;, %2 a file or &quot;built-in&quot;</extracomment>
        <translation>%1: launch: Das Branding-Profil (%2) nennt kein Programm zum Starten</translation>
    </message>
    <message>
        <source>%1 %2: unattended install (answers: %3; branding: %4)</source>
        <extracomment>%1 is a product&apos;s name, %2 its version, %3 the answer file or &quot;none&quot;, %4 the branding profile&apos;s file or &quot;built-in&quot;</extracomment>
        <translation>%1 %2: unbeaufsichtigte Installation (Antworten: %3; Branding: %4)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Recommended: %1.</source>
        <extracomment>%1 is what is proposed, such as &quot;PyTorch 2.9.0 with CUDA 12.8 for your NVIDIA GeForce RTX 4090&quot;</extracomment>
        <translation>Empfohlen: %1.</translation>
    </message>
    <message>
        <source>%1 (fix: %2)</source>
        <extracomment>%1 is a warning (a clause), %2 how to deal with it (a clause)</extracomment>
        <translation>%1 (Lösung: %2)</translation>
    </message>
    <message>
        <source>Cancelled; the folder is as it was.</source>
        <translation>Abgebrochen; der Ordner ist wie zuvor.</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <extracomment>%1 is a note (a whole sentence)</extracomment>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>PyTorch is installed in %1, but %2 could not be started (%3).</source>
        <extracomment>%1 is a folder, %2 a product&apos;s name, %3 a program&apos;s file</extracomment>
        <translation>PyTorch ist in %1 installiert, aber %2 konnte nicht gestartet werden (%3).</translation>
    </message>
    <message>
        <source>Started %1 (process %2).</source>
        <extracomment>%1 is a product&apos;s name, %2 a process id (a number)</extracomment>
        <translation>%1 gestartet (Prozess %2).</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>%1 and %2 are sizes such as &quot;1.2 GB&quot;</extracomment>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>%1/s</source>
        <extracomment>a download speed; %1 is a size such as &quot;1.2 MB&quot;</extracomment>
        <translation>%1/s</translation>
    </message>
    <message>
        <source>%1:%2 left</source>
        <extracomment>a time left, in minutes and seconds; %1 is the minutes, %2 the seconds (two digits)</extracomment>
        <translation>noch %1:%2</translation>
    </message>
    <message>
        <source>%1: log_file: %2</source>
        <extracomment>%1 is the answer file or &quot;the command line&quot;, %2 why the log file cannot be written (a whole sentence)</extracomment>
        <translation>%1: log_file: %2</translation>
    </message>
    <message>
        <source>Checking everything, torch.compile included...</source>
        <translation>Alles wird geprüft, einschließlich torch.compile...</translation>
    </message>
    <message>
        <source>%1: backend: %2 offers only these builds: %3</source>
        <extracomment>%1 is the answer file or &quot;the command line&quot;, %2 a product&apos;s name, %3 a list of builds such as cu128</extracomment>
        <translation>%1: backend: %2 bietet nur diese Builds an: %3</translation>
    </message>
    <message>
        <source>The check was stopped; PyTorch is installed in %1 and passed the installation&apos;s own check.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Die Prüfung wurde abgebrochen; PyTorch ist in %1 installiert und hat die Prüfung der Installation bestanden.</translation>
    </message>
    <message>
        <source>Nothing was changed. Check the network connection and run again, or get the packages another way: a proxy (HTTPS_PROXY), another index or mirror (index_url or pytorch_mirror in the answers), or a folder of wheels copied to this computer (find_links in the answers).</source>
        <translation>Es wurde nichts geändert. Prüfen Sie die Netzwerkverbindung und starten Sie erneut, oder beziehen Sie die Pakete auf anderem Weg: über einen Proxy (HTTPS_PROXY), einen anderen Index oder Spiegel (index_url oder pytorch_mirror in den Antworten) oder einen Ordner mit Wheels, der auf diesen Computer kopiert wurde (find_links in den Antworten).</translation>
    </message>
    <message>
        <source>Policy data: %1 (an update).</source>
        <extracomment>%1 is a data version such as 2026-11-27.1</extracomment>
        <translation>Richtliniendaten: %1 (eine Aktualisierung).</translation>
    </message>
    <message>
        <source>Policy data: %1 (built in).</source>
        <translation>Richtliniendaten: %1 (eingebaut).</translation>
    </message>
    <message>
        <source>%1: pytorch_mirror is not used: index_url names the index itself, which takes the place of every build&apos;s index.</source>
        <extracomment>%1 is the answer file</extracomment>
        <translation>%1: pytorch_mirror wird nicht verwendet: index_url nennt den Index selbst, der an die Stelle des Index jedes Builds tritt.</translation>
    </message>
</context>
<context>
    <name>ts::unattended::UnattendedAnswers</name>
    <message>
        <source>%1 is not an answer file: %2 at byte %3</source>
        <extracomment>%1 is a file, %2 the JSON parser&apos;s reason or &quot;not a JSON object&quot;, %3 a byte offset</extracomment>
        <translation>%1 ist keine Antwortdatei: %2 bei Byte %3</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>kein JSON-Objekt</translation>
    </message>
    <message>
        <source>%1: format_version: this program reads format %2</source>
        <extracomment>%1 is a file, %2 a format version number</extracomment>
        <translation>%1: format_version: Dieses Programm liest Format %2</translation>
    </message>
    <message>
        <source>%1: backend: &quot;%2&quot; is not a build (write &quot;auto&quot; or a build such as &quot;cpu&quot;, &quot;cu130&quot;, &quot;rocm7.1&quot;)</source>
        <extracomment>%1 is a file, %2 the value found in it</extracomment>
        <translation>%1: backend: „%2“ ist kein Build (schreiben Sie &quot;auto&quot; oder einen Build wie &quot;cpu&quot;, &quot;cu130&quot;, &quot;rocm7.1&quot;)</translation>
    </message>
    <message>
        <source>%1: portable_python: expected true, false or a Python version such as &quot;3.12&quot;</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1: portable_python: erwartet wird true, false oder eine Python-Version wie &quot;3.12&quot;</translation>
    </message>
    <message>
        <source>%1: portable_python: a portable Python and &quot;python&quot; exclude each other</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1: portable_python: Ein portables Python und &quot;python&quot; schließen sich gegenseitig aus</translation>
    </message>
    <message>
        <source>The answer file %1 cannot be read: %2</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>Die Antwortdatei %1 kann nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>ts::wizard::BackendPage</name>
    <message>
        <source>PyTorch for this computer</source>
        <translation>PyTorch für diesen Computer</translation>
    </message>
    <message>
        <source>The build that fits your graphics card, and the others you may choose instead.</source>
        <translation>Der Build, der zu Ihrer Grafikkarte passt, und die anderen, die Sie stattdessen wählen können.</translation>
    </message>
    <message>
        <source>Proposed build</source>
        <translation>Vorgeschlagener Build</translation>
    </message>
    <message>
        <source>Why this build</source>
        <translation>Warum dieser Build</translation>
    </message>
    <message>
        <source>&amp;Why this build?</source>
        <translation>Wa&amp;rum dieser Build?</translation>
    </message>
    <message>
        <source>Builds to choose from</source>
        <translation>Builds zur Auswahl</translation>
    </message>
    <message>
        <source>torch, torchvision and torchaudio of the build</source>
        <translation>torch, torchvision und torchaudio des Builds</translation>
    </message>
    <message>
        <source>Packages and versions</source>
        <translation>Pakete und Versionen</translation>
    </message>
    <message>
        <source>the build&apos;s own index</source>
        <translation>der eigene Index des Builds</translation>
    </message>
    <message>
        <source>Package index or mirror</source>
        <translation>Paketindex oder Mirror</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>Offline wheel folder</source>
        <translation>Offline-Wheel-Ordner</translation>
    </message>
    <message>
        <source>&amp;Packages:</source>
        <translation>&amp;Pakete:</translation>
    </message>
    <message>
        <source>&amp;Index or mirror:</source>
        <translation>In&amp;dex oder Mirror:</translation>
    </message>
    <message>
        <source>&amp;Offline wheel folder:</source>
        <translation>&amp;Offline-Wheel-Ordner:</translation>
    </message>
    <message>
        <source>&amp;Advanced settings</source>
        <translation>&amp;Erweiterte Einstellungen</translation>
    </message>
    <message>
        <source>Builds (the first is the recommended one):</source>
        <translation>Builds (der erste ist der empfohlene):</translation>
    </message>
    <message>
        <source>PyTorch %1 with %2</source>
        <extracomment>%1 is a torch version such as 2.9.0, %2 a build&apos;s name such as &quot;CUDA 12.8&quot; or &quot;the processor only&quot;</extracomment>
        <translation>PyTorch %1 mit %2</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>Empfohlen</translation>
    </message>
    <message>
        <source>%1 offers none of the builds that fit this computer (%2 would). Ask its makers which build to use.</source>
        <extracomment>%1 is the product&apos;s name (a distributor may set it), %2 a build&apos;s name such as &quot;CUDA 12.8&quot; or &quot;the processor only&quot;</extracomment>
        <translation>%1 bietet keinen der Builds an, die zu diesem Computer passen (passend wäre der Build mit %2). Fragen Sie den Hersteller von %1, welchen Build Sie verwenden sollen.</translation>
    </message>
    <message>
        <source>%1 does not offer the build that fits this computer best (%2); the first of the builds it offers is chosen.</source>
        <extracomment>%1 is the product&apos;s name (a distributor may set it), %2 a build&apos;s name such as &quot;CUDA 12.8&quot; or &quot;the processor only&quot;</extracomment>
        <translation>%1 bietet nicht den Build an, der am besten zu diesem Computer passt (den Build mit %2); der erste der angebotenen Builds wird gewählt.</translation>
    </message>
    <message>
        <source>Show the reasons for this build</source>
        <translation>Die Gründe für diesen Build anzeigen</translation>
    </message>
    <message>
        <source>Show the advanced settings</source>
        <translation>Die erweiterten Einstellungen anzeigen</translation>
    </message>
    <message>
        <source>the system&apos;s (HTTPS_PROXY, HTTP_PROXY)</source>
        <translation>der Proxy des Systems (HTTPS_PROXY, HTTP_PROXY)</translation>
    </message>
    <message>
        <source>Proxy</source>
        <translation>Proxy</translation>
    </message>
    <message>
        <source>A proxy such as http://proxy.example.com:3128 for every download and for pip; empty: the system&apos;s settings.</source>
        <translation>Ein Proxy wie http://proxy.example.com:3128 für jeden Download und für pip; leer: die Einstellungen des Systems.</translation>
    </message>
    <message>
        <source>P&amp;roxy:</source>
        <translation>Pro&amp;xy:</translation>
    </message>
    <message>
        <source>Problem with the settings</source>
        <translation>Problem mit den Einstellungen</translation>
    </message>
    <message>
        <source>The proxy &quot;%1&quot; is not a proxy address: write it as http://host:port (or https://, socks5://), or leave the field empty to use the system&apos;s.</source>
        <extracomment>%1 is the text typed as the proxy (a user name and password in it left out)</extracomment>
        <translation>„%1“ ist keine Proxy-Adresse: Schreiben Sie sie als http://host:port (oder https://, socks5://), oder lassen Sie das Feld leer, um den Proxy des Systems zu verwenden.</translation>
    </message>
    <message>
        <source>Chosen with the policy data of %1, an update.</source>
        <translation>Gewählt mit den Richtliniendaten vom %1, einer Aktualisierung.</translation>
    </message>
    <message>
        <source>Chosen with the policy data of %1, built into this program.</source>
        <translation>Gewählt mit den Richtliniendaten vom %1, die in dieses Programm eingebaut sind.</translation>
    </message>
</context>
<context>
    <name>ts::wizard::ComputerPage</name>
    <message>
        <source>Your computer</source>
        <translation>Ihr Computer</translation>
    </message>
    <message>
        <source>The graphics cards and drivers PyTorch can use here.</source>
        <translation>Die Grafikkarten und Treiber, die PyTorch hier nutzen kann.</translation>
    </message>
    <message>
        <source>Graphics card</source>
        <translation>Grafikkarte</translation>
    </message>
    <message>
        <source>Maker</source>
        <translation>Hersteller</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>Treiber</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Graphics cards found</source>
        <translation>Gefundene Grafikkarten</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Warnungen</translation>
    </message>
    <message>
        <source>&amp;Rescan</source>
        <translation>&amp;Erneut suchen</translation>
    </message>
    <message>
        <source>Look at the graphics cards again</source>
        <translation>Die Grafikkarten erneut untersuchen</translation>
    </message>
    <message>
        <source>Looking at this computer...</source>
        <translation>Dieser Computer wird untersucht...</translation>
    </message>
    <message>
        <source>compute capability %1</source>
        <extracomment>%1 is an NVIDIA compute capability, a number such as 8.9</extracomment>
        <translation>Compute Capability %1</translation>
    </message>
    <message>
        <source>built in</source>
        <translation>eingebaut</translation>
    </message>
    <message>
        <source>separate card</source>
        <translation>separate Karte</translation>
    </message>
    <message>
        <source>not usable: %1</source>
        <extracomment>%1 is the reason, in lower case, such as &quot;no driver is bound to it; install or load the vendor&apos;s driver&quot;</extracomment>
        <translation>nicht nutzbar: %1</translation>
    </message>
    <message>
        <source>unknown model (%1:%2)</source>
        <extracomment>%1 and %2 are the card&apos;s vendor and device ids, four hex digits each, as in &quot;10de:2684&quot;</extracomment>
        <translation>unbekanntes Modell (%1:%2)</translation>
    </message>
    <message>
        <source>No graphics card was found that PyTorch could use.</source>
        <translation>Es wurde keine Grafikkarte gefunden, die PyTorch nutzen könnte.</translation>
    </message>
    <message>
        <source>System: %1 (%2); Python %3</source>
        <extracomment>%1 is the operating system&apos;s name and version, such as &quot;Debian GNU/Linux 13 (trixie)&quot;, or linux, windows or macos; %2 a CPU architecture such as x86_64; %3 a Python version such as 3.12, or &quot;not found&quot;</extracomment>
        <translation>System: %1 (%2); Python %3</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>nicht gefunden</translation>
    </message>
    <message>
        <source>Save &amp;diagnostics...</source>
        <translation>&amp;Diagnosedaten speichern...</translation>
    </message>
    <message>
        <source>Save diagnostics for support staff</source>
        <translation>Diagnosedaten für Supportmitarbeiter speichern</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>Diagnosedaten</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>Architektur</translation>
    </message>
</context>
<context>
    <name>ts::wizard::Diagnostics</name>
    <message>
        <source>Save diagnostics</source>
        <translation>Diagnosedaten speichern</translation>
    </message>
    <message>
        <source>Support bundle (*.zip)</source>
        <translation>Supportpaket (*.zip)</translation>
    </message>
    <message>
        <source>Diagnostics saved to %1 (your user name and home folder are left out).</source>
        <extracomment>%1 is a file (a .zip archive), with its folder</extracomment>
        <translation>Diagnose gespeichert in %1 (Ihr Benutzername und Ihr Benutzerordner sind nicht enthalten).</translation>
    </message>
</context>
<context>
    <name>ts::wizard::FinishPage</name>
    <message>
        <source>PyTorch works</source>
        <translation>PyTorch funktioniert</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Prüfungen</translation>
    </message>
    <message>
        <source>&amp;Open the folder</source>
        <translation>&amp;Ordner öffnen</translation>
    </message>
    <message>
        <source>&amp;Copy the activation command</source>
        <translation>Aktivierungsbefehl &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Start %1</source>
        <extracomment>%1 is the product&apos;s name (a distributor may set it); a button that starts that program</extracomment>
        <translation>%1 &amp;starten</translation>
    </message>
    <message>
        <source>%1 could not be started (%2).</source>
        <extracomment>%1 is the product&apos;s name (a distributor may set it), %2 the program that was run (a file or a command)</extracomment>
        <translation>%1 konnte nicht gestartet werden (%2).</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <extracomment>%1 is a whole sentence saying what to do about a failed check</extracomment>
        <translation>Lösung: %1</translation>
    </message>
    <message>
        <source>Open the environment folder</source>
        <translation>Den Umgebungsordner öffnen</translation>
    </message>
    <message>
        <source>Copy the activation command</source>
        <translation>Den Aktivierungsbefehl kopieren</translation>
    </message>
    <message>
        <source>Save diagnostics for support</source>
        <translation>Diagnosedaten für den Support speichern</translation>
    </message>
    <message>
        <source>Start %1</source>
        <extracomment>%1 is the product&apos;s name (a distributor may set it); what the button that starts that program does</extracomment>
        <translation>%1 starten</translation>
    </message>
    <message>
        <source>Checking PyTorch</source>
        <translation>PyTorch wird geprüft</translation>
    </message>
    <message>
        <source>The last step proves it: PyTorch computes on this computer&apos;s devices and torch.compile builds kernels.</source>
        <translation>Der letzte Schritt beweist es: PyTorch rechnet auf den Geräten dieses Computers, und torch.compile baut Kernel.</translation>
    </message>
    <message>
        <source>Check a&amp;gain</source>
        <translation>&amp;Erneut prüfen</translation>
    </message>
    <message>
        <source>S&amp;kip the check</source>
        <translation>Prüfung ü&amp;berspringen</translation>
    </message>
    <message>
        <source>Skip the rest of the check</source>
        <translation>Den Rest der Prüfung überspringen</translation>
    </message>
    <message>
        <source>Save &amp;diagnostics...</source>
        <translation>&amp;Diagnosedaten speichern...</translation>
    </message>
    <message>
        <source>Check again, torch.compile included</source>
        <translation>Erneut prüfen, einschließlich torch.compile</translation>
    </message>
    <message>
        <source>Checking everything, torch.compile included (up to a few minutes the first time)...</source>
        <translation>Alles wird geprüft, einschließlich torch.compile (beim ersten Mal bis zu einigen Minuten)...</translation>
    </message>
    <message>
        <source>PyTorch is installed</source>
        <translation>PyTorch ist installiert</translation>
    </message>
    <message>
        <source>The full check was skipped: PyTorch passed the installation&apos;s own check (import, devices, math). Check again runs the rest.</source>
        <translation>Die vollständige Prüfung wurde übersprungen: PyTorch hat die Prüfung der Installation bestanden (Import, Geräte, Mathematik). „Erneut prüfen“ führt den Rest aus.</translation>
    </message>
    <message>
        <source>The full check could not run: %1</source>
        <extracomment>%1 is an error message, a whole sentence</extracomment>
        <translation>Die vollständige Prüfung konnte nicht laufen: %1</translation>
    </message>
    <message>
        <source>PyTorch works; torch.compile does not yet</source>
        <translation>PyTorch funktioniert; torch.compile noch nicht</translation>
    </message>
    <message>
        <source>PyTorch failed a check</source>
        <translation>PyTorch hat eine Prüfung nicht bestanden</translation>
    </message>
</context>
<context>
    <name>ts::wizard::InstallPage</name>
    <message>
        <source>Installing</source>
        <translation>Installation</translation>
    </message>
    <message>
        <source>Downloading and installing PyTorch. You can cancel at any time; nothing is left half-done.</source>
        <translation>PyTorch wird heruntergeladen und installiert. Sie können jederzeit abbrechen; nichts bleibt halb fertig zurück.</translation>
    </message>
    <message>
        <source>Overall progress</source>
        <translation>Gesamtfortschritt</translation>
    </message>
    <message>
        <source>Current step</source>
        <translation>Aktueller Schritt</translation>
    </message>
    <message>
        <source>Downloaded, speed and time left</source>
        <translation>Heruntergeladen, Geschwindigkeit und Restzeit</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Schritte</translation>
    </message>
    <message>
        <source>&amp;Files:</source>
        <translation>&amp;Dateien:</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Dateien</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Show the &amp;log</source>
        <translation>&amp;Protokoll anzeigen</translation>
    </message>
    <message>
        <source>&amp;Cancel the installation</source>
        <translation>Installation a&amp;bbrechen</translation>
    </message>
    <message>
        <source>Cancel the installation</source>
        <translation>Installation abbrechen</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;Erneut versuchen</translation>
    </message>
    <message>
        <source>Try the installation again</source>
        <translation>Installation erneut versuchen</translation>
    </message>
    <message>
        <source>Cancel the installation?</source>
        <translation>Installation abbrechen?</translation>
    </message>
    <message>
        <source>The installation stops and the folder is put back as it was. Cancel it?</source>
        <translation>Die Installation wird beendet, und der Ordner wird in den vorherigen Zustand zurückversetzt. Abbrechen?</translation>
    </message>
    <message>
        <source>Cancelling...</source>
        <translation>Wird abgebrochen...</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>%1 and %2 are amounts of data, formatted, such as &quot;1.2 GB&quot;: downloaded so far, and in all</extracomment>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>%1/s</source>
        <extracomment>a download speed; %1 is an amount of data, formatted, such as &quot;12.3 MB&quot;</extracomment>
        <translation>%1/s</translation>
    </message>
    <message>
        <source>%1 left</source>
        <extracomment>the time the download still needs; %1 is a duration such as 4:05 (minutes:seconds) or 1:04:05 (hours:minutes:seconds)</extracomment>
        <translation>noch %1</translation>
    </message>
    <message>
        <source>Nothing to do: the environment already has this build.</source>
        <translation>Nichts zu tun: Die Umgebung hat diesen Build bereits.</translation>
    </message>
    <message>
        <source>PyTorch is installed.</source>
        <translation>PyTorch ist installiert.</translation>
    </message>
    <message>
        <source>Progress of %1</source>
        <extracomment>%1 is a file name, such as torch-2.9.0+cu128-cp312-cp312-manylinux_2_28_x86_64.whl</extracomment>
        <translation>Fortschritt von %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>from the cache</source>
        <translation>aus dem Cache</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>überprüft</translation>
    </message>
    <message>
        <source>checking the cached copy</source>
        <translation>zwischengespeicherte Kopie wird geprüft</translation>
    </message>
    <message>
        <source>downloading</source>
        <translation>wird heruntergeladen</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>Show the installation log</source>
        <translation>Das Installationsprotokoll anzeigen</translation>
    </message>
    <message>
        <source>%1 (not needed)</source>
        <extracomment>%1 is a step of the installation, such as &quot;Downloading and installing packages&quot;</extracomment>
        <translation>%1 (nicht nötig)</translation>
    </message>
    <message>
        <source>Change where the &amp;packages come from...</source>
        <translation>&amp;Paketquelle ändern...</translation>
    </message>
    <message>
        <source>Change the index, mirror, proxy or wheel folder</source>
        <translation>Index, Spiegelserver, Proxy oder Wheel-Ordner ändern</translation>
    </message>
    <message>
        <source>PyTorch can also come from another index or mirror, through a proxy, or from a folder of wheels copied here.</source>
        <translation>PyTorch kann auch aus einem anderen Index oder Spiegel, über einen Proxy oder aus einem hierher kopierten Ordner mit Wheels kommen.</translation>
    </message>
    <message>
        <source>The packages could not be downloaded.</source>
        <translation>Die Pakete konnten nicht heruntergeladen werden.</translation>
    </message>
    <message>
        <source>PyTorch %1 is installed.</source>
        <extracomment>%1 is the torch version installed, such as 2.14.1+cu130</extracomment>
        <translation>PyTorch %1 ist installiert.</translation>
    </message>
</context>
<context>
    <name>ts::wizard::LicencePage</name>
    <message>
        <source>Licence</source>
        <translation>Lizenz</translation>
    </message>
    <message>
        <source>Please read the licence of %1 and accept it to go on.</source>
        <extracomment>%1 is the product&apos;s name (a distributor may set it)</extracomment>
        <translation>Bitte lesen Sie die Lizenz von %1 und akzeptieren Sie sie, um fortzufahren.</translation>
    </message>
    <message>
        <source>Licence text</source>
        <translation>Lizenztext</translation>
    </message>
    <message>
        <source>I &amp;accept the licence</source>
        <translation>Ich &amp;akzeptiere die Lizenz</translation>
    </message>
    <message>
        <source>Accept the licence</source>
        <translation>Lizenz akzeptieren</translation>
    </message>
</context>
<context>
    <name>ts::wizard::LocationPage</name>
    <message>
        <source>Where to install</source>
        <translation>Installationsort</translation>
    </message>
    <message>
        <source>A folder for the Python environment: a new one, or one you installed PyTorch into before.</source>
        <translation>Ein Ordner für die Python-Umgebung: ein neuer oder einer, in den Sie PyTorch schon einmal installiert haben.</translation>
    </message>
    <message>
        <source>Environment folder</source>
        <translation>Umgebungsordner</translation>
    </message>
    <message>
        <source>&amp;Browse...</source>
        <translation>&amp;Durchsuchen...</translation>
    </message>
    <message>
        <source>Choose the environment folder</source>
        <translation>Umgebungsordner wählen</translation>
    </message>
    <message>
        <source>Python for the environment</source>
        <translation>Python für die Umgebung</translation>
    </message>
    <message>
        <source>Looking for Python...</source>
        <translation>Python wird gesucht...</translation>
    </message>
    <message>
        <source>What will happen</source>
        <translation>Was geschehen wird</translation>
    </message>
    <message>
        <source>&amp;Look after this environment instead...</source>
        <translation>Diese Umgebung stattdessen &amp;pflegen...</translation>
    </message>
    <message>
        <source>Look after this environment instead</source>
        <translation>Diese Umgebung stattdessen pflegen</translation>
    </message>
    <message>
        <source>Change its build, repair it or check it again, without planning a new install here.</source>
        <translation>Den Build der Umgebung wechseln, sie reparieren oder erneut prüfen, ohne hier eine neue Installation zu planen.</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Ordner:</translation>
    </message>
    <message>
        <source>P&amp;ython:</source>
        <translation>P&amp;ython:</translation>
    </message>
    <message>
        <source>The best one here (or the environment&apos;s own)</source>
        <translation>Das beste Python hier (oder das der Umgebung)</translation>
    </message>
    <message>
        <source>Python %1 at %2 (newest torch: %3)</source>
        <extracomment>%1 is a Python version such as 3.12.3, %2 the interpreter&apos;s file, %3 a torch version such as 2.9.0 (the newest that runs on that Python)</extracomment>
        <translation>Python %1 unter %2 (neuestes torch: %3)</translation>
    </message>
    <message>
        <source>Download a portable Python %1 (verified, kept apart from the system)</source>
        <extracomment>%1 is a Python version such as 3.12.12</extracomment>
        <translation>Ein portables Python %1 herunterladen (überprüft, vom System getrennt gehalten)</translation>
    </message>
    <message>
        <source>Choose a folder.</source>
        <translation>Wählen Sie einen Ordner.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 cannot be written to.&lt;/b&gt; Choose a folder in your home folder.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>&lt;b&gt;In %1 kann nicht geschrieben werden.&lt;/b&gt; Wählen Sie einen Ordner in Ihrem Benutzerordner.</translation>
    </message>
    <message>
        <source>Looking at the folder...</source>
        <translation>Der Ordner wird untersucht...</translation>
    </message>
    <message>
        <source>Python %1 (%2)</source>
        <extracomment>%1 is a Python version such as 3.12.3, %2 the interpreter&apos;s file</extracomment>
        <translation>Python %1 (%2)</translation>
    </message>
    <message>
        <source>Free on %1: %2 (PyTorch with a GPU build needs several GB).</source>
        <extracomment>%1 is a drive or volume, named by its top folder, such as C: or /; %2 an amount of free space, formatted, such as &quot;120 GB&quot;</extracomment>
        <translation>Frei auf %1: %2 (PyTorch mit einem GPU-Build braucht mehrere GB).</translation>
    </message>
    <message>
        <source>The installation cannot be planned.</source>
        <translation>Die Installation kann nicht geplant werden.</translation>
    </message>
</context>
<context>
    <name>ts::wizard::MaintenancePage</name>
    <message>
        <source>Look after an environment</source>
        <translation>Eine Umgebung pflegen</translation>
    </message>
    <message>
        <source>This folder has PyTorch already. Change its build, repair it, or check it again.</source>
        <translation>Dieser Ordner enthält bereits PyTorch. Wechseln Sie den Build, reparieren Sie PyTorch oder prüfen Sie es erneut.</translation>
    </message>
    <message>
        <source>What the environment holds</source>
        <translation>Was die Umgebung enthält</translation>
    </message>
    <message>
        <source>Change the &amp;build...</source>
        <translation>&amp;Build wechseln...</translation>
    </message>
    <message>
        <source>Change the build</source>
        <translation>Build wechseln</translation>
    </message>
    <message>
        <source>Choose another build; the one there now is kept until the new one works.</source>
        <translation>Wählen Sie einen anderen Build; der vorhandene bleibt erhalten, bis der neue funktioniert.</translation>
    </message>
    <message>
        <source>&amp;Repair</source>
        <translation>&amp;Reparieren</translation>
    </message>
    <message>
        <source>Repair: install the same build again</source>
        <translation>Reparieren: denselben Build erneut installieren</translation>
    </message>
    <message>
        <source>Install the same packages in the same versions again, over the ones there.</source>
        <translation>Dieselben Pakete in denselben Versionen erneut installieren, über die vorhandenen.</translation>
    </message>
    <message>
        <source>Check &amp;again</source>
        <translation>Erneut &amp;prüfen</translation>
    </message>
    <message>
        <source>Check PyTorch again</source>
        <translation>PyTorch erneut prüfen</translation>
    </message>
    <message>
        <source>Run the checks: import, devices and math against the CPU. Nothing is changed.</source>
        <translation>Die Prüfungen ausführen: Import, Geräte und Berechnungen im Vergleich zur CPU. Es wird nichts geändert.</translation>
    </message>
    <message>
        <source>Maintenance status</source>
        <translation>Wartungsstatus</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Prüfungen</translation>
    </message>
    <message>
        <source>Looking at %1...</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>%1 wird untersucht...</translation>
    </message>
    <message>
        <source>%1 could not be read.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>%1 konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>%1 holds no Python environment yet; Change the build installs one there.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>%1 enthält noch keine Python-Umgebung; „Build wechseln“ installiert dort eine.</translation>
    </message>
    <message>
        <source>The environment in %1 cannot be used as it is: its Python is gone. Repair creates it again with the same packages.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Die Umgebung in %1 kann so nicht verwendet werden: Ihr Python ist nicht mehr vorhanden. „Reparieren“ erstellt sie mit denselben Paketen neu.</translation>
    </message>
    <message>
        <source>The environment in %1 (Python %2) has no PyTorch; Change the build installs one.</source>
        <extracomment>%1 is a folder, %2 a Python version such as 3.13.5</extracomment>
        <translation>Die Umgebung in %1 (Python %2) hat kein PyTorch; „Build wechseln“ installiert eines.</translation>
    </message>
    <message>
        <source>The environment in %1 has %2, with Python %3.</source>
        <extracomment>%1 is a folder, %2 the torch installed, such as &quot;torch 2.9.0+cu128&quot; or &quot;torch 2.9.0 (PyPI&apos;s CUDA 12.8 build)&quot;, %3 a Python version such as 3.13.5</extracomment>
        <translation>Die Umgebung in %1 hat %2, mit Python %3.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 is a package name such as torchvision, %2 its version such as 0.24.0+cu128</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Installed with it: %1.</source>
        <extracomment>%1 is a list of packages with their versions, such as &quot;torchvision 0.24.0 and torchaudio 2.9.0&quot;</extracomment>
        <translation>Damit installiert: %1.</translation>
    </message>
    <message>
        <source>Torch Setup %1 installed the %2 build here on %3.</source>
        <extracomment>%1 is a version of Torch Setup such as 0.1.0, %2 a build&apos;s code such as cu130, therock or cpu, %3 a date and time</extracomment>
        <translation>Torch Setup %1 hat hier am %3 den Build %2 installiert.</translation>
    </message>
    <message>
        <source>Torch Setup did not install it (the folder has no record of an installation); Repair takes the build&apos;s own index.</source>
        <translation>Torch Setup hat es nicht installiert (der Ordner hat keinen Installationsnachweis); „Reparieren“ verwendet den eigenen Index des Builds.</translation>
    </message>
    <message>
        <source>No check has been run here yet: Check again runs one now.</source>
        <translation>Hier wurde noch keine Prüfung ausgeführt: „Erneut prüfen“ führt jetzt eine aus.</translation>
    </message>
    <message>
        <source>Planning the repair...</source>
        <translation>Die Reparatur wird geplant...</translation>
    </message>
    <message>
        <source>The repair cannot start: %1</source>
        <extracomment>%1 is an error message, one or more whole sentences</extracomment>
        <translation>Die Reparatur kann nicht beginnen: %1</translation>
    </message>
    <message>
        <source>Checking PyTorch in %1 (import, devices, math against the CPU)...</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>PyTorch in %1 wird geprüft (Import, Geräte, Berechnungen im Vergleich zur CPU)...</translation>
    </message>
    <message>
        <source>PyTorch could not be checked: %1</source>
        <extracomment>%1 is an error message, one or more whole sentences</extracomment>
        <translation>PyTorch konnte nicht geprüft werden: %1</translation>
    </message>
    <message>
        <source>Last check: run here at %1, its results below.</source>
        <extracomment>%1 is a time of day (today, a few moments ago), without a date</extracomment>
        <translation>Letzte Prüfung: hier um %1 ausgeführt, die Ergebnisse stehen unten.</translation>
    </message>
    <message>
        <source>Last check, on %1: PyTorch worked (%2). Check again runs it now.</source>
        <extracomment>%1 is a date and time, %2 the counts (&quot;passed: 12, failed: 0, skipped: 2&quot;)</extracomment>
        <translation>Letzte Prüfung, am %1: PyTorch hat funktioniert (%2). „Erneut prüfen“ führt sie jetzt aus.</translation>
    </message>
    <message>
        <source>Last check, on %1: PyTorch worked, torch.compile did not (%2). Check again runs it now.</source>
        <extracomment>%1 is a date and time, %2 the counts (&quot;passed: 12, failed: 1, skipped: 2&quot;)</extracomment>
        <translation>Letzte Prüfung, am %1: PyTorch hat funktioniert, torch.compile nicht (%2). „Erneut prüfen“ führt sie jetzt aus.</translation>
    </message>
    <message>
        <source>Last check, on %1: PyTorch failed a check (%2). Check again shows which.</source>
        <extracomment>%1 is a date and time, %2 the counts (&quot;passed: 3, failed: 1, skipped: 10&quot;)</extracomment>
        <translation>Letzte Prüfung, am %1: PyTorch hat eine Prüfung nicht bestanden (%2). „Erneut prüfen“ zeigt, welche.</translation>
    </message>
</context>
<context>
    <name>ts::wizard::OpenFolder</name>
    <message>
        <source>No file manager opened the folder. Open it yourself, or copy its path:

%1</source>
        <extracomment>%1 is a folder, on a line of its own</extracomment>
        <translation>Kein Dateimanager hat den Ordner geöffnet. Öffnen Sie ihn selbst, oder kopieren Sie seinen Pfad:

%1</translation>
    </message>
</context>
<context>
    <name>ts::wizard::SetupWizard</name>
    <message>
        <source>&amp;Install</source>
        <translation>&amp;Installieren</translation>
    </message>
</context>
<context>
    <name>ts::wizard::StatusIcon</name>
    <message>
        <source>waiting</source>
        <translation>wartet</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>done</source>
        <translation>erledigt</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>not needed</source>
        <translation>nicht nötig</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
</context>
<context>
    <name>ts::wizard::SupportWindow</name>
    <message>
        <source>Could not read it: %1</source>
        <extracomment>%1 is an error message, one or more whole sentences</extracomment>
        <translation>Konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>the system (%1)</source>
        <extracomment>an item of a list; %1 is an operating system: linux, windows or macos</extracomment>
        <translation>das System (%1)</translation>
    </message>
    <message>
        <source>the architecture (%1)</source>
        <extracomment>an item of a list; %1 is a CPU architecture: x86_64, aarch64 or arm64</extracomment>
        <translation>die Architektur (%1)</translation>
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
        <translation>Nicht im Text des Kunden enthalten, daher wie oben gewählt angenommen: %1.

</translation>
    </message>
    <message>
        <source>Machine: %1 %2, Python %3
</source>
        <extracomment>%1 is the operating system&apos;s name and version, such as &quot;Debian GNU/Linux 13 (trixie)&quot;, or linux, windows or macos; %2 a CPU architecture such as x86_64; %3 a Python version such as 3.12, or &quot;?&quot;</extracomment>
        <translation>Rechner: %1 %2, Python %3
</translation>
    </message>
    <message>
        <source>  GPU %1: %2 [%3:%4]%5%6
</source>
        <extracomment>%1 is the GPU&apos;s number, counting from 0; %2 its name, or &quot;(no name)&quot;; %3 and %4 its vendor and device ids, four hex digits each; %5 &quot;, driver ...&quot; or nothing; %6 &quot;, compute capability ...&quot;, a gfx target such as &quot;, gfx1100&quot;, or nothing</extracomment>
        <translation>  GPU %1: %2 [%3:%4]%5%6
</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(kein Name)</translation>
    </message>
    <message>
        <source>, driver %1</source>
        <extracomment>%1 is a driver&apos;s version such as 580.95.05</extracomment>
        <translation>, Treiber %1</translation>
    </message>
    <message>
        <source>, compute capability %1</source>
        <extracomment>%1 is an NVIDIA compute capability, a number such as 8.9</extracomment>
        <translation>, Compute Capability %1</translation>
    </message>
    <message>
        <source>  No GPU.
</source>
        <translation>  Keine GPU.
</translation>
    </message>
    <message>
        <source>No recommendation: %1</source>
        <extracomment>%1 is an error message, one or more whole sentences</extracomment>
        <translation>Keine Empfehlung: %1</translation>
    </message>
    <message>
        <source>Torch Setup — for support staff</source>
        <translation>Torch Setup – für Supportmitarbeiter</translation>
    </message>
    <message>
        <source>&amp;Open a support bundle, a detect --json file or a pasted text...</source>
        <translation>Ein Supportpaket, eine detect --json-Datei oder einen eingefügten Text &amp;öffnen...</translation>
    </message>
    <message>
        <source>Pasted tool output</source>
        <translation>Eingefügte Tool-Ausgabe</translation>
    </message>
    <message>
        <source>...or paste what the customer sent: nvidia-smi, rocminfo, lspci, collect_env, dxdiag, system_profiler...</source>
        <translation>...oder fügen Sie ein, was der Kunde gesendet hat: nvidia-smi, rocminfo, lspci, collect_env, dxdiag, system_profiler...</translation>
    </message>
    <message>
        <source>&amp;Read the pasted text</source>
        <translation>Eingefügten Text &amp;lesen</translation>
    </message>
    <message>
        <source>When the text does not say: system</source>
        <translation>Wenn der Text es nicht angibt: System</translation>
    </message>
    <message>
        <source>System to assume</source>
        <translation>Anzunehmendes System</translation>
    </message>
    <message>
        <source>architecture</source>
        <translation>Architektur</translation>
    </message>
    <message>
        <source>Architecture to assume</source>
        <translation>Anzunehmende Architektur</translation>
    </message>
    <message>
        <source>Python</source>
        <translation>Python</translation>
    </message>
    <message>
        <source>Python to assume</source>
        <translation>Anzunehmendes Python</translation>
    </message>
    <message>
        <source>The customer&apos;s machine and the decision</source>
        <translation>Der Rechner des Kunden und die Entscheidung</translation>
    </message>
    <message>
        <source>The customer&apos;s &amp;machine</source>
        <translation>&amp;Rechner des Kunden</translation>
    </message>
    <message>
        <source>Pasted error</source>
        <translation>Eingefügter Fehler</translation>
    </message>
    <message>
        <source>Paste the error, the log or the output of python -m torch.utils.collect_env</source>
        <translation>Fügen Sie den Fehler, das Protokoll oder die Ausgabe von python -m torch.utils.collect_env ein</translation>
    </message>
    <message>
        <source>&amp;Diagnose</source>
        <translation>&amp;Diagnostizieren</translation>
    </message>
    <message>
        <source>Diagnosis</source>
        <translation>Diagnose</translation>
    </message>
    <message>
        <source>Diagnose an &amp;error</source>
        <translation>&amp;Fehler diagnostizieren</translation>
    </message>
    <message>
        <source>Nothing is installed from this window: it shows what Torch Setup sees and decides for a customer&apos;s computer.</source>
        <translation>In diesem Fenster wird nichts installiert: Es zeigt, was Torch Setup für den Computer eines Kunden sieht und entscheidet.</translation>
    </message>
    <message>
        <source>Open a customer&apos;s file</source>
        <translation>Datei eines Kunden öffnen</translation>
    </message>
    <message>
        <source>Support files (*.zip *.json *.txt *.log);;All files (*)</source>
        <translation>Supportdateien (*.zip *.json *.txt *.log);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Reading %1...</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>%1 wird gelesen...</translation>
    </message>
    <message>
        <source>From %1:</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>Aus %1:</translation>
    </message>
    <message>
        <source>Reading the pasted text...</source>
        <translation>Der eingefügte Text wird gelesen...</translation>
    </message>
    <message>
        <source>the pasted text</source>
        <translation>der eingefügte Text</translation>
    </message>
    <message>
        <source>From the pasted text:</source>
        <translation>Aus dem eingefügten Text:</translation>
    </message>
    <message>
        <source>Diagnosing...</source>
        <translation>Wird diagnostiziert...</translation>
    </message>
    <message>
        <source>Paste the error first.</source>
        <translation>Fügen Sie zuerst den Fehler ein.</translation>
    </message>
    <message>
        <source>What to look at</source>
        <translation>Was untersucht werden soll</translation>
    </message>
    <message>
        <source>Read the pasted text</source>
        <translation>Eingefügten Text lesen</translation>
    </message>
    <message>
        <source>Where the machine comes from</source>
        <translation>Woher die Rechnerdaten stammen</translation>
    </message>
    <message>
        <source>Diagnose the pasted error</source>
        <translation>Den eingefügten Fehler diagnostizieren</translation>
    </message>
</context>
<context>
    <name>ts::wizard::UnreachablePanel</name>
    <message>
        <source>This computer cannot reach the package server.</source>
        <translation>Dieser Computer erreicht den Paketserver nicht.</translation>
    </message>
    <message>
        <source>Nothing was changed. Check that the computer is online and try again, or get the packages another way: through the proxy your network uses, from a mirror of the package index, or from a folder of wheel files copied to this computer.</source>
        <translation>Es wurde nichts geändert. Prüfen Sie, ob der Computer online ist, und versuchen Sie es erneut, oder beziehen Sie die Pakete auf anderem Weg: über den Proxy Ihres Netzwerks, von einem Spiegel des Paketindex oder aus einem Ordner mit Wheel-Dateien, der auf diesen Computer kopiert wurde.</translation>
    </message>
    <message>
        <source>Use a pro&amp;xy...</source>
        <translation>Pro&amp;xy verwenden...</translation>
    </message>
    <message>
        <source>Use a proxy for the downloads</source>
        <translation>Einen Proxy für die Downloads verwenden</translation>
    </message>
    <message>
        <source>Use a &amp;mirror...</source>
        <translation>&amp;Spiegel verwenden...</translation>
    </message>
    <message>
        <source>Use another package index or mirror</source>
        <translation>Einen anderen Paketindex oder Spiegel verwenden</translation>
    </message>
    <message>
        <source>Use a folder of &amp;wheels...</source>
        <translation>Ordner mit &amp;Wheels verwenden...</translation>
    </message>
    <message>
        <source>Install from a folder of wheel files</source>
        <translation>Aus einem Ordner mit Wheel-Dateien installieren</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;Erneut versuchen</translation>
    </message>
    <message>
        <source>Try to reach the package server again</source>
        <translation>Erneut versuchen, den Paketserver zu erreichen</translation>
    </message>
</context>
<context>
    <name>ts::wizard::WelcomePage</name>
    <message>
        <source>Welcome to %1</source>
        <extracomment>%1 is the product&apos;s name (a distributor may set it)</extracomment>
        <translation>Willkommen bei %1</translation>
    </message>
    <message>
        <source>This assistant puts PyTorch on this computer, made for its graphics card.</source>
        <translation>Dieser Assistent richtet PyTorch auf diesem Computer ein, passend zu seiner Grafikkarte.</translation>
    </message>
    <message>
        <source>&lt;p&gt;It will:&lt;/p&gt;&lt;ol&gt;&lt;li&gt;look at this computer&apos;s graphics cards and drivers,&lt;/li&gt;&lt;li&gt;propose the PyTorch build that fits them, and say why,&lt;/li&gt;&lt;li&gt;create a Python environment in a folder you choose and install PyTorch there,&lt;/li&gt;&lt;li&gt;check that PyTorch really works on your graphics card.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Nothing changes before you confirm, and a failed or cancelled installation leaves an existing environment as it was.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der Assistent wird:&lt;/p&gt;&lt;ol&gt;&lt;li&gt;die Grafikkarten und Treiber dieses Computers untersuchen,&lt;/li&gt;&lt;li&gt;den PyTorch-Build vorschlagen, der dazu passt, und begründen, warum,&lt;/li&gt;&lt;li&gt;in einem Ordner Ihrer Wahl eine Python-Umgebung erstellen und PyTorch dort installieren,&lt;/li&gt;&lt;li&gt;prüfen, ob PyTorch auf Ihrer Grafikkarte wirklich funktioniert.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Nichts wird verändert, bevor Sie bestätigen, und eine fehlgeschlagene oder abgebrochene Installation lässt eine vorhandene Umgebung so, wie sie war.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>What this assistant does</source>
        <translation>Was dieser Assistent tut</translation>
    </message>
    <message>
        <source>For support &amp;staff: a customer&apos;s machine or error...</source>
        <translation>Für &amp;Supportmitarbeiter: Rechner oder Fehler eines Kunden...</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>S&amp;prache:</translation>
    </message>
    <message>
        <source>Open the window for support staff</source>
        <translation>Das Fenster für Supportmitarbeiter öffnen</translation>
    </message>
    <message>
        <source>Before you start</source>
        <translation>Bevor Sie beginnen</translation>
    </message>
    <message>
        <source>What the installation needs</source>
        <translation>Was die Installation braucht</translation>
    </message>
    <message>
        <source>&lt;ul&gt;&lt;li&gt;&lt;b&gt;An internet connection&lt;/b&gt;, or a folder of PyTorch&apos;s wheel files copied from another computer.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Free disk space&lt;/b&gt;: about 1 GB for the processor-only build, several GB for a graphics-card build. The installer checks the space as it downloads and stops before the disk is full.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Time&lt;/b&gt;: mostly the download. You may cancel at any moment; nothing is left half installed.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;ul&gt;&lt;li&gt;&lt;b&gt;Eine Internetverbindung&lt;/b&gt; oder einen Ordner mit den Wheel-Dateien von PyTorch, kopiert von einem anderen Computer.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Freier Speicherplatz&lt;/b&gt;: etwa 1 GB für den Build nur für den Prozessor, mehrere GB für einen Build für die Grafikkarte. Das Installationsprogramm prüft den Platz während des Herunterladens und hält an, bevor die Festplatte voll ist.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Zeit&lt;/b&gt;: vor allem für das Herunterladen. Sie können jederzeit abbrechen; nichts bleibt halb installiert zurück.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>The previous run ended unexpectedly</source>
        <translation>Der vorige Lauf wurde unerwartet beendet</translation>
    </message>
    <message>
        <source>%1 stopped unexpectedly on %2. Any installation that was in progress will be undone the next time you install. If this happens again, please send this report to support: %3</source>
        <extracomment>%1 is the product&apos;s name, %2 a date and time, %3 a file</extracomment>
        <translation>%1 wurde am %2 unerwartet beendet. Eine Installation, die gerade lief, wird bei der nächsten Installation rückgängig gemacht. Falls das wieder passiert, senden Sie bitte diesen Bericht an den Support: %3</translation>
    </message>
    <message>
        <source>Open the report&apos;s &amp;folder</source>
        <translation>Den &amp;Ordner des Berichts öffnen</translation>
    </message>
    <message>
        <source>Open the folder that holds the report</source>
        <translation>Den Ordner öffnen, der den Bericht enthält</translation>
    </message>
    <message>
        <source>Its last message was: %1</source>
        <extracomment>%1 is the message, in English, as the program printed it</extracomment>
        <translation>Seine letzte Meldung war: %1</translation>
    </message>
</context>
</TS>
