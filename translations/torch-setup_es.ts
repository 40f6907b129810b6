<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>Branding</name>
    <message>
        <source>%1 is not a branding profile: %2 at byte %3</source>
        <extracomment>%1 is a file, %2 the JSON parser&apos;s reason, %3 a byte offset</extracomment>
        <translation>%1 no es un perfil de marca: %2 en el byte %3</translation>
    </message>
    <message>
        <source>%1 is not a branding profile: it is not a JSON object.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1 no es un perfil de marca: no es un objeto JSON.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 is a file, %2 what is wrong in it</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1: format_version: this program reads format %2</source>
        <extracomment>%1 is a file; format_version is a key in it</extracomment>
        <translation>%1: format_version: este programa lee el formato %2</translation>
    </message>
    <message>
        <source>%1: logo: %2 does not exist</source>
        <extracomment>%1 is the profile&apos;s file, %2 the logo&apos;s file; &quot;logo&quot; is a key in the profile</extracomment>
        <translation>%1: logo: %2 no existe</translation>
    </message>
    <message>
        <source>%1: licence: %2 does not exist</source>
        <extracomment>%1 is the profile&apos;s file, %2 the licence&apos;s file; &quot;licence&quot; is a key in the profile</extracomment>
        <translation>%1: licence: %2 no existe</translation>
    </message>
    <message>
        <source>%1: accent_color: &quot;%2&quot; is not a colour (write e.g. &quot;#ee4c2c&quot;)</source>
        <extracomment>%1 is a file, %2 the value found; accent_color is a key in it</extracomment>
        <translation>%1: accent_color: &quot;%2&quot; no es un color (escriba, p. ej., &quot;#ee4c2c&quot;)</translation>
    </message>
    <message>
        <source>The branding profile %1 cannot be read: %2</source>
        <extracomment>%1 is a file, %2 the system&apos;s reason</extracomment>
        <translation>No se puede leer el perfil de marca %1: %2</translation>
    </message>
    <message>
        <source>%1: translations: &quot;%2&quot; is not a language code (write e.g. &quot;de&quot; or &quot;zh_CN&quot;)</source>
        <extracomment>%1 is a file, %2 the key found; &quot;translations&quot; is a key in it</extracomment>
        <translation>%1: translations: &quot;%2&quot; no es un código de idioma (escriba, p. ej., &quot;de&quot; o &quot;zh_CN&quot;)</translation>
    </message>
    <message>
        <source>%1: %2.licence: %3 does not exist</source>
        <extracomment>%1 is the profile&apos;s file, %2 the place in it, %3 the licence&apos;s file</extracomment>
        <translation>%1: %2.licence: %3 no existe</translation>
    </message>
    <message>
        <source>%1: %2: &quot;%3&quot; is not a pip requirement (write e.g. &quot;diffusers==0.31.0&quot;)</source>
        <extracomment>%1 is the profile&apos;s file, %2 the place in it (such as extra_requirements[0]), %3 the value found there</extracomment>
        <translation>%1: %2: &quot;%3&quot; no es un requisito de pip (escriba, p. ej., &quot;diffusers==0.31.0&quot;)</translation>
    </message>
    <message>
        <source>%1: %2: &quot;%3&quot; is not a build or a pattern of builds (write e.g. &quot;cu*&quot;, &quot;rocm6.4&quot; or &quot;cpu&quot;)</source>
        <extracomment>%1 is the profile&apos;s file, %2 the place in it (such as allowed_backends[0]), %3 the value found there; cu*, rocm6.4 and cpu are builds&apos; names and patterns of them</extracomment>
        <translation>%1: %2: &quot;%3&quot; no es una compilación ni un patrón de compilaciones (escriba, p. ej., &quot;cu*&quot;, &quot;rocm6.4&quot; o &quot;cpu&quot;)</translation>
    </message>
    <message>
        <source>null</source>
        <extracomment>a kind of JSON value, either argument of &quot;expected %1, found %2&quot;: JSON&apos;s null (no value)</extracomment>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <extracomment>a kind of JSON value, either argument of &quot;expected %1, found %2&quot;: true or false</extracomment>
        <translation>un booleano</translation>
    </message>
    <message>
        <source>a number</source>
        <extracomment>a kind of JSON value, either argument of &quot;expected %1, found %2&quot;</extracomment>
        <translation>un número</translation>
    </message>
    <message>
        <source>a string</source>
        <extracomment>a kind of JSON value, either argument of &quot;expected %1, found %2&quot;: a text in quotes</extracomment>
        <translation>una cadena</translation>
    </message>
    <message>
        <source>an array</source>
        <extracomment>a kind of JSON value, either argument of &quot;expected %1, found %2&quot;: a list in [ ]</extracomment>
        <translation>una matriz</translation>
    </message>
    <message>
        <source>an object</source>
        <extracomment>a kind of JSON value, either argument of &quot;expected %1, found %2&quot;: named values in { }</extracomment>
        <translation>un objeto</translation>
    </message>
    <message>
        <source>nothing</source>
        <extracomment>the %2 of &quot;expected %1, found %2&quot; when there is no value at all</extracomment>
        <translation>nada</translation>
    </message>
    <message>
        <source>unknown key %1</source>
        <extracomment>a problem in a JSON file, after the place it is at; %1 is a key that is not expected there</extracomment>
        <translation>clave desconocida %1</translation>
    </message>
    <message>
        <source>missing %1</source>
        <extracomment>a problem in a JSON file, after the place it is at; %1 is a key that must be there</extracomment>
        <translation>falta %1</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <extracomment>a problem in a JSON file, after the place it is at; %1 and %2 are kinds of JSON value, such as &quot;a string&quot; and &quot;a number&quot;</extracomment>
        <translation>se esperaba %1 y se encontró %2</translation>
    </message>
    <message>
        <source>is empty</source>
        <extracomment>a problem in a JSON file, after the place it is at: the text or list there is empty</extracomment>
        <translation>está vacío</translation>
    </message>
    <message>
        <source>a version string</source>
        <extracomment>a kind of JSON value, the %1 of &quot;expected %1, found %2&quot;</extracomment>
        <translation>una cadena de versión</translation>
    </message>
    <message>
        <source>%1 is not a version of digits and dots such as &quot;12.8&quot;</source>
        <extracomment>a problem in a JSON file, after the place it is at; %1 is the value found</extracomment>
        <translation>%1 no es una versión formada por dígitos y puntos, como &quot;12.8&quot;</translation>
    </message>
    <message>
        <source>%1 is listed twice</source>
        <extracomment>a problem in a JSON file, after the place it is at; %1 is the value found twice in a list</extracomment>
        <translation>%1 aparece dos veces</translation>
    </message>
    <message>
        <source>%1: policy_data.keys: at most two keys (one in use, one to come)</source>
        <extracomment>%1 is the profile&apos;s file; policy_data.keys is a place in it</extracomment>
        <translation>%1: policy_data.keys: dos claves como máximo (una en uso, otra para después)</translation>
    </message>
    <message>
        <source>%1: %2: not an Ed25519 public key (32 bytes in base64, as scripts/publish-policy-data --new-key prints it)</source>
        <extracomment>%1 is the profile&apos;s file, %2 the place in it (such as policy_data.keys[0])</extracomment>
        <translation>%1: %2: no es una clave pública Ed25519 (32 bytes en base64, como la muestra scripts/publish-policy-data --new-key)</translation>
    </message>
    <message>
        <source>%1: pytorch_mirror: &quot;%2&quot; is not an http or https address (write e.g. &quot;https://mirror.example/whl/&quot;)</source>
        <extracomment>%1 is a file, %2 the value found (a password in it hidden); pytorch_mirror is a key in it</extracomment>
        <translation>%1: pytorch_mirror: «%2» no es una dirección http o https (escriba, por ejemplo, «https://mirror.example/whl/»)</translation>
    </message>
</context>
<context>
    <name>Common</name>
    <message>
        <source>%1 and %2</source>
        <comment>the last two items of a list</comment>
        <extracomment>%1 is an item of a list, %2 the last item</extracomment>
        <translation>%1 y %2</translation>
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
        <translation>No se puede escribir el archivo de registro %1: %2.</translation>
    </message>
    <message>
        <source>it is a link; name the file itself</source>
        <extracomment>a reason, as in &quot;The log file … cannot be written: it is a link; …&quot;</extracomment>
        <translation>es un enlace; indique el propio archivo</translation>
    </message>
    <message>
        <source>it is not a plain file</source>
        <extracomment>a reason, as in &quot;The log file … cannot be written: it is not a plain file&quot;</extracomment>
        <translation>no es un archivo normal</translation>
    </message>
    <message>
        <source>it belongs to another user or has another name too</source>
        <extracomment>a reason, as in &quot;The log file … cannot be written: it belongs to another user or has another name too&quot;</extracomment>
        <translation>pertenece a otro usuario o tiene también otro nombre</translation>
    </message>
</context>
<context>
    <name>Detect</name>
    <message>
        <source>%1 is not a capture folder: it has none of sys/bus/pci/devices, system.json or tools/*.txt (see docs/capture-layout.md)</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>%1 no es una carpeta de captura: no contiene sys/bus/pci/devices, system.json ni tools/*.txt (consulte docs/capture-layout.md)</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <source>%1 does not exist; give a capture folder or a text file with pasted tool output</source>
        <extracomment>%1 is a path that was given</extracomment>
        <translation>%1 no existe; indique una carpeta de captura o un archivo de texto con la salida pegada de una herramienta</translation>
    </message>
    <message>
        <source>%1 is %2 MiB; a paste of tool output is far smaller — is it the right file?</source>
        <extracomment>%1 is a file, %2 its size in MiB (a number)</extracomment>
        <translation>%1 ocupa %2 MiB; una salida de herramienta pegada es mucho más pequeña. ¿Es el archivo correcto?</translation>
    </message>
    <message>
        <source>%1 is not a zip file that can be read (%2); a support bundle is the zip that `torch-setup-cli report --output` writes</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>%1 no es un archivo zip legible (%2); un paquete de soporte es el zip que escribe `torch-setup-cli report --output`</translation>
    </message>
    <message>
        <source>%1 holds no detect.json; is it a support bundle made by `torch-setup-cli report --output`?</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1 no contiene ningún detect.json; ¿es un paquete de soporte creado con `torch-setup-cli report --output`?</translation>
    </message>
    <message>
        <source>%1: detect.json is %2 bytes, far more than a machine&apos;s description; the bundle is damaged or not one of ours</source>
        <extracomment>%1 is a file, %2 a number of bytes</extracomment>
        <translation>%1: detect.json ocupa %2 bytes, mucho más que la descripción de un equipo; el paquete está dañado o no es uno de los nuestros</translation>
    </message>
    <message>
        <source>%1: detect.json cannot be read whole; the bundle is damaged</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1: no se puede leer detect.json completo; el paquete está dañado</translation>
    </message>
    <message>
        <source>bound to %1 (reserved for passing through to a virtual machine)</source>
        <extracomment>%1 is a Linux kernel driver&apos;s name, vfio-pci or pci-stub</extracomment>
        <translation>vinculada a %1 (reservada para pasarla a una máquina virtual)</translation>
    </message>
    <message>
        <source>no driver is bound to it; install or load the vendor&apos;s driver</source>
        <translation>no tiene ningún controlador vinculado; instale o cargue el controlador del fabricante</translation>
    </message>
    <message>
        <source>%1 is empty; paste the output of a tool such as `lspci -nnk`, `nvidia-smi` or `rocminfo` into it</source>
        <extracomment>%1 is a file or &quot;standard input&quot;</extracomment>
        <translation>%1 está vacío; pegue en él la salida de una herramienta como `lspci -nnk`, `nvidia-smi` o `rocminfo`</translation>
    </message>
    <message>
        <source>%1 starts like UTF-16 text but is not valid UTF-16</source>
        <extracomment>%1 is a file or &quot;standard input&quot;</extracomment>
        <translation>%1 empieza como texto UTF-16, pero no es UTF-16 válido</translation>
    </message>
    <message>
        <source>%1 is not text (binary data at byte %2); give a text file with the pasted tool output</source>
        <extracomment>%1 is a file or &quot;standard input&quot;, %2 a byte offset (a number)</extracomment>
        <translation>%1 no es texto (datos binarios en el byte %2); indique un archivo de texto con la salida pegada de la herramienta</translation>
    </message>
    <message>
        <source>%1 is not text (it is neither UTF-8 nor UTF-16); give a text file with the pasted tool output</source>
        <extracomment>%1 is a file or &quot;standard input&quot;</extracomment>
        <translation>%1 no es texto (no es ni UTF-8 ni UTF-16); indique un archivo de texto con la salida pegada de la herramienta</translation>
    </message>
    <message>
        <source>%1 looks like JSON but is not valid: %2 at byte %3 (was it cut off?)</source>
        <extracomment>%1 is a file or &quot;standard input&quot;, %2 the JSON parser&apos;s reason, %3 a byte offset</extracomment>
        <translation>%1 parece JSON, pero no es válido: %2 en el byte %3 (¿se cortó?)</translation>
    </message>
    <message>
        <source>%1 holds JSON of no known kind; expected `system_profiler -json SPDisplaysDataType` or `rocm-smi --json` output, or the format of `detect --json`</source>
        <extracomment>%1 is a file or &quot;standard input&quot;</extracomment>
        <translation>%1 contiene JSON de un tipo desconocido; se esperaba la salida de `system_profiler -json SPDisplaysDataType` o de `rocm-smi --json`, o el formato de `detect --json`</translation>
    </message>
    <message>
        <source>%1: no GPU listing was recognized; paste the output of lspci -nnk, nvidia-smi, rocminfo, rocm-smi, amd-smi, system_profiler SPDisplaysDataType, dxdiag /t or Get-CimInstance Win32_VideoController</source>
        <extracomment>%1 is a file or &quot;standard input&quot;</extracomment>
        <translation>%1: no se reconoció ninguna lista de GPU; pegue la salida de lspci -nnk, nvidia-smi, rocminfo, rocm-smi, amd-smi, system_profiler SPDisplaysDataType, dxdiag /t o Get-CimInstance Win32_VideoController</translation>
    </message>
    <message>
        <source>a software renderer, not a GPU</source>
        <translation>un renderizador por software, no una GPU</translation>
    </message>
</context>
<context>
    <name>Diagnose</name>
    <message>
        <source>an AMD GPU (%1)</source>
        <extracomment>%1 is a gfx target such as gfx1100</extracomment>
        <translation>una GPU de AMD (%1)</translation>
    </message>
    <message>
        <source>a GPU [%1:%2]</source>
        <extracomment>%1 and %2 are PCI vendor and device ids, such as 10de and 2684</extracomment>
        <translation>una GPU [%1:%2]</translation>
    </message>
    <message>
        <source>%1 holds no text; paste the error, the log or the output of `python -m torch.utils.collect_env` into it.</source>
        <extracomment>%1 is a file or &quot;standard input&quot;</extracomment>
        <translation>%1 no contiene texto; pegue en él el error, el registro o la salida de `python -m torch.utils.collect_env`.</translation>
    </message>
    <message>
        <source>The text names no GPU, so no build is named here: run `torch-setup-cli recommend` on that computer, or paste its `nvidia-smi`, `rocminfo` or `lspci` output along with the error.</source>
        <translation>El texto no menciona ninguna GPU, así que aquí no se indica ninguna compilación: ejecute `torch-setup-cli recommend` en ese equipo, o pegue su salida de `nvidia-smi`, `rocminfo` o `lspci` junto con el error.</translation>
    </message>
    <message>
        <source>The text does not say which operating system the computer runs, so no build is named here: add the output of `python -m torch.utils.collect_env` to it.</source>
        <translation>El texto no indica qué sistema operativo usa el equipo, así que aquí no se indica ninguna compilación: añádale la salida de `python -m torch.utils.collect_env`.</translation>
    </message>
    <message>
        <source>the %1 architecture</source>
        <extracomment>%1 is a CPU architecture such as x86_64 or arm64</extracomment>
        <translation>la arquitectura %1</translation>
    </message>
    <message>
        <source>Python %1</source>
        <extracomment>%1 is a Python version such as 3.12</extracomment>
        <translation>Python %1</translation>
    </message>
    <message>
        <source>No PyTorch build fits the computer the text describes: %1</source>
        <extracomment>%1 is why no build fits (a clause)</extracomment>
        <translation>Ninguna compilación de PyTorch es adecuada para el equipo que describe el texto: %1</translation>
    </message>
    <message>
        <source>For the computer in this text (%1), Torch Setup recommends %2 with torch %3.</source>
        <extracomment>%1 is a list of GPU names, %2 a build such as cu128, %3 a torch version such as 2.9.0</extracomment>
        <translation>Para el equipo de este texto (%1), Torch Setup recomienda %2 con torch %3.</translation>
    </message>
    <message>
        <source>The text does not say it, so this assumes %1.</source>
        <extracomment>%1 lists what is assumed, such as &quot;the x86_64 architecture and Python 3.12&quot;</extracomment>
        <translation>El texto no lo indica, así que se supone %1.</translation>
    </message>
    <message>
        <source>About the recommended build: %1 (%2)</source>
        <extracomment>%1 is a warning (a clause), %2 how to deal with it (a clause)</extracomment>
        <translation>Sobre la compilación recomendada: %1 (%2)</translation>
    </message>
    <message>
        <source>driver %1</source>
        <extracomment>%1 is a driver version such as 570.86</extracomment>
        <translation>controlador %1</translation>
    </message>
    <message>
        <source>Read from %1: %2
</source>
        <extracomment>%1 is a file, &quot;standard input&quot; or &quot;the pasted text&quot;; %2 a list of facts separated by semicolons, such as &quot;torch 2.9.0, a CUDA 12.8 build; NVIDIA GeForce RTX 4090; driver 570.86; linux&quot;</extracomment>
        <translation>Leído de %1: %2
</translation>
    </message>
    <message>
        <source>No known failure was found in this text.
</source>
        <translation>No se encontró ningún fallo conocido en este texto.
</translation>
    </message>
    <message>
        <source>If PyTorch still fails, send a support bundle made on that computer: torch-setup-cli report --venv DIR --output support.zip
</source>
        <translation>Si PyTorch sigue fallando, envíe un paquete de soporte creado en ese equipo: torch-setup-cli report --venv DIR --output support.zip
</translation>
    </message>
    <message>
        <source>1 problem found:
</source>
        <translation>Se encontró 1 problema:
</translation>
    </message>
    <message>
        <source>   Seen at:
</source>
        <translation>   Visto en:
</translation>
    </message>
    <message>
        <source>     line %1: %2
</source>
        <extracomment>%1 is a line number, %2 the text of that line, as pasted</extracomment>
        <translation>     línea %1: %2
</translation>
    </message>
    <message>
        <source>   Fix: %1
</source>
        <extracomment>%1 is what to do (a sentence)</extracomment>
        <translation>   Solución: %1
</translation>
    </message>
    <message>
        <source>   (cause: %1)
</source>
        <extracomment>%1 is a cause code such as no_kernel_image (not translated)</extracomment>
        <translation>   (causa: %1)
</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <extracomment>%1 is a note (a whole sentence)</extracomment>
        <translation>Nota: %1</translation>
    </message>
    <message>
        <source>torch (version not given)</source>
        <translation>torch (versión no indicada)</translation>
    </message>
    <message>
        <source>torch %1</source>
        <translation>torch %1</translation>
    </message>
    <message>
        <source>%1, a CUDA build</source>
        <extracomment>%1 is torch with its version, such as &quot;torch 2.9.0&quot;</extracomment>
        <translation>%1, una compilación CUDA</translation>
    </message>
    <message>
        <source>%1, a CUDA %2 build</source>
        <extracomment>%1 is torch with its version, such as &quot;torch 2.9.0&quot;; %2 a CUDA version such as 12.8</extracomment>
        <translation>%1, una compilación CUDA %2</translation>
    </message>
    <message>
        <source>%1, a ROCm build</source>
        <extracomment>%1 is torch with its version, such as &quot;torch 2.9.0&quot;</extracomment>
        <translation>%1, una compilación ROCm</translation>
    </message>
    <message>
        <source>%1, a ROCm %2 build</source>
        <extracomment>%1 is torch with its version, such as &quot;torch 2.9.0&quot;; %2 a ROCm version such as 6.4</extracomment>
        <translation>%1, una compilación ROCm %2</translation>
    </message>
    <message>
        <source>%1, a CPU-only build</source>
        <extracomment>%1 is torch with its version, such as &quot;torch 2.9.0&quot;</extracomment>
        <translation>%1, una compilación solo para CPU</translation>
    </message>
    <message>
        <source>%1, an Intel XPU build</source>
        <extracomment>%1 is torch with its version, such as &quot;torch 2.9.0&quot;</extracomment>
        <translation>%1, una compilación Intel XPU</translation>
    </message>
    <message>
        <source>%1, a macOS build</source>
        <extracomment>%1 is torch with its version, such as &quot;torch 2.9.0&quot;</extracomment>
        <translation>%1, una compilación para macOS</translation>
    </message>
    <message numerus="yes">
        <source>%n problems found, in the order the text shows them:
</source>
        <extracomment>%n is the number of problems, 2 or more (one problem has its own sentence)</extracomment>
        <translation>
            <numerusform>Se encontró %n problema, en el orden en que aparece en el texto:
</numerusform>
            <numerusform>Se encontraron %n problemas, en el orden en que aparecen en el texto:
</numerusform>
        </translation>
    </message>
    <message>
        <source>     and 1 more line
</source>
        <translation>     y 1 línea más
</translation>
    </message>
    <message numerus="yes">
        <source>     and %n more lines
</source>
        <extracomment>%n is the number of lines not shown, 2 or more (one line has its own sentence)</extracomment>
        <translation>
            <numerusform>     y %n línea más
</numerusform>
            <numerusform>     y %n líneas más
</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is the target of %2 in Torch Setup&apos;s GPU database; the text itself does not state it.</source>
        <extracomment>%1 is a gfx target such as gfx1031, %2 a GPU name such as AMD Radeon RX 6700 XT</extracomment>
        <translation>%1 es el target de %2 en la base de datos de GPU de Torch Setup; el texto en sí no lo indica.</translation>
    </message>
    <message>
        <source>PyTorch was built with CUDA %1, which needs NVIDIA driver %2 or newer; the text shows driver %3.</source>
        <extracomment>%1 is a CUDA version such as 10.2, %2 and %3 NVIDIA driver versions such as 440.33 and 418.87</extracomment>
        <translation>PyTorch se compiló con CUDA %1, que necesita el controlador de NVIDIA %2 o posterior; el texto muestra el controlador %3.</translation>
    </message>
</context>
<context>
    <name>FailureSignatures</name>
    <message>
        <source>The installed PyTorch build has no kernels for this NVIDIA GPU.</source>
        <extracomment>from the failure signature cuda-arch-not-in-build</extracomment>
        <translation>La compilación de PyTorch instalada no tiene kernels para esta GPU de NVIDIA.</translation>
    </message>
    <message>
        <source>{gpu} has compute capability {cc} (sm_{sm}).</source>
        <extracomment>from the failure signature cuda-arch-not-in-build</extracomment>
        <translation>{gpu} tiene capacidad de cómputo {cc} (sm_{sm}).</translation>
    </message>
    <message>
        <source>The installed build ships kernels for {built}.</source>
        <extracomment>from the failure signature cuda-arch-not-in-build</extracomment>
        <translation>La compilación instalada incluye kernels para {built}.</translation>
    </message>
    <message>
        <source>Install a PyTorch build compiled for this GPU&apos;s generation: a new GPU needs a build for a newer CUDA (Blackwell&apos;s sm_120 needs cu128 or newer), an old one a build that still lists its compute capability.</source>
        <extracomment>from the failure signature cuda-arch-not-in-build</extracomment>
        <translation>Instale una compilación de PyTorch hecha para la generación de esta GPU: una GPU nueva necesita una compilación para una versión más reciente de CUDA (sm_120 de Blackwell necesita cu128 o posterior), y una antigua, una compilación que aún incluya su capacidad de cómputo.</translation>
    </message>
    <message>
        <source>The installed ROCm build of PyTorch has no kernels for this AMD GPU&apos;s target.</source>
        <extracomment>from the failure signature hip-target-not-in-build</extracomment>
        <translation>La compilación ROCm de PyTorch instalada no tiene kernels para el target de esta GPU de AMD.</translation>
    </message>
    <message>
        <source>The GPU&apos;s target is {gfx}.</source>
        <extracomment>from the failure signature hip-target-not-in-build</extracomment>
        <translation>El target de la GPU es {gfx}.</translation>
    </message>
    <message>
        <source>Install a build with native kernels for the GPU&apos;s target: AMD&apos;s TheRock wheels cover many Radeon GPUs that upstream ROCm builds leave out. Only where Torch Setup&apos;s data records it as safe, set HSA_OVERRIDE_GFX_VERSION to a supported target instead.</source>
        <extracomment>from the failure signature hip-target-not-in-build</extracomment>
        <translation>Instale una compilación con kernels nativos para el target de la GPU: los wheels TheRock de AMD cubren muchas GPU Radeon que las compilaciones ROCm oficiales dejan fuera. Solo si los datos de Torch Setup indican que es seguro, defina en su lugar HSA_OVERRIDE_GFX_VERSION con un target compatible.</translation>
    </message>
    <message>
        <source>The NVIDIA driver is too old for the installed PyTorch build.</source>
        <extracomment>from the failure signature nvidia-driver-too-old</extracomment>
        <translation>El controlador de NVIDIA es demasiado antiguo para la compilación de PyTorch instalada.</translation>
    </message>
    <message>
        <source>The driver supports CUDA {driver_cuda} at most.</source>
        <extracomment>from the failure signature nvidia-driver-too-old</extracomment>
        <translation>El controlador admite como máximo CUDA {driver_cuda}.</translation>
    </message>
    <message>
        <source>Update the NVIDIA driver (nvidia.com/drivers, or your distribution&apos;s driver package), or install a PyTorch build for a CUDA version this driver runs.</source>
        <extracomment>from the failure signature nvidia-driver-too-old</extracomment>
        <translation>Actualice el controlador de NVIDIA (nvidia.com/drivers, o el paquete de controlador de su distribución), o instale una compilación de PyTorch para una versión de CUDA que este controlador pueda ejecutar.</translation>
    </message>
    <message>
        <source>The NVIDIA driver is not installed or not loaded.</source>
        <extracomment>from the failure signature nvidia-no-driver</extracomment>
        <translation>El controlador de NVIDIA no está instalado o no está cargado.</translation>
    </message>
    <message>
        <source>Install the NVIDIA driver from your distribution (Ubuntu: sudo ubuntu-drivers install) and reboot. If it is installed, Secure Boot may be keeping its kernel module out: enroll the module&apos;s key or turn Secure Boot off, then check that nvidia-smi answers.</source>
        <extracomment>from the failure signature nvidia-no-driver</extracomment>
        <translation>Instale el controlador de NVIDIA desde su distribución (Ubuntu: sudo ubuntu-drivers install) y reinicie. Si ya está instalado, puede que Secure Boot impida cargar su módulo del kernel: registre la clave del módulo o desactive Secure Boot, y compruebe después que nvidia-smi responde.</translation>
    </message>
    <message>
        <source>Install the NVIDIA driver for this GPU from nvidia.com/drivers and restart Windows; then check that nvidia-smi answers in a terminal.</source>
        <extracomment>from the failure signature nvidia-no-driver</extracomment>
        <translation>Instale el controlador de NVIDIA para esta GPU desde nvidia.com/drivers y reinicie Windows; después compruebe que nvidia-smi responde en una terminal.</translation>
    </message>
    <message>
        <source>Install the NVIDIA driver for this GPU and restart; then check that nvidia-smi answers.</source>
        <extracomment>from the failure signature nvidia-no-driver</extracomment>
        <translation>Instale el controlador de NVIDIA para esta GPU y reinicie; después compruebe que nvidia-smi responde.</translation>
    </message>
    <message>
        <source>A CPU-only build of PyTorch is installed, so the program cannot use the GPU.</source>
        <extracomment>from the failure signature cpu-build</extracomment>
        <translation>Hay instalada una compilación de PyTorch solo para CPU, así que el programa no puede usar la GPU.</translation>
    </message>
    <message>
        <source>CUDA does not exist on a Mac: the program must use the &quot;mps&quot; device (Apple GPUs) or the CPU. Ask its makers for Mac support, or run it with its CPU option.</source>
        <extracomment>from the failure signature cpu-build</extracomment>
        <translation>CUDA no existe en un Mac: el programa debe usar el dispositivo &quot;mps&quot; (GPU de Apple) o la CPU. Pida a sus creadores compatibilidad con Mac, o ejecútelo con su opción de CPU.</translation>
    </message>
    <message>
        <source>Replace it with the GPU build for this computer: uninstall torch, torchvision and torchaudio, then install them from the build&apos;s index (a plain `pip install torch` on Windows always gives the CPU build).</source>
        <extracomment>from the failure signature cpu-build</extracomment>
        <translation>Sustitúyala por la compilación para GPU de este equipo: desinstale torch, torchvision y torchaudio, y vuelva a instalarlos desde el índice de la compilación (un simple `pip install torch` en Windows siempre instala la compilación para CPU).</translation>
    </message>
    <message>
        <source>A CPU-only build of PyTorch is installed on a computer with a GPU that PyTorch could use.</source>
        <extracomment>from the failure signature cpu-build-collect-env</extracomment>
        <translation>Hay instalada una compilación de PyTorch solo para CPU en un equipo con una GPU que PyTorch podría usar.</translation>
    </message>
    <message>
        <source>Replace it with the GPU build for this computer: uninstall torch, torchvision and torchaudio, then install them from the build&apos;s index.</source>
        <extracomment>from the failure signature cpu-build-collect-env</extracomment>
        <translation>Sustitúyala por la compilación para GPU de este equipo: desinstale torch, torchvision y torchaudio, y vuelva a instalarlos desde el índice de la compilación.</translation>
    </message>
    <message>
        <source>A CUDA build of PyTorch is installed but does not see the NVIDIA GPU.</source>
        <extracomment>from the failure signature cuda-not-available</extracomment>
        <translation>Hay instalada una compilación CUDA de PyTorch, pero no ve la GPU de NVIDIA.</translation>
    </message>
    <message>
        <source>Check that nvidia-smi lists the GPU and that the driver is new enough for the build (it needs the driver that its CUDA version names, or newer); check that CUDA_VISIBLE_DEVICES does not hide the GPU.</source>
        <extracomment>from the failure signature cuda-not-available</extracomment>
        <translation>Compruebe que nvidia-smi muestra la GPU y que el controlador es lo bastante reciente para la compilación (necesita el controlador que corresponde a su versión de CUDA, o uno más reciente); compruebe que CUDA_VISIBLE_DEVICES no oculta la GPU.</translation>
    </message>
    <message>
        <source>The CUDA driver could not start on this GPU.</source>
        <extracomment>from the failure signature cuda-unknown-error</extracomment>
        <translation>El controlador CUDA no pudo iniciarse en esta GPU.</translation>
    </message>
    <message>
        <source>This usually follows a suspend and resume or a driver update without a restart: restart the computer, or reload the NVIDIA unified-memory module (sudo rmmod nvidia_uvm &amp;&amp; sudo modprobe nvidia_uvm).</source>
        <extracomment>from the failure signature cuda-unknown-error</extracomment>
        <translation>Esto suele ocurrir tras una suspensión y reanudación, o tras actualizar el controlador sin reiniciar: reinicie el equipo, o vuelva a cargar el módulo de memoria unificada de NVIDIA (sudo rmmod nvidia_uvm &amp;&amp; sudo modprobe nvidia_uvm).</translation>
    </message>
    <message>
        <source>Restart the computer (this usually follows a driver update or a suspend), and check that no other program holds the GPU exclusively.</source>
        <extracomment>from the failure signature cuda-unknown-error</extracomment>
        <translation>Reinicie el equipo (esto suele ocurrir tras actualizar el controlador o tras una suspensión) y compruebe que ningún otro programa usa la GPU en exclusiva.</translation>
    </message>
    <message>
        <source>This user may not use the AMD GPU: /dev/kfd or /dev/dri is not accessible.</source>
        <extracomment>from the failure signature kfd-permission</extracomment>
        <translation>Este usuario no tiene permiso para usar la GPU de AMD: no se puede acceder a /dev/kfd o /dev/dri.</translation>
    </message>
    <message>
        <source>Add the user to the render and video groups (sudo usermod -aG render,video $USER), then log out and in again. In a container, pass --device=/dev/kfd --device=/dev/dri and the same groups.</source>
        <extracomment>from the failure signature kfd-permission</extracomment>
        <translation>Añada el usuario a los grupos render y video (sudo usermod -aG render,video $USER), y después cierre la sesión y vuelva a iniciarla. En un contenedor, pase --device=/dev/kfd --device=/dev/dri y los mismos grupos.</translation>
    </message>
    <message>
        <source>The ROCm build of PyTorch sees no AMD GPU.</source>
        <extracomment>from the failure signature no-hip-gpu</extracomment>
        <translation>La compilación ROCm de PyTorch no ve ninguna GPU de AMD.</translation>
    </message>
    <message>
        <source>Check, in this order: the user is in the render and video groups (sudo usermod -aG render,video $USER, then log out and in); the amdgpu driver is loaded (/dev/kfd exists); HIP_VISIBLE_DEVICES or ROCR_VISIBLE_DEVICES does not hide the GPU; the GPU&apos;s target is one the build supports.</source>
        <extracomment>from the failure signature no-hip-gpu</extracomment>
        <translation>Compruebe, en este orden: que el usuario está en los grupos render y video (sudo usermod -aG render,video $USER, y después cierre la sesión y vuelva a iniciarla); que el controlador amdgpu está cargado (existe /dev/kfd); que HIP_VISIBLE_DEVICES o ROCR_VISIBLE_DEVICES no ocultan la GPU; y que el target de la GPU es uno de los que admite la compilación.</translation>
    </message>
    <message>
        <source>torch.compile needs Triton, which is not installed.</source>
        <extracomment>from the failure signature triton-missing</extracomment>
        <translation>torch.compile necesita Triton, que no está instalado.</translation>
    </message>
    <message>
        <source>Install triton-windows in the same environment, in the version that matches torch (pip install &quot;triton-windows&lt;3.7&quot; for torch 2.10, for example; Torch Setup installs the right one with the CUDA build).</source>
        <extracomment>from the failure signature triton-missing</extracomment>
        <translation>Instale triton-windows en el mismo entorno, en la versión que corresponde a torch (por ejemplo, pip install &quot;triton-windows&lt;3.7&quot; para torch 2.10; Torch Setup instala la correcta con la compilación CUDA).</translation>
    </message>
    <message>
        <source>Install pytorch-triton-rocm from the same index as torch (Torch Setup installs it with the ROCm build).</source>
        <extracomment>from the failure signature triton-missing</extracomment>
        <translation>Instale pytorch-triton-rocm desde el mismo índice que torch (Torch Setup lo instala con la compilación ROCm).</translation>
    </message>
    <message>
        <source>Install pytorch-triton-xpu from the same index as torch (Torch Setup installs it with the XPU build).</source>
        <extracomment>from the failure signature triton-missing</extracomment>
        <translation>Instale pytorch-triton-xpu desde el mismo índice que torch (Torch Setup lo instala con la compilación XPU).</translation>
    </message>
    <message>
        <source>Install triton in the same environment, in the version torch asks for (pip show torch lists it under Requires); CUDA builds from download.pytorch.org bring it along.</source>
        <extracomment>from the failure signature triton-missing</extracomment>
        <translation>Instale triton en el mismo entorno, en la versión que pide torch (pip show torch la indica en Requires); las compilaciones CUDA de download.pytorch.org ya lo incluyen.</translation>
    </message>
    <message>
        <source>torch.compile found no C or C++ compiler.</source>
        <extracomment>from the failure signature no-cpp-compiler</extracomment>
        <translation>torch.compile no encontró ningún compilador de C o C++.</translation>
    </message>
    <message>
        <source>Install Visual Studio Build Tools with the &quot;Desktop development with C++&quot; workload, then start the program from the &quot;x64 Native Tools Command Prompt&quot; (or run vcvars64.bat first).</source>
        <extracomment>from the failure signature no-cpp-compiler</extracomment>
        <translation>Instale Visual Studio Build Tools con la carga de trabajo &quot;Desktop development with C++&quot; y, después, inicie el programa desde el &quot;x64 Native Tools Command Prompt&quot; (o ejecute antes vcvars64.bat).</translation>
    </message>
    <message>
        <source>Install Apple&apos;s command line tools: xcode-select --install.</source>
        <extracomment>from the failure signature no-cpp-compiler</extracomment>
        <translation>Instale las herramientas de línea de comandos de Apple: xcode-select --install.</translation>
    </message>
    <message>
        <source>Install a compiler and Python&apos;s headers: sudo apt install build-essential python3-dev (Debian, Ubuntu), sudo dnf install gcc-c++ python3-devel (Fedora), sudo pacman -S gcc (Arch).</source>
        <extracomment>from the failure signature no-cpp-compiler</extracomment>
        <translation>Instale un compilador y los encabezados de Python: sudo apt install build-essential python3-dev (Debian, Ubuntu), sudo dnf install gcc-c++ python3-devel (Fedora), sudo pacman -S gcc (Arch).</translation>
    </message>
    <message>
        <source>torch.compile cannot build its kernels: Python&apos;s C headers are missing.</source>
        <extracomment>from the failure signature no-python-headers</extracomment>
        <translation>torch.compile no puede compilar sus kernels: faltan los encabezados C de Python.</translation>
    </message>
    <message>
        <source>Install Python&apos;s development headers for this Python: sudo apt install python3-dev (Debian, Ubuntu; python3.X-dev for another version), sudo dnf install python3-devel (Fedora).</source>
        <extracomment>from the failure signature no-python-headers</extracomment>
        <translation>Instale los encabezados de desarrollo de este Python: sudo apt install python3-dev (Debian, Ubuntu; python3.X-dev para otra versión), sudo dnf install python3-devel (Fedora).</translation>
    </message>
    <message>
        <source>Windows could not load PyTorch&apos;s libraries.</source>
        <extracomment>from the failure signature windows-dll-load</extracomment>
        <translation>Windows no pudo cargar las bibliotecas de PyTorch.</translation>
    </message>
    <message>
        <source>The library that failed is {dll}.</source>
        <extracomment>from the failure signature windows-dll-load</extracomment>
        <translation>La biblioteca que falló es {dll}.</translation>
    </message>
    <message>
        <source>Install the latest Microsoft Visual C++ Redistributable (x64) and restart. If it still fails, install PyTorch into a new environment: a mix of builds in one environment (CPU and CUDA, or two versions) breaks the same way.</source>
        <extracomment>from the failure signature windows-dll-load</extracomment>
        <translation>Instale la versión más reciente de Microsoft Visual C++ Redistributable (x64) y reinicie. Si sigue fallando, instale PyTorch en un entorno nuevo: una mezcla de compilaciones en un mismo entorno (CPU y CUDA, o dos versiones) falla de la misma manera.</translation>
    </message>
    <message>
        <source>A library PyTorch needs is missing.</source>
        <extracomment>from the failure signature shared-library-missing</extracomment>
        <translation>Falta una biblioteca que PyTorch necesita.</translation>
    </message>
    <message>
        <source>The missing library is {lib}.</source>
        <extracomment>from the failure signature shared-library-missing</extracomment>
        <translation>La biblioteca que falta es {lib}.</translation>
    </message>
    <message>
        <source>Install torch, torchvision and torchaudio again, together, into a new environment: pip then brings the CUDA libraries (the nvidia-* packages) the build was made with. A torch copied from another machine, or mixed with a system CUDA, breaks this way.</source>
        <extracomment>from the failure signature shared-library-missing</extracomment>
        <translation>Vuelva a instalar torch, torchvision y torchaudio, juntos, en un entorno nuevo: así pip trae las bibliotecas CUDA (los paquetes nvidia-*) con las que se hizo la compilación. Un torch copiado de otro equipo, o mezclado con un CUDA del sistema, falla de esta manera.</translation>
    </message>
    <message>
        <source>PyTorch&apos;s libraries do not fit together: a symbol one of them needs is missing.</source>
        <extracomment>from the failure signature undefined-symbol</extracomment>
        <translation>Las bibliotecas de PyTorch no encajan entre sí: falta un símbolo que una de ellas necesita.</translation>
    </message>
    <message>
        <source>The missing symbol is {symbol}.</source>
        <extracomment>from the failure signature undefined-symbol</extracomment>
        <translation>El símbolo que falta es {symbol}.</translation>
    </message>
    <message>
        <source>torch and its companions come from different builds or versions. Install torch, torchvision and torchaudio again, together, from one index, in a new environment.</source>
        <extracomment>from the failure signature undefined-symbol</extracomment>
        <translation>torch y sus paquetes complementarios proceden de compilaciones o versiones distintas. Vuelva a instalar torch, torchvision y torchaudio, juntos, desde un mismo índice, en un entorno nuevo.</translation>
    </message>
    <message>
        <source>torchvision does not belong to the installed torch.</source>
        <extracomment>from the failure signature companion-mismatch</extracomment>
        <translation>torchvision no corresponde al torch instalado.</translation>
    </message>
    <message>
        <source>Install torch, torchvision and torchaudio together, in versions made for each other, from the same index (Torch Setup&apos;s plan lists the three that belong together).</source>
        <extracomment>from the failure signature companion-mismatch</extracomment>
        <translation>Instale torch, torchvision y torchaudio juntos, en versiones hechas para funcionar entre sí, desde el mismo índice (el plan de Torch Setup indica los tres que van juntos).</translation>
    </message>
    <message>
        <source>A package built for NumPy 1 is running with NumPy 2.</source>
        <extracomment>from the failure signature numpy-abi</extracomment>
        <translation>Un paquete compilado para NumPy 1 se está ejecutando con NumPy 2.</translation>
    </message>
    <message>
        <source>Install NumPy 1 in this environment (pip install &quot;numpy&lt;2&quot;), or update the package that was built for NumPy 1 (the traceback names it). torch releases before 2.3 need NumPy 1.</source>
        <extracomment>from the failure signature numpy-abi</extracomment>
        <translation>Instale NumPy 1 en este entorno (pip install &quot;numpy&lt;2&quot;) o actualice el paquete que se compiló para NumPy 1 (el traceback indica cuál es). Las versiones de torch anteriores a la 2.3 necesitan NumPy 1.</translation>
    </message>
    <message>
        <source>pip found no PyTorch for this Python or platform.</source>
        <extracomment>from the failure signature no-wheels</extracomment>
        <translation>pip no encontró PyTorch para este Python o esta plataforma.</translation>
    </message>
    <message>
        <source>PyTorch publishes wheels for a few Python versions only (a brand-new Python, a 32-bit Python or Python 2 has none), and CUDA builds only on their own index. Use a Python that `torch-setup-cli pythons` calls usable, and name the build&apos;s index.</source>
        <extracomment>from the failure signature no-wheels</extracomment>
        <translation>PyTorch publica wheels solo para algunas versiones de Python (un Python recién publicado, un Python de 32 bits o Python 2 no tienen ninguno), y las compilaciones CUDA solo en su propio índice. Use un Python que `torch-setup-cli pythons` considere utilizable e indique el índice de la compilación.</translation>
    </message>
    <message>
        <source>The GPU ran out of memory. PyTorch itself works.</source>
        <extracomment>from the failure signature out-of-memory</extracomment>
        <translation>La GPU se quedó sin memoria. PyTorch en sí funciona.</translation>
    </message>
    <message>
        <source>It was asked for {alloc} more.</source>
        <extracomment>from the failure signature out-of-memory</extracomment>
        <translation>Se pidieron {alloc} más.</translation>
    </message>
    <message>
        <source>Use smaller inputs or batches (or the program&apos;s low-memory option), and close other programs that use the GPU. This is not an installation problem.</source>
        <extracomment>from the failure signature out-of-memory</extracomment>
        <translation>Use entradas o lotes más pequeños (o la opción de poca memoria del programa) y cierre otros programas que usen la GPU. No es un problema de instalación.</translation>
    </message>
    <message>
        <source>An operation the program uses is not available on the Apple GPU in this torch.</source>
        <extracomment>from the failure signature mps-op-missing</extracomment>
        <translation>Una operación que usa el programa no está disponible en la GPU de Apple con este torch.</translation>
    </message>
    <message>
        <source>Set PYTORCH_ENABLE_MPS_FALLBACK=1 so that such operations run on the CPU (Torch Setup sets it in the environments it makes when the build needs it), or install a newer torch, which implements more of them.</source>
        <extracomment>from the failure signature mps-op-missing</extracomment>
        <translation>Defina PYTORCH_ENABLE_MPS_FALLBACK=1 para que esas operaciones se ejecuten en la CPU (Torch Setup la define en los entornos que crea cuando la compilación lo necesita), o instale un torch más reciente, que implementa más de ellas.</translation>
    </message>
    <message>
        <source>The program&apos;s own data or code failed on the GPU (an index out of range, usually). The installation is not the cause.</source>
        <extracomment>from the failure signature device-side-assert</extracomment>
        <translation>Los propios datos o el propio código del programa fallaron en la GPU (normalmente, un índice fuera de rango). La instalación no es la causa.</translation>
    </message>
    <message>
        <source>Run the program with CUDA_LAUNCH_BLOCKING=1 to see the operation that failed, or on the CPU to get a readable error.</source>
        <extracomment>from the failure signature device-side-assert</extracomment>
        <translation>Ejecute el programa con CUDA_LAUNCH_BLOCKING=1 para ver la operación que falló, o en la CPU para obtener un error legible.</translation>
    </message>
</context>
<context>
    <name>Install</name>
    <message>
        <source>Nothing from it was unpacked; get the archive again from a source you trust.</source>
        <translation>No se extrajo nada de él; vuelva a obtener el archivo comprimido de una fuente de confianza.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its symlink &quot;%2&quot; has no target.</source>
        <extracomment>%1 is an archive, %2 a symlink&apos;s name in it</extracomment>
        <translation>Se rechaza el archivo comprimido %1: su enlace simbólico &quot;%2&quot; no tiene destino.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: the target of its symlink &quot;%2&quot; contains a control character.</source>
        <extracomment>%1 is an archive, %2 a symlink&apos;s name in it</extracomment>
        <translation>Se rechaza el archivo comprimido %1: el destino de su enlace simbólico &quot;%2&quot; contiene un carácter de control.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: the target of its symlink &quot;%2&quot; contains a backslash.</source>
        <extracomment>%1 is an archive, %2 a symlink&apos;s name in it</extracomment>
        <translation>Se rechaza el archivo comprimido %1: el destino de su enlace simbólico &quot;%2&quot; contiene una barra invertida.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its symlink &quot;%2&quot; points to an absolute path.</source>
        <extracomment>%1 is an archive, %2 a symlink&apos;s name in it</extracomment>
        <translation>Se rechaza el archivo comprimido %1: su enlace simbólico &quot;%2&quot; apunta a una ruta absoluta.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; is a hard link, which could make two names share one file.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>Se rechaza el archivo comprimido %1: su entrada &quot;%2&quot; es un enlace físico, que podría hacer que dos nombres compartieran un mismo archivo.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; is a device or a FIFO, not a file.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>Se rechaza el archivo comprimido %1: su entrada &quot;%2&quot; es un dispositivo o una FIFO, no un archivo.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; is of a kind this program does not unpack.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>Se rechaza el archivo comprimido %1: su entrada &quot;%2&quot; es de un tipo que este programa no extrae.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: the name of its member &quot;%2&quot; is not valid UTF-8.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>Se rechaza el archivo comprimido %1: el nombre de su entrada &quot;%2&quot; no es UTF-8 válido.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: the name of its member &quot;%2&quot; contains a control character.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>Se rechaza el archivo comprimido %1: el nombre de su entrada &quot;%2&quot; contiene un carácter de control.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: the name of its member &quot;%2&quot; contains a backslash, which Windows reads as a folder separator.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>Se rechaza el archivo comprimido %1: el nombre de su entrada &quot;%2&quot; contiene una barra invertida, que Windows interpreta como separador de carpetas.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; has an absolute path.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>Se rechaza el archivo comprimido %1: su entrada &quot;%2&quot; tiene una ruta absoluta.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: the path of its member &quot;%2&quot; contains &quot;..&quot;.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>Se rechaza el archivo comprimido %1: la ruta de su entrada &quot;%2&quot; contiene &quot;..&quot;.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; has no name.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>Se rechaza el archivo comprimido %1: su entrada &quot;%2&quot; no tiene nombre.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; is a folder or a link but carries data.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>Se rechaza el archivo comprimido %1: su entrada &quot;%2&quot; es una carpeta o un enlace, pero contiene datos.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; unpacks to %3 bytes, more than the %4 allowed for one file.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it, %3 and %4 numbers of bytes</extracomment>
        <translation>Se rechaza el archivo comprimido %1: su entrada &quot;%2&quot; ocupa %3 bytes al extraerse, más de los %4 permitidos para un solo archivo.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: with its member &quot;%2&quot; it unpacks to more than the %3 bytes allowed in all.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it, %3 a number of bytes</extracomment>
        <translation>Se rechaza el archivo comprimido %1: con su entrada &quot;%2&quot;, el contenido extraído supera los %3 bytes permitidos en total.</translation>
    </message>
    <message>
        <source>The archive %1 holds the symlink &quot;%2&quot;, which cannot be created on Windows without a special privilege.</source>
        <extracomment>%1 is an archive, %2 a symlink&apos;s name in it</extracomment>
        <translation>El archivo comprimido %1 contiene el enlace simbólico &quot;%2&quot;, que no se puede crear en Windows sin un privilegio especial.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: the target of its symlink &quot;%2&quot; is not valid UTF-8.</source>
        <extracomment>%1 is an archive, %2 a symlink&apos;s name in it</extracomment>
        <translation>Se rechaza el archivo comprimido %1: el destino de su enlace simbólico &quot;%2&quot; no es UTF-8 válido.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; lies below &quot;%3&quot;, which is not a folder.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it, %3 the path of another member</extracomment>
        <translation>Se rechaza el archivo comprimido %1: su entrada &quot;%2&quot; está dentro de &quot;%3&quot;, que no es una carpeta.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: the path of its member &quot;%2&quot; differs from &quot;%3&quot; only in case, and both would be one folder on Windows and macOS.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it, %3 the path of another member</extracomment>
        <translation>Se rechaza el archivo comprimido %1: la ruta de su entrada &quot;%2&quot; solo se diferencia de &quot;%3&quot; en mayúsculas y minúsculas, y ambas serían una misma carpeta en Windows y macOS.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; appears twice.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>Se rechaza el archivo comprimido %1: su entrada &quot;%2&quot; aparece dos veces.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; is not a folder, but members before it lie below it.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>Se rechaza el archivo comprimido %1: su entrada &quot;%2&quot; no es una carpeta, pero hay entradas anteriores dentro de ella.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; differs from &quot;%3&quot; only in case, and both would be one file on Windows and macOS.</source>
        <extracomment>%1 is an archive, %2 and %3 members&apos; names in it</extracomment>
        <translation>Se rechaza el archivo comprimido %1: su entrada &quot;%2&quot; solo se diferencia de &quot;%3&quot; en mayúsculas y minúsculas, y ambas serían un mismo archivo en Windows y macOS.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its symlink &quot;%2&quot; points outside the unpacked folder.</source>
        <extracomment>%1 is an archive, %2 a symlink&apos;s name in it</extracomment>
        <translation>Se rechaza el archivo comprimido %1: su enlace simbólico &quot;%2&quot; apunta fuera de la carpeta de extracción.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its symlink &quot;%2&quot; points through another symlink, &quot;%3&quot;.</source>
        <extracomment>%1 is an archive, %2 and %3 symlinks&apos; names in it</extracomment>
        <translation>Se rechaza el archivo comprimido %1: su enlace simbólico &quot;%2&quot; apunta a través de otro enlace simbólico, &quot;%3&quot;.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its symlink &quot;%2&quot; points at the unpacked folder itself.</source>
        <extracomment>%1 is an archive, %2 a symlink&apos;s name in it</extracomment>
        <translation>Se rechaza el archivo comprimido %1: su enlace simbólico &quot;%2&quot; apunta a la propia carpeta de extracción.</translation>
    </message>
    <message>
        <source>downloads</source>
        <extracomment>what goes on a volume, listed in &quot;the installation needs about 3 GB there (downloads and the environment)&quot;</extracomment>
        <translation>las descargas</translation>
    </message>
    <message>
        <source>pip&apos;s temporary copies</source>
        <extracomment>what goes on a volume, listed in &quot;the installation needs about 3 GB there (downloads and pip&apos;s temporary copies)&quot;</extracomment>
        <translation>las copias temporales de pip</translation>
    </message>
    <message>
        <source>the environment</source>
        <extracomment>what goes on a volume, listed in &quot;the installation needs about 3 GB there (downloads and the environment)&quot;</extracomment>
        <translation>el entorno</translation>
    </message>
    <message>
        <source>the portable Python</source>
        <extracomment>what goes on a volume, listed in &quot;the installation needs about 3 GB there (the environment and the portable Python)&quot;</extracomment>
        <translation>el Python portátil</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>one build&apos;s failure in a list: %1 is a build such as cu128, %2 why it failed
----------
%1 is a build such as cu128, %2 what went wrong (an error message)</extracomment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>The %1 build did not work (%2); trying %3.</source>
        <extracomment>%1 and %3 are builds such as cu128, %2 what went wrong (an error message)</extracomment>
        <translation>La compilación %1 no funcionó (%2); se prueba con %3.</translation>
    </message>
    <message>
        <source>Installed the %1 build instead; the builds before it did not work here: %2</source>
        <extracomment>%1 is a build such as cu126, %2 a list of builds each with what went wrong, separated by semicolons</extracomment>
        <translation>Se instaló en su lugar la compilación %1; las compilaciones anteriores no funcionaron aquí: %2</translation>
    </message>
    <message>
        <source>None of the builds works on this computer; the environment is as it was before. What each did: %1</source>
        <extracomment>%1 is a list of builds each with what went wrong, separated by semicolons</extracomment>
        <translation>Ninguna de las compilaciones funciona en este equipo; el entorno ha quedado como estaba. Resultado de cada una: %1</translation>
    </message>
    <message>
        <source>The install record %1 could not be read (%2). Delete it to let the next install write a new one.</source>
        <extracomment>%1 is a file, %2 what is wrong with it (untranslated technical details)</extracomment>
        <translation>No se pudo leer el registro de instalación %1 (%2). Elimínelo para que la próxima instalación escriba uno nuevo.</translation>
    </message>
    <message>
        <source>The install record %1 was written by a newer Torch Setup (format %2; this one reads format 1). Update Torch Setup, or delete the file to let this version write its own.</source>
        <extracomment>%1 is a file, %2 a number (the file&apos;s format version)</extracomment>
        <translation>El registro de instalación %1 lo escribió una versión más reciente de Torch Setup (formato %2; esta lee el formato 1). Actualice Torch Setup o elimine el archivo para que esta versión escriba el suyo.</translation>
    </message>
    <message>
        <source>The install record %1 could not be written. Check that the environment&apos;s folder is writable and the disk has room, then run the install again.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>No se pudo escribir el registro de instalación %1. Compruebe que se puede escribir en la carpeta del entorno y que el disco tiene espacio, y vuelva a ejecutar la instalación.</translation>
    </message>
    <message>
        <source>The environment has no install record %1 that could be read; it was not installed by Torch Setup, or the record was removed.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>El entorno no tiene un registro de instalación %1 legible; no lo instaló Torch Setup, o se eliminó el registro.</translation>
    </message>
    <message>
        <source>Environment: %1</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Entorno: %1</translation>
    </message>
    <message>
        <source>Python: %1 (%2)</source>
        <extracomment>%1 is a Python version such as 3.12.7, %2 the interpreter&apos;s file</extracomment>
        <translation>Python: %1 (%2)</translation>
    </message>
    <message>
        <source>  a portable Python, downloaded from %1 and verified against the release&apos;s checksums</source>
        <extracomment>%1 is a web address (credentials hidden)</extracomment>
        <translation>  un Python portátil, descargado de %1 y verificado con las sumas de comprobación de la versión publicada</translation>
    </message>
    <message>
        <source>Build: %1 (torch %2)</source>
        <extracomment>%1 is a build such as cu128, %2 a torch version such as 2.9.0</extracomment>
        <translation>Compilación: %1 (torch %2)</translation>
    </message>
    <message>
        <source>Packages: %1</source>
        <extracomment>%1 is a list of package requirements such as &quot;torch==2.9.0 torchvision==0.24.0&quot;</extracomment>
        <translation>Paquetes: %1</translation>
    </message>
    <message>
        <source>From: %1</source>
        <extracomment>%1 is a list of web addresses (credentials hidden)</extracomment>
        <translation>Desde: %1</translation>
    </message>
    <message>
        <source>size unknown</source>
        <translation>tamaño desconocido</translation>
    </message>
    <message>
        <source>Files (%1, %2 to download):</source>
        <extracomment>%1 and %2 are sizes such as &quot;2.1 GB&quot; or &quot;size unknown&quot;</extracomment>
        <translation>Archivos (%1, %2 por descargar):</translation>
    </message>
    <message>
        <source>in the cache</source>
        <translation>en la caché</translation>
    </message>
    <message>
        <source>Disk space:</source>
        <translation>Espacio en disco:</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>  %1: needs about %2 (%3), %4 free</source>
        <extracomment>%1 is a disk or folder, %2 and %4 sizes like &quot;2.1 GB&quot;, %3 what the space is for</extracomment>
        <translation>  %1: necesita unos %2 (%3), %4 libres</translation>
    </message>
    <message>
        <source>  %1: needs about %2 (%3), %4 free - NOT ENOUGH</source>
        <translation>  %1: necesita unos %2 (%3), %4 libres - NO ES SUFICIENTE</translation>
    </message>
    <message>
        <source>Variables set for this environment:</source>
        <translation>Variables definidas para este entorno:</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <extracomment>%1 is a note (a whole sentence)</extracomment>
        <translation>Nota: %1</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not an http or https address of a package index.</source>
        <extracomment>%1 is where the address was given, such as --index-url, PIP_INDEX_URL or &quot;index-url in pip&apos;s configuration&quot;; %2 the address given (credentials hidden)</extracomment>
        <translation>%1 &quot;%2&quot; no es una dirección http o https de un índice de paquetes.</translation>
    </message>
    <message>
        <source>No portable Python %1 is known; choose one of: %2.</source>
        <extracomment>%1 is a Python version such as 3.12, %2 a list of Python versions</extracomment>
        <translation>No se conoce ningún Python portátil %1; elija uno de estos: %2.</translation>
    </message>
    <message>
        <source>No portable Python is published for %1 %2; install Python from your system&apos;s packages.</source>
        <extracomment>%1 is an OS such as linux, %2 a CPU architecture such as x86_64</extracomment>
        <translation>No se publica ningún Python portátil para %1 %2; instale Python desde los paquetes de su sistema.</translation>
    </message>
    <message>
        <source>No environment folder was given; name one with --venv.</source>
        <translation>No se indicó ninguna carpeta de entorno; indique una con --venv.</translation>
    </message>
    <message>
        <source>The Python interpreter %1 does not exist.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>El intérprete de Python %1 no existe.</translation>
    </message>
    <message>
        <source>No Python interpreter here can carry a PyTorch environment. Install Python 3.10 or newer from python.org or your system&apos;s packages, or name one with --python.</source>
        <translation>Ningún intérprete de Python de este equipo puede alojar un entorno de PyTorch. Instale Python 3.10 o posterior desde python.org o desde los paquetes de su sistema, o indique uno con --python.</translation>
    </message>
    <message>
        <source>Planning the installation was cancelled.</source>
        <translation>Se canceló la planificación de la instalación.</translation>
    </message>
    <message>
        <source>PyTorch&apos;s indexes come from the mirror %1.</source>
        <translation>Los índices de PyTorch se obtienen de la réplica %1.</translation>
    </message>
    <message>
        <source>Packages come from %1 instead of %2, the index of the %3 build.</source>
        <extracomment>%1 and %2 are web addresses, %3 a build such as cu128</extracomment>
        <translation>Los paquetes se obtienen de %1 en lugar de %2, el índice de la compilación %3.</translation>
    </message>
    <message>
        <source>%1 in pip&apos;s configuration</source>
        <extracomment>%1 is a setting&apos;s name in pip&apos;s configuration, such as index-url</extracomment>
        <translation>%1 en la configuración de pip</translation>
    </message>
    <message>
        <source>%1 names %2, which is not an https index; it is not used.</source>
        <extracomment>%1 is PIP_INDEX_URL, PIP_EXTRA_INDEX_URL or &quot;index-url in pip&apos;s configuration&quot;; %2 a web address (credentials hidden)</extracomment>
        <translation>%1 indica %2, que no es un índice https; no se usa.</translation>
    </message>
    <message>
        <source>%1 from %2 is searched too, after the build&apos;s index.</source>
        <extracomment>%1 is a web address (credentials hidden), %2 PIP_INDEX_URL, PIP_EXTRA_INDEX_URL or &quot;index-url in pip&apos;s configuration&quot;</extracomment>
        <translation>También se consulta %1, indicado en %2, después del índice de la compilación.</translation>
    </message>
    <message>
        <source>Use https, or allow plain http explicitly if this index is on a network you trust.</source>
        <translation>Use https, o permita explícitamente http sin cifrar si este índice está en una red de confianza.</translation>
    </message>
    <message>
        <source>The wheel folder %1 does not exist.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>La carpeta de wheels %1 no existe.</translation>
    </message>
    <message>
        <source>The index %1 offers no torch wheel for Python %2 on %3 %4.</source>
        <extracomment>%1 is a web address (credentials hidden), %2 a Python version such as 3.12, %3 an OS such as linux, %4 a CPU architecture such as x86_64</extracomment>
        <translation>El índice %1 no ofrece ningún wheel de torch para Python %2 en %3 %4.</translation>
    </message>
    <message>
        <source>The index %1 does not offer torch %2 yet (the newest the compatibility matrix knows for the %3 build); it installs torch %4, the newest it offers that fits.</source>
        <extracomment>%1 is a web address (credentials hidden), %2 and %4 torch versions such as 2.9.0, %3 a build such as cu128</extracomment>
        <translation>El índice %1 aún no ofrece torch %2 (la versión más reciente que conoce la matriz de compatibilidad para la compilación %3); se instala torch %4, la más reciente que ofrece y que es adecuada.</translation>
    </message>
    <message>
        <source>The index %1 offers torch %2, none of which the compatibility matrix accepts for the %3 build with Python %4.</source>
        <translation>El índice %1 ofrece torch %2, pero la matriz de compatibilidad no acepta ninguna de esas versiones para la compilación %3 con Python %4.</translation>
    </message>
    <message>
        <source>Preparing</source>
        <translation>Preparando</translation>
    </message>
    <message>
        <source>Getting a portable Python</source>
        <translation>Obteniendo un Python portátil</translation>
    </message>
    <message>
        <source>Preparing the Python environment</source>
        <translation>Preparando el entorno de Python</translation>
    </message>
    <message>
        <source>Downloading and installing packages</source>
        <translation>Descargando e instalando paquetes</translation>
    </message>
    <message>
        <source>Configuring the environment</source>
        <translation>Configurando el entorno</translation>
    </message>
    <message>
        <source>Checking that PyTorch works on this computer</source>
        <translation>Comprobando que PyTorch funciona en este equipo</translation>
    </message>
    <message>
        <source>The installation was cancelled.</source>
        <translation>Se canceló la instalación.</translation>
    </message>
    <message>
        <source>The installation was cancelled; %1 is as it was before.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Se canceló la instalación; %1 ha quedado como estaba.</translation>
    </message>
    <message>
        <source>The folder %1 could not be created; choose a folder you can write to.</source>
        <translation>No se pudo crear la carpeta %1; elija una carpeta en la que pueda escribir.</translation>
    </message>
    <message>
        <source>Another installation (process %1) is working on %2; wait for it to finish, or stop it.</source>
        <extracomment>%1 is a process id (a number), %2 a folder</extracomment>
        <translation>Otra instalación (proceso %1) está trabajando en %2; espere a que termine o deténgala.</translation>
    </message>
    <message>
        <source>%1 cannot be written: the lock file %2 could not be created. Choose a folder you can write to.</source>
        <extracomment>%1 is a folder, %2 a file</extracomment>
        <translation>No se puede escribir en %1: no se pudo crear el archivo de bloqueo %2. Elija una carpeta en la que pueda escribir.</translation>
    </message>
    <message>
        <source>Nothing was changed.</source>
        <translation>No se modificó nada.</translation>
    </message>
    <message>
        <source>The broken environment %1 could not be removed.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>No se pudo eliminar el entorno dañado %1.</translation>
    </message>
    <message>
        <source>Python %1&apos;s venv module</source>
        <extracomment>a program&apos;s name; %1 is a Python version such as 3.12.7</extracomment>
        <translation>El módulo venv de Python %1</translation>
    </message>
    <message>
        <source>TORCH_SETUP_STREAM_TO_PIP is set</source>
        <translation>TORCH_SETUP_STREAM_TO_PIP está definida</translation>
    </message>
    <message>
        <source>Installing through the mirror instead: %1.</source>
        <extracomment>%1 is why the verified route was not possible (a clause)</extracomment>
        <translation>En su lugar, se instala a través de la réplica: %1.</translation>
    </message>
    <message>
        <source>The packages were installed, but PyTorch could not be checked (%1); the environment was put back as it was.</source>
        <extracomment>%1 is what went wrong (an error message)</extracomment>
        <translation>Los paquetes se instalaron, pero no se pudo comprobar PyTorch (%1); el entorno se ha devuelto a como estaba.</translation>
    </message>
    <message>
        <source>The new PyTorch does not work on this computer: %1 The environment was put back as it was.</source>
        <extracomment>%1 is the verification&apos;s verdict, a whole sentence ending in a full stop</extracomment>
        <translation>El nuevo PyTorch no funciona en este equipo: %1 El entorno se ha devuelto a como estaba.</translation>
    </message>
    <message>
        <source>%1 was not found: no version of it that fits Python %2 on this computer is on %3. Check the name and version, or choose another index.</source>
        <extracomment>%1 is a requirement such as torch==2.9.0, %2 a Python version such as 3.12, %3 a list of web addresses (credentials hidden)</extracomment>
        <translation>No se encontró %1: en %3 no hay ninguna versión que sea adecuada para Python %2 en este equipo. Compruebe el nombre y la versión, o elija otro índice.</translation>
    </message>
    <message>
        <source>pip could not install the packages: %1</source>
        <extracomment>%1 is how pip ended, a whole sentence such as &quot;pip exited with code 1.&quot;</extracomment>
        <translation>pip no pudo instalar los paquetes: %1</translation>
    </message>
    <message>
        <source>No temporary folder could be made (%1).</source>
        <extracomment>%1 is an error message from the system</extracomment>
        <translation>No se pudo crear una carpeta temporal (%1).</translation>
    </message>
    <message>
        <source>The files are listed once the portable Python is there; its download comes first.</source>
        <translation>Los archivos se mostrarán cuando el Python portátil esté disponible; primero se descarga este.</translation>
    </message>
    <message>
        <source>pip&apos;s own report of what it would install</source>
        <translation>el propio informe de pip sobre lo que instalaría</translation>
    </message>
    <message>
        <source>read from the metadata pip asked for: this pip fetches whole files for a dry run</source>
        <translation>leído de los metadatos que pidió pip: esta versión de pip descarga los archivos completos en una simulación</translation>
    </message>
    <message>
        <source>The file %1 could not be read: %2.</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>No se pudo leer el archivo %1: %2.</translation>
    </message>
    <message>
        <source>Checking %1 was cancelled.</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>Se canceló la comprobación de %1.</translation>
    </message>
    <message>
        <source>The archive %1 holds no Python at %2; it is not a python-build-standalone install_only archive for this computer.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 a path inside it such as python/bin/python3</extracomment>
        <translation>El archivo comprimido %1 no contiene ningún Python en %2; no es un archivo install_only de python-build-standalone para este equipo.</translation>
    </message>
    <message>
        <source>The portable Python</source>
        <translation>El Python portátil</translation>
    </message>
    <message>
        <source>The Python unpacked from %1 does not work on this computer, so it was not installed: %2</source>
        <extracomment>%1 is an archive&apos;s file name, %2 how the program ended, a whole sentence such as &quot;Python exited with code 1.&quot;</extracomment>
        <translation>El Python extraído de %1 no funciona en este equipo, así que no se instaló: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a SHA-256 digest (64 hexadecimal digits), so %2 cannot be verified.</source>
        <extracomment>%1 is the text given as a digest, %2 an archive&apos;s file name</extracomment>
        <translation>&quot;%1&quot; no es un resumen SHA-256 (64 dígitos hexadecimales), así que no se puede verificar %2.</translation>
    </message>
    <message>
        <source>The file %1 is not the expected download: its SHA-256 is %2, but %3 was expected. Delete it and download it again.</source>
        <extracomment>%1 is a file, %2 and %3 SHA-256 checksums (64 hexadecimal digits)</extracomment>
        <translation>El archivo %1 no es la descarga esperada: su SHA-256 es %2, pero se esperaba %3. Elimínelo y vuelva a descargarlo.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Python version of the form 3.X.Y.</source>
        <extracomment>%1 is the text given as a Python version</extracomment>
        <translation>&quot;%1&quot; no es una versión de Python con el formato 3.X.Y.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a python-build-standalone release tag (eight digits, such as 20241016).</source>
        <extracomment>%1 is the text given as a release tag</extracomment>
        <translation>&quot;%1&quot; no es una etiqueta de versión de python-build-standalone (ocho dígitos, como 20241016).</translation>
    </message>
    <message>
        <source>There is no portable Python for the platform %1; it is provided for 64-bit Linux (x86_64, aarch64), 64-bit Windows on x86_64 and macOS.</source>
        <extracomment>%1 is a platform triple such as x86_64-unknown-linux-gnu</extracomment>
        <translation>No hay ningún Python portátil para la plataforma %1; se ofrece para Linux de 64 bits (x86_64, aarch64), Windows de 64 bits en x86_64 y macOS.</translation>
    </message>
    <message>
        <source>%1 is not the name of a python-build-standalone install_only archive (cpython-&lt;version&gt;+&lt;tag&gt;-&lt;platform&gt;-install_only.tar.gz).</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>%1 no es el nombre de un archivo install_only de python-build-standalone (cpython-&lt;version&gt;+&lt;tag&gt;-&lt;platform&gt;-install_only.tar.gz).</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <source>%1 is not a JSON object (%2).</source>
        <extracomment>%1 is a file, %2 the JSON parser&apos;s reason</extracomment>
        <translation>%1 no es un objeto JSON (%2).</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; %3</source>
        <extracomment>%1 is a file, %2 a key in it such as &quot;versions&quot;, %3 what is wrong with its value (a clause that starts with a verb, such as &quot;must be 1.&quot;)</extracomment>
        <translation>%1: &quot;%2&quot; %3</translation>
    </message>
    <message>
        <source>must be 1.</source>
        <translation>debe ser 1.</translation>
    </message>
    <message>
        <source>must be a release&apos;s date tag such as 20260610.</source>
        <translation>debe ser la etiqueta de fecha de una versión publicada, como 20260610.</translation>
    </message>
    <message>
        <source>must be a file name.</source>
        <translation>debe ser un nombre de archivo.</translation>
    </message>
    <message>
        <source>maps &quot;%1&quot; to &quot;%2&quot;; each entry maps a minor such as 3.12 to a version such as 3.12.13.</source>
        <extracomment>%1 and %2 are values from the file, such as 3.12 and 3.12.13</extracomment>
        <translation>asigna &quot;%1&quot; a &quot;%2&quot;; cada entrada debe asignar una versión menor como 3.12 a una versión como 3.12.13.</translation>
    </message>
    <message>
        <source>lists no Python version.</source>
        <translation>no indica ninguna versión de Python.</translation>
    </message>
    <message>
        <source>must be one of the minors listed in &quot;versions&quot;.</source>
        <translation>debe ser una de las versiones menores indicadas en &quot;versions&quot;.</translation>
    </message>
    <message>
        <source>must say where the facts come from.</source>
        <translation>debe indicar de dónde proceden los datos.</translation>
    </message>
    <message>
        <source>The Python at %1 could not be examined, so it is not used. %2</source>
        <extracomment>%1 is a file, %2 how the program ended, a whole sentence such as &quot;Python exited with code 1.&quot;</extracomment>
        <translation>No se pudo examinar el Python de %1, así que no se usa. %2</translation>
    </message>
    <message>
        <source>The Python at %1 ran but did not answer the question about its version, so it is not used.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>El Python de %1 se ejecutó, pero no respondió a la consulta sobre su versión, así que no se usa.</translation>
    </message>
    <message>
        <source>The Python at %1 is Python %2; PyTorch needs Python 3, so install a current Python 3.</source>
        <extracomment>%1 is a file, %2 a Python version such as 2.7.18</extracomment>
        <translation>El Python de %1 es Python %2; PyTorch necesita Python 3, así que instale un Python 3 actual.</translation>
    </message>
    <message>
        <source>The Python at %1 is %2 %3; PyTorch publishes wheels for CPython only, so use CPython (from python.org or your system&apos;s packages).</source>
        <extracomment>%1 is a file, %2 a Python implementation such as PyPy, %3 its version</extracomment>
        <translation>El Python de %1 es %2 %3; PyTorch solo publica wheels para CPython, así que use CPython (de python.org o de los paquetes de su sistema).</translation>
    </message>
    <message>
        <source>The Python at %1 is a 32-bit build of Python %2; PyTorch needs a 64-bit Python, so install the 64-bit version.</source>
        <extracomment>%1 is a file, %2 a Python version such as 3.12.7</extracomment>
        <translation>El Python de %1 es una compilación de 32 bits de Python %2; PyTorch necesita un Python de 64 bits, así que instale la versión de 64 bits.</translation>
    </message>
    <message>
        <source>The Python at %1 is a Python %2 build for %3 on %4, where PyTorch publishes no wheels.</source>
        <extracomment>%1 is a file, %2 a Python version such as 3.12.7, %3 a CPU architecture such as armv7l, %4 an OS such as linux</extracomment>
        <translation>El Python de %1 es una compilación de Python %2 para %3 en %4, donde PyTorch no publica wheels.</translation>
    </message>
    <message>
        <source>The Python at %1 is Python %2, for which PyTorch publishes no wheels on %3.</source>
        <extracomment>%1 is a file, %2 a Python version such as 3.12, %3 a platform such as linux-x86_64</extracomment>
        <translation>El Python de %1 es Python %2, para el que PyTorch no publica wheels en %3.</translation>
    </message>
    <message>
        <source>The Python at %1 is Python %2, which PyTorch publishes no wheels for on %3 yet; the newest Python it supports there is %4.</source>
        <extracomment>%1 is a file, %2 and %4 Python versions such as 3.14, %3 a platform such as linux-x86_64</extracomment>
        <translation>El Python de %1 es Python %2, para el que PyTorch aún no publica wheels en %3; el Python más reciente que admite ahí es %4.</translation>
    </message>
    <message>
        <source>The Python at %1 is Python %2, but the last PyTorch release for %3, torch %4, supports Python %5 at the newest.</source>
        <extracomment>%1 is a file, %2 and %5 Python versions such as 3.13, %3 a platform such as macos-x86_64, %4 a torch version such as 2.2.2</extracomment>
        <translation>El Python de %1 es Python %2, pero la última versión de PyTorch para %3, torch %4, admite como máximo Python %5.</translation>
    </message>
    <message>
        <source>The Python at %1 is Python %2, which is older than any Python that PyTorch publishes wheels for on %3; the oldest it supports there is %4.</source>
        <extracomment>%1 is a file, %2 and %4 Python versions such as 3.8, %3 a platform such as linux-x86_64</extracomment>
        <translation>El Python de %1 es Python %2, que es anterior a cualquier Python para el que PyTorch publica wheels en %3; el más antiguo que admite ahí es %4.</translation>
    </message>
    <message>
        <source>The Python at %1 has no venv module, so it cannot create virtual environments; install a complete Python %2.</source>
        <extracomment>%1 is a file, %2 a Python version such as 3.12</extracomment>
        <translation>El Python de %1 no tiene el módulo venv, así que no puede crear entornos virtuales; instale un Python %2 completo.</translation>
    </message>
    <message>
        <source>The Python at %1 cannot create virtual environments with pip because its ensurepip module is missing; on Debian and Ubuntu, install the python%2-venv package (sudo apt install python%2-venv).</source>
        <extracomment>%1 is a file, %2 a Python version such as 3.12 (also in the package&apos;s name, python3.12-venv)</extracomment>
        <translation>El Python de %1 no puede crear entornos virtuales con pip porque le falta el módulo ensurepip; en Debian y Ubuntu, instale el paquete python%2-venv (sudo apt install python%2-venv).</translation>
    </message>
    <message>
        <source>The Python at %1 cannot create virtual environments with pip because its ensurepip module is missing; reinstall Python %2 with pip included.</source>
        <extracomment>%1 is a file, %2 a Python version such as 3.12</extracomment>
        <translation>El Python de %1 no puede crear entornos virtuales con pip porque le falta el módulo ensurepip; vuelva a instalar Python %2 con pip incluido.</translation>
    </message>
    <message>
        <source>Python %1 gets torch %2 at most on %3; a newer Python gets torch %4.</source>
        <extracomment>%1 is a Python version such as 3.9, %2 and %4 torch versions such as 2.8.0, %3 a platform such as linux-x86_64</extracomment>
        <translation>Python %1 obtiene como máximo torch %2 en %3; un Python más reciente obtiene torch %4.</translation>
    </message>
    <message>
        <source>The search for Python interpreters was cancelled.</source>
        <translation>Se canceló la búsqueda de intérpretes de Python.</translation>
    </message>
    <message>
        <source>Unpacking %1 was cancelled.</source>
        <extracomment>%1 is an archive&apos;s file name</extracomment>
        <translation>Se canceló la extracción de %1.</translation>
    </message>
    <message>
        <source>The archive %1 could not be opened: %2.</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>No se pudo abrir el archivo comprimido %1: %2.</translation>
    </message>
    <message>
        <source>The archive %1 could not be opened: this build cannot decompress its format.</source>
        <extracomment>%1 is an archive&apos;s file name</extracomment>
        <translation>No se pudo abrir el archivo comprimido %1: esta compilación del programa no puede descomprimir su formato.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist, so nothing can be unpacked into it.</source>
        <translation>La carpeta %1 no existe, así que no se puede extraer nada en ella.</translation>
    </message>
    <message>
        <source>%1 already exists and is not a folder; choose another place to unpack to.</source>
        <extracomment>%1 is a path</extracomment>
        <translation>%1 ya existe y no es una carpeta; elija otro lugar donde extraer.</translation>
    </message>
    <message>
        <source>The folder %1 is not empty; choose an empty or new folder to unpack to.</source>
        <translation>La carpeta %1 no está vacía; elija una carpeta vacía o nueva donde extraer.</translation>
    </message>
    <message>
        <source>No folder to unpack %1 into was given.</source>
        <extracomment>%1 is an archive&apos;s file name</extracomment>
        <translation>No se indicó ninguna carpeta donde extraer %1.</translation>
    </message>
    <message>
        <source>There is not enough free space in %1 to unpack %2: it needs %3 MB and %4 MB are free. Free some space and try again.</source>
        <extracomment>%1 is a folder, %2 an archive&apos;s file name, %3 and %4 numbers of megabytes</extracomment>
        <translation>No hay suficiente espacio libre en %1 para extraer %2: se necesitan %3 MB y hay %4 MB libres. Libere espacio y vuelva a intentarlo.</translation>
    </message>
    <message>
        <source>The archive %1 changed while it was being unpacked; nothing was kept.</source>
        <extracomment>%1 is an archive&apos;s file name</extracomment>
        <translation>El archivo comprimido %1 cambió mientras se extraía; no se conservó nada.</translation>
    </message>
    <message>
        <source>Line %1 of %2 is not of the form &quot;&lt;64 hexadecimal digits&gt;  &lt;file name&gt;&quot;; the checksum list cannot be trusted.</source>
        <extracomment>%1 is a line number, %2 a checksum list&apos;s web address</extracomment>
        <translation>La línea %1 de %2 no tiene el formato &quot;&lt;64 dígitos hexadecimales&gt;  &lt;nombre de archivo&gt;&quot;; no se puede confiar en la lista de sumas de comprobación.</translation>
    </message>
    <message>
        <source>Line %1 of %2 names a file in text that is not UTF-8; the checksum list cannot be trusted.</source>
        <extracomment>%1 is a line number, %2 a checksum list&apos;s web address</extracomment>
        <translation>La línea %1 de %2 indica un archivo con un texto que no es UTF-8; no se puede confiar en la lista de sumas de comprobación.</translation>
    </message>
    <message>
        <source>Line %1 of %2 does not name a plain file (a folder, a control character or surrounding spaces); the checksum list cannot be trusted.</source>
        <extracomment>%1 is a line number, %2 a checksum list&apos;s web address</extracomment>
        <translation>La línea %1 de %2 no indica un archivo normal (una carpeta, un carácter de control o espacios alrededor); no se puede confiar en la lista de sumas de comprobación.</translation>
    </message>
    <message>
        <source>Line %1 of %2 lists %3 a second time; the checksum list cannot be trusted.</source>
        <extracomment>%1 is a line number, %2 a checksum list&apos;s web address, %3 a file name</extracomment>
        <translation>La línea %1 de %2 indica %3 por segunda vez; no se puede confiar en la lista de sumas de comprobación.</translation>
    </message>
    <message>
        <source>%1 lists no files; the checksum list is empty or not a checksum list.</source>
        <extracomment>%1 is a checksum list&apos;s web address</extracomment>
        <translation>%1 no indica ningún archivo; la lista de sumas de comprobación está vacía o no es una lista de sumas de comprobación.</translation>
    </message>
    <message>
        <source>%1 lists no checksum for %2, so that file cannot be verified.</source>
        <extracomment>%1 is a checksum list&apos;s web address, %2 a file name</extracomment>
        <translation>%1 no contiene ninguna suma de comprobación para %2, así que no se puede verificar ese archivo.</translation>
    </message>
    <message>
        <source>A temporary folder for unpacking %1 could not be created in %2. Check that the folder is writable.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 a folder</extracomment>
        <translation>No se pudo crear una carpeta temporal en %2 para extraer %1. Compruebe que se puede escribir en la carpeta.</translation>
    </message>
    <message>
        <source>There is not enough free space in %1 to unpack %2. Free some space and try again.</source>
        <extracomment>%1 is a folder, %2 an archive&apos;s file name</extracomment>
        <translation>No hay suficiente espacio libre en %1 para extraer %2. Libere espacio y vuelva a intentarlo.</translation>
    </message>
    <message>
        <source>Writing %1 while unpacking %2 failed: %3.</source>
        <extracomment>%1 is a file, %2 an archive&apos;s file name, %3 an error message from the system</extracomment>
        <translation>Falló la escritura de %1 al extraer %2: %3.</translation>
    </message>
    <message>
        <source>The folder %1 could not be created while unpacking %2.</source>
        <translation>No se pudo crear la carpeta %1 al extraer %2.</translation>
    </message>
    <message>
        <source>The symlink %1 could not be created while unpacking %2.</source>
        <extracomment>%1 is a symlink&apos;s path, %2 an archive&apos;s file name</extracomment>
        <translation>No se pudo crear el enlace simbólico %1 al extraer %2.</translation>
    </message>
    <message>
        <source>The unpacked %1 could not be moved to %2. Make sure that folder does not exist or is empty, then try again.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 a folder</extracomment>
        <translation>No se pudo mover el contenido extraído %1 a %2. Asegúrese de que esa carpeta no existe o está vacía y vuelva a intentarlo.</translation>
    </message>
    <message>
        <source>The archive %1 is incomplete or damaged: it ends before its end-of-archive marker. Get the archive again.</source>
        <extracomment>%1 is an archive&apos;s file name</extracomment>
        <translation>El archivo comprimido %1 está incompleto o dañado: termina antes de su marca de fin de archivo. Vuelva a obtener el archivo comprimido.</translation>
    </message>
    <message>
        <source>The archive %1 is incomplete or damaged: it ends inside the member &quot;%2&quot;. Get the archive again.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 a member&apos;s name in it</extracomment>
        <translation>El archivo comprimido %1 está incompleto o dañado: termina en mitad de la entrada &quot;%2&quot;. Vuelva a obtener el archivo comprimido.</translation>
    </message>
    <message>
        <source>The archive %1 is damaged: its data cannot be read or decompressed. Get the archive again.</source>
        <extracomment>%1 is an archive&apos;s file name</extracomment>
        <translation>El archivo comprimido %1 está dañado: sus datos no se pueden leer ni descomprimir. Vuelva a obtener el archivo comprimido.</translation>
    </message>
    <message>
        <source>Reading the archive %1 was cancelled.</source>
        <extracomment>%1 is an archive&apos;s file name</extracomment>
        <translation>Se canceló la lectura del archivo comprimido %1.</translation>
    </message>
    <message>
        <source>The archive %1 is damaged: the header at byte %2 of its unpacked data is not valid. Get the archive again.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 a byte offset (a number)</extracomment>
        <translation>El archivo comprimido %1 está dañado: la cabecera del byte %2 de sus datos descomprimidos no es válida. Vuelva a obtener el archivo comprimido.</translation>
    </message>
    <message>
        <source>The archive %1 is damaged: a long name or extended header at byte %2 is not followed by a member. Get the archive again.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 a byte offset (a number)</extracomment>
        <translation>El archivo comprimido %1 está dañado: a un nombre largo o una cabecera extendida del byte %2 no le sigue ninguna entrada. Vuelva a obtener el archivo comprimido.</translation>
    </message>
    <message>
        <source>The archive %1 is damaged: an empty block at byte %2 is followed by more members. Get the archive again.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 a byte offset (a number)</extracomment>
        <translation>El archivo comprimido %1 está dañado: a un bloque vacío del byte %2 le siguen más entradas. Vuelva a obtener el archivo comprimido.</translation>
    </message>
    <message>
        <source>The archive %1 gives one member two long names at byte %2; it is refused because tools would disagree about which one counts.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 a byte offset (a number)</extracomment>
        <translation>El archivo comprimido %1 da a una entrada dos nombres largos en el byte %2; se rechaza porque las herramientas no coincidirían en cuál de ellos vale.</translation>
    </message>
    <message>
        <source>The archive %1 holds a long name of %2 bytes at byte %3, more than the %4 allowed.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 and %4 numbers of bytes, %3 a byte offset</extracomment>
        <translation>El archivo comprimido %1 contiene un nombre largo de %2 bytes en el byte %3, más de los %4 permitidos.</translation>
    </message>
    <message>
        <source>The archive %1 has two extended headers for one member at byte %2.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 a byte offset (a number)</extracomment>
        <translation>El archivo comprimido %1 tiene dos cabeceras extendidas para una misma entrada en el byte %2.</translation>
    </message>
    <message>
        <source>The archive %1 holds an extended header of %2 bytes at byte %3, more than the %4 allowed.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 and %4 numbers of bytes, %3 a byte offset</extracomment>
        <translation>El archivo comprimido %1 contiene una cabecera extendida de %2 bytes en el byte %3, más de los %4 permitidos.</translation>
    </message>
    <message>
        <source>The archive %1 is damaged: the extended header at byte %2 is malformed. Get the archive again.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 a byte offset (a number)</extracomment>
        <translation>El archivo comprimido %1 está dañado: la cabecera extendida del byte %2 está mal formada. Vuelva a obtener el archivo comprimido.</translation>
    </message>
    <message>
        <source>The archive %1 stores a sparse file, which this program does not unpack.</source>
        <extracomment>%1 is an archive&apos;s file name</extracomment>
        <translation>El archivo comprimido %1 almacena un archivo disperso, que este programa no extrae.</translation>
    </message>
    <message>
        <source>The archive %1 has a global extended header at byte %2 that renames or resizes members; it is refused.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 a byte offset (a number)</extracomment>
        <translation>El archivo comprimido %1 tiene en el byte %2 una cabecera extendida global que cambia el nombre o el tamaño de las entradas; se rechaza.</translation>
    </message>
    <message>
        <source>The archive %1 has unexpected data after its end-of-archive marker; it is refused.</source>
        <extracomment>%1 is an archive&apos;s file name</extracomment>
        <translation>El archivo comprimido %1 tiene datos inesperados después de su marca de fin de archivo; se rechaza.</translation>
    </message>
    <message>
        <source>The archive %1 is incomplete or damaged: its compressed data ends early. Get the archive again.</source>
        <extracomment>%1 is an archive&apos;s file name</extracomment>
        <translation>El archivo comprimido %1 está incompleto o dañado: sus datos comprimidos terminan antes de tiempo. Vuelva a obtener el archivo comprimido.</translation>
    </message>
    <message>
        <source>%1 will be added.</source>
        <extracomment>%1 is a package name such as torchvision</extracomment>
        <translation>Se añadirá %1.</translation>
    </message>
    <message>
        <source>%1 %2 will be added.</source>
        <extracomment>%1 is a package name such as torchvision, %2 a version or range such as 0.24.0+cu128 or &gt;=0.20</extracomment>
        <translation>Se añadirá %1 %2.</translation>
    </message>
    <message>
        <source>%1 %2 will be upgraded to %3.</source>
        <extracomment>%1 is a package name such as torchvision, %2 the installed version, %3 the new version or range</extracomment>
        <translation>%1 %2 se actualizará a %3.</translation>
    </message>
    <message>
        <source>%1 %2 will be replaced by the older %3.</source>
        <extracomment>%1 is a package name such as torchvision, %2 the installed version, %3 the older version or range</extracomment>
        <translation>%1 %2 se sustituirá por la versión anterior %3.</translation>
    </message>
    <message>
        <source>%1 %2 will be replaced by another build.</source>
        <extracomment>%1 is a package name such as torchvision, %2 the installed version</extracomment>
        <translation>%1 %2 se sustituirá por otra compilación.</translation>
    </message>
    <message>
        <source>%1 %2 will be replaced by %3.</source>
        <extracomment>%1 is a package name such as torchvision, %2 the installed version, %3 another build&apos;s version such as 0.24.0+cu128</extracomment>
        <translation>%1 %2 se sustituirá por %3.</translation>
    </message>
    <message>
        <source>%1 %2 will be installed again.</source>
        <extracomment>%1 is a package name such as torchvision, %2 the installed version</extracomment>
        <translation>%1 %2 se volverá a instalar.</translation>
    </message>
    <message>
        <source>%1 %2 will be installed again as %3.</source>
        <extracomment>%1 is a package name such as torchvision, %2 the installed version, %3 a version or range such as 0.24.0+cu128</extracomment>
        <translation>%1 %2 se volverá a instalar como %3.</translation>
    </message>
    <message>
        <source>%1 %2 will be removed: it belongs to another build of torch and would get in the way of this one.</source>
        <extracomment>%1 is a package name such as triton, %2 the installed version</extracomment>
        <translation>%1 %2 se eliminará: pertenece a otra compilación de torch y estorbaría a esta.</translation>
    </message>
    <message>
        <source>%1 %2 stays as it is.</source>
        <extracomment>%1 is a package name such as torchvision, %2 the installed version</extracomment>
        <translation>%1 %2 se queda como está.</translation>
    </message>
    <message>
        <source>The environment in %1 already has the packages asked for; they will be installed again over themselves, as a repair.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>El entorno de %1 ya tiene los paquetes solicitados; se volverán a instalar sobre sí mismos, como reparación.</translation>
    </message>
    <message>
        <source>The environment in %1 already has %2; it will be installed again over itself, as a repair.</source>
        <extracomment>%1 is a folder, %2 a package with its version, such as &quot;torch 2.9.0+cu128&quot;</extracomment>
        <translation>El entorno de %1 ya tiene %2; se volverá a instalar sobre sí mismo, como reparación.</translation>
    </message>
    <message>
        <source>%1 is the CPU build, but this computer&apos;s GPU would use %2; the install switches it.</source>
        <extracomment>%1 is a package with its version, such as &quot;torch 2.9.0+cpu&quot;; %2 a build such as cu128</extracomment>
        <translation>%1 es la compilación para CPU, pero la GPU de este equipo usaría %2; la instalación hace el cambio.</translation>
    </message>
    <message>
        <source>%1 is the CPU build, but this computer&apos;s GPU (%2) would use %3; the install switches it.</source>
        <extracomment>%1 is a package with its version, such as &quot;torch 2.9.0+cpu&quot;; %2 a GPU&apos;s name; %3 a build such as cu128</extracomment>
        <translation>%1 es la compilación para CPU, pero la GPU de este equipo (%2) usaría %3; la instalación hace el cambio.</translation>
    </message>
    <message>
        <source>A new environment will be created in %1, and %2 will be installed into it.</source>
        <extracomment>%1 is a folder, %2 a package with its version, such as &quot;torch 2.9.0+cu128&quot;
----------
%1 is a folder, %2 a list of package requirements such as &quot;numpy, pillow&gt;=10&quot;</extracomment>
        <translation>Se creará un entorno nuevo en %1 y se instalará en él %2.</translation>
    </message>
    <message>
        <source>The environment in %1 cannot be used any more, because its pyvenv.cfg does not say where its base Python is; it will be created again, and %2 will be installed into it.</source>
        <extracomment>%1 is a folder, %2 a package with its version, such as &quot;torch 2.9.0+cu128&quot;</extracomment>
        <translation>El entorno de %1 ya no se puede usar, porque su pyvenv.cfg no indica dónde está su Python base; se volverá a crear y se instalará en él %2.</translation>
    </message>
    <message>
        <source>The environment in %1 cannot be used any more, because its base Python (%2) is gone; it will be created again, and %3 will be installed into it.</source>
        <extracomment>%1 is a folder, %2 a Python interpreter&apos;s file or folder, %3 a package with its version, such as &quot;torch 2.9.0+cu128&quot;</extracomment>
        <translation>El entorno de %1 ya no se puede usar, porque su Python base (%2) ya no existe; se volverá a crear y se instalará en él %3.</translation>
    </message>
    <message>
        <source>The environment in %1 cannot be used any more, because its own Python (%2) is missing; it will be created again, and %3 will be installed into it.</source>
        <extracomment>%1 is a folder, %2 a Python interpreter&apos;s file, %3 a package with its version, such as &quot;torch 2.9.0+cu128&quot;</extracomment>
        <translation>El entorno de %1 ya no se puede usar, porque falta su propio Python (%2); se volverá a crear y se instalará en él %3.</translation>
    </message>
    <message>
        <source>The environment in %1 has no torch yet; %2 will be installed into it.</source>
        <extracomment>%1 is a folder, %2 a package with its version, such as &quot;torch 2.9.0+cu128&quot;</extracomment>
        <translation>El entorno de %1 aún no tiene torch; se instalará en él %2.</translation>
    </message>
    <message>
        <source>The environment in %1 has %2, another build than the chosen one; it will be replaced by %3.</source>
        <extracomment>%1 is a folder, %2 and %3 packages with their versions, such as &quot;torch 2.9.0+cpu&quot; and &quot;torch 2.9.0+cu128&quot;</extracomment>
        <translation>El entorno de %1 tiene %2, una compilación distinta de la elegida; se sustituirá por %3.</translation>
    </message>
    <message>
        <source>The environment in %1 has %2; it will be upgraded to %3.</source>
        <extracomment>%1 is a folder, %2 and %3 packages with their versions, such as &quot;torch 2.8.0&quot; and &quot;torch 2.9.0+cu128&quot;</extracomment>
        <translation>El entorno de %1 tiene %2; se actualizará a %3.</translation>
    </message>
    <message>
        <source>The environment in %1 has %2, which is newer than the chosen %3; it will be replaced by %3.</source>
        <extracomment>%1 is a folder, %2 and %3 packages with their versions, such as &quot;torch 2.9.0&quot; and &quot;torch 2.8.0+cu128&quot;</extracomment>
        <translation>El entorno de %1 tiene %2, que es más reciente que la versión elegida %3; se sustituirá por %3.</translation>
    </message>
    <message>
        <source>The environment in %1 already has %2 and what goes with it; nothing needs to be installed.</source>
        <extracomment>%1 is a folder, %2 a package with its version, such as &quot;torch 2.9.0+cu128&quot;</extracomment>
        <translation>El entorno de %1 ya tiene %2 y todo lo que lo acompaña; no es necesario instalar nada.</translation>
    </message>
    <message>
        <source>The environment in %1 already has %2; the packages that go with it will be brought in line as listed.</source>
        <extracomment>%1 is a folder, %2 a package with its version, such as &quot;torch 2.9.0+cu128&quot;</extracomment>
        <translation>El entorno de %1 ya tiene %2; los paquetes que lo acompañan se ajustarán como se indica.</translation>
    </message>
    <message>
        <source>The environment in %1 has %2; it will be replaced by %3.</source>
        <extracomment>%1 is a folder, %2 and %3 packages with their versions, such as &quot;torch 2.8.0&quot; and &quot;torch 2.9.0+cu128&quot;</extracomment>
        <translation>El entorno de %1 tiene %2; se sustituirá por %3.</translation>
    </message>
    <message>
        <source>The environment in %1 already has %2; nothing needs to be installed.</source>
        <extracomment>%1 is a folder, %2 a list of package requirements such as &quot;numpy, pillow&gt;=10&quot;</extracomment>
        <translation>El entorno de %1 ya tiene %2; no es necesario instalar nada.</translation>
    </message>
    <message>
        <source>%1 will be installed into the environment in %2.</source>
        <extracomment>%1 is a list of package requirements such as &quot;numpy, pillow&gt;=10&quot;, %2 a folder</extracomment>
        <translation>%1 se instalará en el entorno de %2.</translation>
    </message>
    <message>
        <source>%1 could not be written. Check that the environment&apos;s folder is writable and the disk has room, then run the install again.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>No se pudo escribir %1. Compruebe que se puede escribir en la carpeta del entorno y que el disco tiene espacio, y vuelva a ejecutar la instalación.</translation>
    </message>
    <message>
        <source>%1 is not a virtual environment with a site-packages folder, so its settings cannot be kept there. Create the environment first.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>%1 no es un entorno virtual con una carpeta site-packages, así que no se pueden guardar en él sus ajustes. Cree primero el entorno.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be the name of an environment variable: use letters, digits and underscores only, not starting with a digit.</source>
        <extracomment>%1 is the name given for an environment variable</extracomment>
        <translation>&quot;%1&quot; no puede ser el nombre de una variable de entorno: use solo letras, dígitos y guiones bajos, sin empezar por un dígito.</translation>
    </message>
    <message>
        <source>The value of %1 holds a line break or a NUL character, which activation scripts cannot carry. Give it a value on one line.</source>
        <extracomment>%1 is an environment variable&apos;s name</extracomment>
        <translation>El valor de %1 contiene un salto de línea o un carácter NUL, que los scripts de activación no pueden transmitir. Dele un valor de una sola línea.</translation>
    </message>
    <message>
        <source>%1 could not be removed. Check that the environment&apos;s folder is writable, then run the install again.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>No se pudo eliminar %1. Compruebe que se puede escribir en la carpeta del entorno y vuelva a ejecutar la instalación.</translation>
    </message>
    <message>
        <source>%1 could not be read. Check its permissions, then run the install again.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>No se pudo leer %1. Compruebe sus permisos y vuelva a ejecutar la instalación.</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text, so it was left as it is. Create the environment again, then run the install again.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1 no es texto UTF-8, así que se ha dejado como estaba. Vuelva a crear el entorno y, después, vuelva a ejecutar la instalación.</translation>
    </message>
    <message>
        <source>The environment&apos;s configuration file %1 could not be read. Check that it is a readable text file, or choose an empty or new folder for the environment.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>No se pudo leer el archivo de configuración del entorno %1. Compruebe que es un archivo de texto legible, o elija una carpeta vacía o nueva para el entorno.</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder. Choose an empty or new folder for the environment.</source>
        <extracomment>%1 is the path given for the environment</extracomment>
        <translation>%1 es un archivo, no una carpeta. Elija una carpeta vacía o nueva para el entorno.</translation>
    </message>
    <message>
        <source>The folder %1 cannot be read, so it is not known what it holds. Choose an empty or new folder for the environment.</source>
        <translation>No se puede leer la carpeta %1, así que no se sabe qué contiene. Elija una carpeta vacía o nueva para el entorno.</translation>
    </message>
    <message>
        <source>others</source>
        <translation>otros</translation>
    </message>
    <message>
        <source>The folder %1 is not empty (it holds %2) and is not a Python virtual environment, as it has no pyvenv.cfg. Choose an empty or new folder for the environment, so that nothing in it is mixed with or overwritten by the installation.</source>
        <extracomment>%1 is a folder, %2 a list of up to three file or folder names, perhaps followed by &quot;others&quot;</extracomment>
        <translation>La carpeta %1 no está vacía (contiene %2) y no es un entorno virtual de Python, ya que no tiene pyvenv.cfg. Elija una carpeta vacía o nueva para el entorno, para que la instalación no mezcle ni sobrescriba nada de lo que contiene.</translation>
    </message>
    <message>
        <source>The folder %1 could not be created.</source>
        <translation>No se pudo crear la carpeta %1.</translation>
    </message>
    <message>
        <source>%1 could not be copied aside before the update (%2); nothing was changed. Check the free space and the permissions of the folder, and try again.</source>
        <extracomment>%1 is a file or folder, %2 an error message from the system</extracomment>
        <translation>No se pudo hacer una copia aparte de %1 antes de la actualización (%2); no se modificó nada. Compruebe el espacio libre y los permisos de la carpeta, y vuelva a intentarlo.</translation>
    </message>
    <message>
        <source>The journal %1 could not be written: %2.</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>No se pudo escribir el diario %1: %2.</translation>
    </message>
    <message>
        <source>An old copy beside the environment (%1) could not be removed; remove it and try again.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>No se pudo eliminar una copia antigua junto al entorno (%1); elimínela y vuelva a intentarlo.</translation>
    </message>
    <message>
        <source>The copy of the environment could not be renamed to %1.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>No se pudo cambiar el nombre de la copia del entorno a %1.</translation>
    </message>
    <message>
        <source>The half-changed environment %1 could not be removed; the previous one is kept at %2. Remove the first and rename the second back.</source>
        <extracomment>%1 and %2 are folders</extracomment>
        <translation>No se pudo eliminar el entorno modificado a medias %1; el anterior se conserva en %2. Elimine el primero y devuelva al segundo su nombre original.</translation>
    </message>
    <message>
        <source>The previous environment could not be moved back from %1 to %2; rename it by hand.</source>
        <extracomment>%1 and %2 are folders</extracomment>
        <translation>No se pudo devolver el entorno anterior de %1 a %2; cámbiele el nombre a mano.</translation>
    </message>
    <message>
        <source>The journal %1 of an earlier installation cannot be read, so it is not known how to repair %2. Check the environment, then remove the journal.</source>
        <extracomment>%1 is a file, %2 a folder</extracomment>
        <translation>No se puede leer el diario %1 de una instalación anterior, así que no se sabe cómo reparar %2. Compruebe el entorno y, después, elimine el diario.</translation>
    </message>
    <message>
        <source>An earlier installation into %1 was interrupted; the environment it had begun to create was removed.</source>
        <translation>Se interrumpió una instalación anterior en %1; se eliminó el entorno que había empezado a crear.</translation>
    </message>
    <message>
        <source>An earlier installation into %1 was interrupted; the environment was restored to how it was before it.</source>
        <translation>Se interrumpió una instalación anterior en %1; el entorno se restauró a como estaba antes de ella.</translation>
    </message>
    <message>
        <source>%1 with torch-directml</source>
        <extracomment>%1 is a package with its version, such as &quot;torch 2.9.0&quot;</extracomment>
        <translation>%1 con torch-directml</translation>
    </message>
    <message>
        <source>%1 with intel-extension-for-pytorch</source>
        <extracomment>%1 is a package with its version, such as &quot;torch 2.9.0&quot;</extracomment>
        <translation>%1 con intel-extension-for-pytorch</translation>
    </message>
    <message>
        <source>%1 (PyPI&apos;s CUDA %2 build)</source>
        <extracomment>%1 is a package with its version, such as &quot;torch 2.9.0&quot;; %2 a CUDA version such as 12.8</extracomment>
        <translation>%1 (compilación CUDA %2 de PyPI)</translation>
    </message>
    <message>
        <source>%1 (PyPI&apos;s CUDA build)</source>
        <extracomment>%1 is a package with its version, such as &quot;torch 2.9.0&quot;</extracomment>
        <translation>%1 (compilación CUDA de PyPI)</translation>
    </message>
    <message>
        <source>%1 (PyPI&apos;s build for Apple silicon)</source>
        <extracomment>%1 is a package with its version, such as &quot;torch 2.9.0&quot;</extracomment>
        <translation>%1 (compilación de PyPI para Apple silicon)</translation>
    </message>
    <message>
        <source>%1 (PyPI&apos;s CPU build)</source>
        <extracomment>%1 is a package with its version, such as &quot;torch 2.9.0&quot;</extracomment>
        <translation>%1 (compilación para CPU de PyPI)</translation>
    </message>
    <message>
        <source>no temporary folder (%1)</source>
        <extracomment>%1 is an error message from the system</extracomment>
        <translation>no hay carpeta temporal (%1)</translation>
    </message>
    <message>
        <source>pip&apos;s resolution ended with %1</source>
        <extracomment>%1 is how pip ended, a whole sentence such as &quot;pip exited with code 1.&quot;</extracomment>
        <translation>la resolución de pip terminó con %1</translation>
    </message>
    <message>
        <source>%1 could not be downloaded</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>no se pudo descargar %1</translation>
    </message>
    <message>
        <source>pip chose %1, which the mirror did not fetch</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>pip eligió %1, que la réplica no había descargado</translation>
    </message>
    <message>
        <source>pip could not install from the verified files (%1)</source>
        <extracomment>%1 is how pip ended, a whole sentence such as &quot;pip exited with code 1.&quot;</extracomment>
        <translation>pip no pudo instalar desde los archivos verificados (%1)</translation>
    </message>
    <message>
        <source>%1 was not downloaded: the index gives no SHA-256 for it, and only verified files are installed.</source>
        <extracomment>%1 is a file&apos;s address</extracomment>
        <translation>No se descargó %1: el índice no indica ningún SHA-256 para él, y solo se instalan archivos verificados.</translation>
    </message>
    <message>
        <source>%1 was not downloaded: &quot;%2&quot; is not a SHA-256 digest.</source>
        <extracomment>%1 is a file&apos;s address, %2 the text given as its checksum</extracomment>
        <translation>No se descargó %1: &quot;%2&quot; no es un resumen SHA-256.</translation>
    </message>
    <message>
        <source>%1 was not downloaded: &quot;%2&quot; is not a plain file name.</source>
        <extracomment>%1 is a file&apos;s address, %2 the name it would be saved under</extracomment>
        <translation>No se descargó %1: &quot;%2&quot; no es un nombre de archivo simple.</translation>
    </message>
    <message>
        <source>No resume record at %1.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>No hay ningún registro de reanudación en %1.</translation>
    </message>
    <message>
        <source>The resume record %1 is unreadable.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>El registro de reanudación %1 no se puede leer.</translation>
    </message>
    <message>
        <source>The resume record %1 lists a bad range.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>El registro de reanudación %1 indica un rango incorrecto.</translation>
    </message>
    <message>
        <source>Could not write the resume record %1: %2.</source>
        <extracomment>%1 is a file, %2 the system&apos;s reason</extracomment>
        <translation>No se pudo escribir el registro de reanudación %1: %2.</translation>
    </message>
    <message>
        <source>The index page %1 is not a simple repository page (%2).</source>
        <extracomment>%1 is an address, %2 the JSON parser&apos;s reason</extracomment>
        <translation>La página de índice %1 no es una página de repositorio simple (%2).</translation>
    </message>
    <message>
        <source>The index page %1 is not a simple repository page: it has no file list.</source>
        <extracomment>%1 is a web address (credentials hidden)</extracomment>
        <translation>La página de índice %1 no es una página de repositorio simple: no tiene lista de archivos.</translation>
    </message>
    <message>
        <source>The index page %1 is neither a PEP 503 HTML page nor a PEP 691 JSON page; check the index URL.</source>
        <extracomment>%1 is a web address (credentials hidden)</extracomment>
        <translation>La página de índice %1 no es ni una página HTML PEP 503 ni una página JSON PEP 691; compruebe la URL del índice.</translation>
    </message>
    <message>
        <source>%1 is not an http or https address.</source>
        <extracomment>%1 is the address given (credentials hidden)</extracomment>
        <translation>%1 no es una dirección http o https.</translation>
    </message>
    <message>
        <source>%1 was not fetched: downloads from another machine must use https (plain http can be altered on the way).</source>
        <extracomment>%1 is a web address (credentials hidden)</extracomment>
        <translation>No se descargó %1: las descargas desde otro equipo deben usar https (http sin cifrar puede alterarse por el camino).</translation>
    </message>
    <message>
        <source>%1 is in a folder that %2 synchronises: it would upload the environment&apos;s tens of thousands of files and may lock them while they are installed. Choose a folder outside it, such as one directly in your home folder.</source>
        <extracomment>%1 is a folder, %2 a cloud drive such as OneDrive or Dropbox</extracomment>
        <translation>%1 está en una carpeta que %2 sincroniza: subiría las decenas de miles de archivos del entorno y podría bloquearlos mientras se instalan. Elija una carpeta fuera de ella, como una directamente en su carpeta personal.</translation>
    </message>
    <message numerus="yes">
        <source>The archive %1 is refused: its member &quot;%2&quot; takes it past the limit of %n members.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it, %n the most members an archive may have</extracomment>
        <translation>
            <numerusform>Se rechaza el archivo comprimido %1: su entrada &quot;%2&quot; hace que supere el límite de %n entrada.</numerusform>
            <numerusform>Se rechaza el archivo comprimido %1: su entrada &quot;%2&quot; hace que supere el límite de %n entradas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The archive %1 is refused: the path of its member &quot;%2&quot; is longer than %n characters.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it, %n the longest path allowed (a number of characters)</extracomment>
        <translation>
            <numerusform>Se rechaza el archivo comprimido %1: la ruta de su entrada &quot;%2&quot; tiene más de %n carácter.</numerusform>
            <numerusform>Se rechaza el archivo comprimido %1: la ruta de su entrada &quot;%2&quot; tiene más de %n caracteres.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The archive %1 is refused: the target of its symlink &quot;%2&quot; is longer than %n characters.</source>
        <extracomment>%1 is an archive, %2 a symlink&apos;s name in it, %n the longest target allowed (a number of characters)</extracomment>
        <translation>
            <numerusform>Se rechaza el archivo comprimido %1: el destino de su enlace simbólico &quot;%2&quot; tiene más de %n carácter.</numerusform>
            <numerusform>Se rechaza el archivo comprimido %1: el destino de su enlace simbólico &quot;%2&quot; tiene más de %n caracteres.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is not enough disk space on %1: the installation needs about %2 there (%3), but only %4 is free. Free some disk space, or choose another folder for the environment (--venv) or the downloads (--cache-dir).</source>
        <extracomment>%1 is a volume (a drive or mount point), %2 the space the installation needs on it, %3 what goes there (such as &quot;downloads and the environment&quot;), %4 the space free on it</extracomment>
        <translation>No hay suficiente espacio en disco en %1: la instalación necesita unos %2 ahí (%3), pero solo hay %4 libres. Libere espacio en disco o elija otra carpeta para el entorno (--venv) o para las descargas (--cache-dir).</translation>
    </message>
    <message numerus="yes">
        <source>The path %1 is %n characters long: PyTorch&apos;s deepest files inside it would pass Windows&apos; limit of 260 characters, and the installation would fail unless long paths are enabled in Windows.</source>
        <extracomment>%1 is a folder, %n its length (a number of characters); the next sentence says which length works</extracomment>
        <translation>
            <numerusform>La ruta %1 tiene %n carácter: los archivos más profundos de PyTorch dentro de ella superarían el límite de 260 caracteres de Windows, y la instalación fallaría a menos que las rutas largas estén habilitadas en Windows.</numerusform>
            <numerusform>La ruta %1 tiene %n caracteres: los archivos más profundos de PyTorch dentro de ella superarían el límite de 260 caracteres de Windows, y la instalación fallaría a menos que las rutas largas estén habilitadas en Windows.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose a folder with a path of at most %n characters, such as C:\torch-env.</source>
        <extracomment>follows &quot;The path … is … characters long: …&quot;; %n is the longest path that works (a number of characters)</extracomment>
        <translation>
            <numerusform>Elija una carpeta con una ruta de %n carácter como máximo, como C:\torch-env.</numerusform>
            <numerusform>Elija una carpeta con una ruta de %n caracteres como máximo, como C:\torch-env.</numerusform>
        </translation>
    </message>
    <message>
        <source>The folder %1 beside the environment, where installs keep their journal and the copy of the environment, %2; it is not used, so that nobody else can make an install delete or replace the environment. Remove it (after checking what it holds) and try again.</source>
        <extracomment>%1 is a folder, %2 why it cannot be used (one of the reasons below)</extracomment>
        <translation>La carpeta %1 junto al entorno, donde las instalaciones guardan su diario y la copia del entorno, %2; no se usa, para que nadie más pueda hacer que una instalación borre o sustituya el entorno. Elimínela (después de comprobar su contenido) y vuelva a intentarlo.</translation>
    </message>
    <message>
        <source>is not a folder but a link or a file</source>
        <extracomment>a reason, as in &quot;The folder … beside the environment … is not a folder but a link or a file; …&quot;</extracomment>
        <translation>no es una carpeta sino un enlace o un archivo</translation>
    </message>
    <message>
        <source>belongs to another user</source>
        <extracomment>a reason, as in &quot;The folder … beside the environment … belongs to another user; …&quot;</extracomment>
        <translation>pertenece a otro usuario</translation>
    </message>
    <message>
        <source>may be written by other users</source>
        <extracomment>a reason, as in &quot;The folder … beside the environment … may be written by other users; …&quot;</extracomment>
        <translation>puede ser modificada por otros usuarios</translation>
    </message>
    <message>
        <source>%1 cannot be written: the folder %2 could not be created. Choose a folder you can write to.</source>
        <extracomment>%1 is a folder, %2 a folder inside it</extracomment>
        <translation>No se puede escribir en %1: no se pudo crear la carpeta %2. Elija una carpeta en la que pueda escribir.</translation>
    </message>
    <message>
        <source>Also from the folder: %1 (its files are installed unverified: no index gives their SHA-256)</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>También desde la carpeta: %1 (sus archivos se instalan sin verificar: ningún índice da su SHA-256)</translation>
    </message>
    <message>
        <source>An earlier installation into %1 was interrupted; the environment it had begun to create is removed first.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Una instalación anterior en %1 se interrumpió; primero se elimina el entorno que había empezado a crear.</translation>
    </message>
    <message>
        <source>An earlier installation into %1 was interrupted; the environment is first restored to how it was before it.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Una instalación anterior en %1 se interrumpió; primero se restaura el entorno al estado anterior.</translation>
    </message>
    <message>
        <source>%1 is a link; the environment is installed where it points: %2.</source>
        <extracomment>%1 and %2 are folders</extracomment>
        <translation>%1 es un enlace; el entorno se instala donde apunta: %2.</translation>
    </message>
    <message>
        <source>The download cache %1 may be written by other users. Nothing they put there is installed (each file is checked against its SHA-256 when it is used), but they can delete or replace downloads, which are then fetched again. Choose a cache only you can write to with --cache-dir.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Otros usuarios pueden escribir en la caché de descargas %1. Nada de lo que pongan allí se instala (cada archivo se comprueba con su SHA-256 al usarse), pero pueden borrar o sustituir descargas, que entonces se vuelven a descargar. Elija con --cache-dir una caché en la que solo usted pueda escribir.</translation>
    </message>
    <message>
        <source>%1 asks for the %2 build, but --backend %3 was chosen; leave one of them out.</source>
        <extracomment>%1 is a pin such as torch==2.5.1+cu124, %2 and %3 build names such as cu124</extracomment>
        <translation>%1 pide la compilación %2, pero se eligió --backend %3; omita uno de los dos.</translation>
    </message>
    <message>
        <source>The %1 build that %2 asks for is not one this computer can use with Python %3; choose one of: %4.</source>
        <extracomment>%1 is a build name such as cu124, %2 a pin such as torch==2.5.1+cu124, %3 a Python version, %4 a list of build names</extracomment>
        <translation>La compilación %1 que pide %2 no es una que este equipo pueda usar con Python %3; elija una de: %4.</translation>
    </message>
    <message>
        <source>%1 asks for the %2 build; it is installed instead of the recommended %3.</source>
        <extracomment>%1 is a pin such as torch==2.5.1+cu124, %2 and %3 builds such as cu124</extracomment>
        <translation>%1 pide la compilación %2; se instala en lugar de la recomendada %3.</translation>
    </message>
    <message>
        <source>find-links in pip&apos;s configuration</source>
        <translation>find-links en la configuración de pip</translation>
    </message>
    <message>
        <source>%1 names the wheel folder %2: pip may take packages from it, installed as they are there (no index gives their SHA-256, so they are not verified).</source>
        <extracomment>%1 is PIP_FIND_LINKS or &quot;find-links in pip&apos;s configuration&quot;, %2 a folder</extracomment>
        <translation>%1 indica la carpeta de wheels %2: pip puede tomar paquetes de ella, instalados tal como están (ningún índice da su SHA-256, así que no se verifican).</translation>
    </message>
    <message>
        <source>%1 names the address %2; only folders are taken from it, so it is ignored (give an index with --extra-index-url instead).</source>
        <extracomment>%1 is PIP_FIND_LINKS or &quot;find-links in pip&apos;s configuration&quot;, %2 an address</extracomment>
        <translation>%1 indica la dirección %2; de ahí solo se toman carpetas, así que se ignora (indique un índice con --extra-index-url en su lugar).</translation>
    </message>
    <message>
        <source>%1 names %2, which does not exist; it is ignored.</source>
        <extracomment>%1 is PIP_FIND_LINKS or &quot;find-links in pip&apos;s configuration&quot;, %2 a folder</extracomment>
        <translation>%1 indica %2, que no existe; se ignora.</translation>
    </message>
    <message>
        <source>A lock left %1 hours ago by an installation on another computer was removed.</source>
        <extracomment>%1 is a number of hours</extracomment>
        <translation>Se eliminó un bloqueo dejado hace %1 horas por una instalación en otro equipo.</translation>
    </message>
    <message>
        <source>Another installation (process %1 on the computer %2) is working on %3; wait for it to finish. If it stopped without finishing, its lock is taken over %4 hours after it was made.</source>
        <extracomment>%1 a process number, %2 a computer&apos;s name, %3 a folder, %4 a number of hours</extracomment>
        <translation>Otra instalación (proceso %1 en el equipo %2) está trabajando en %3; espere a que termine. Si se detuvo sin terminar, su bloqueo se toma %4 horas después de crearse.</translation>
    </message>
    <message>
        <source>The file %1 for pip could not be written: %2.</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>No se pudo escribir el archivo %1 para pip: %2.</translation>
    </message>
    <message>
        <source>The copy of the environment could not be moved into %1.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>No se pudo mover la copia del entorno a %1.</translation>
    </message>
    <message>
        <source>The journal %1 could not be moved into %2.</source>
        <extracomment>%1 is a file, %2 a folder</extracomment>
        <translation>No se pudo mover el diario %1 a %2.</translation>
    </message>
    <message>
        <source>%1 could not be read</source>
        <extracomment>%1 is a file</extracomment>
        <translation>no se pudo leer %1</translation>
    </message>
    <message>
        <source>the list of verified files could not be written (%1)</source>
        <extracomment>%1 is a folder
----------
%1 is an error message from the system</extracomment>
        <translation>no se pudo escribir la lista de archivos verificados (%1)</translation>
    </message>
    <message>
        <source>%1 was not fetched: an index or a redirect pointed at a service on this computer that was not named as an index.</source>
        <extracomment>%1 is a web address (credentials hidden)</extracomment>
        <translation>No se descargó %1: un índice o una redirección apuntaba a un servicio de este equipo que no se indicó como índice.</translation>
    </message>
    <message>
        <source>Every package is compiled to bytecode before the installation ends: it runs as root, and users who may not write to the environment could not keep what their Python compiles.</source>
        <translation>Cada paquete se compila a bytecode antes de que termine la instalación: se ejecuta como root, y los usuarios que no pueden escribir en el entorno no podrían conservar lo que compila su Python.</translation>
    </message>
    <message>
        <source>Not every file of the environment could be compiled to bytecode (%1); Python compiles the rest when it first imports them.</source>
        <extracomment>%1 is how the program ended, a whole sentence such as &quot;Python exited with code 1.&quot;</extracomment>
        <translation>No todos los archivos del entorno se pudieron compilar a bytecode (%1); Python compila el resto la primera vez que los importa.</translation>
    </message>
    <message>
        <source>%1 beside the environment is not a folder of yours; it is not used. Remove it (after checking what it holds) and try again.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>%1 junto al entorno no es una carpeta suya; no se usa. Elimínela (después de comprobar su contenido) y vuelva a intentarlo.</translation>
    </message>
    <message>
        <source>The environment %1 cannot be written.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>No se puede escribir en el entorno %1.</translation>
    </message>
    <message>
        <source>An earlier installation into %1 was interrupted, but the folder was made anew since; it is left as it is.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Una instalación anterior en %1 se interrumpió, pero la carpeta se creó de nuevo después; se deja como está.</translation>
    </message>
    <message>
        <source>The %1 build is not one %2 offers; it offers: %3.</source>
        <extracomment>%1 is a build such as cu128, %2 a product&apos;s name, %3 a list of builds or patterns</extracomment>
        <translation>La compilación %1 no es una de las que ofrece %2; ofrece: %3.</translation>
    </message>
    <message>
        <source>%1 offers none of the builds that fit this computer (%2 would). Ask its makers which build to use.</source>
        <extracomment>%1 is a product&apos;s name, %2 a build&apos;s name such as &quot;CUDA 13.0&quot;</extracomment>
        <translation>%1 no ofrece ninguna de las compilaciones adecuadas para este equipo (lo sería %2). Pregunte a sus creadores qué compilación debe usar.</translation>
    </message>
    <message>
        <source>%1 does not offer the build that fits this computer best (%2); %3, the first of the builds it offers, is chosen.</source>
        <extracomment>%1 is a product&apos;s name, %2 and %3 builds&apos; names such as &quot;CUDA 13.0&quot;</extracomment>
        <translation>%1 no ofrece la compilación más adecuada para este equipo (%2); se elige %3, la primera de las compilaciones que ofrece.</translation>
    </message>
    <message>
        <source>Nothing to do: %1 already has what was asked for.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Nada que hacer: %1 ya tiene lo que se pidió.</translation>
    </message>
    <message>
        <source>Installed into %1; %2 downloaded.</source>
        <extracomment>%1 is a folder, %2 a size such as &quot;1.2 GB&quot;</extracomment>
        <translation>Instalado en %1; %2 descargados.</translation>
    </message>
    <message>
        <source>Installed into %1 (%2); %3 downloaded.</source>
        <extracomment>%1 is a folder, %2 a torch build such as &quot;torch 2.6.0+cpu&quot;, %3 a size</extracomment>
        <translation>Instalado en %1 (%2); %3 descargados.</translation>
    </message>
    <message>
        <source>The path %1 has a space in it: PyTorch works there, but torch.compile may fail to build its kernels for the processor (PyTorch 2.6 does). Choose a folder without spaces if you will use torch.compile.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>La ruta %1 contiene un espacio: PyTorch funciona allí, pero torch.compile puede no lograr compilar sus núcleos para el procesador (PyTorch 2.6 no lo logra). Elija una carpeta sin espacios si va a usar torch.compile.</translation>
    </message>
    <message>
        <source>The full check (torch.compile and the rest) was skipped; PyTorch passed the installation&apos;s own check.</source>
        <translation>Se omitió la comprobación completa (torch.compile y el resto); PyTorch superó la comprobación de la instalación.</translation>
    </message>
    <message>
        <source>The full check could not run (%1); PyTorch passed the installation&apos;s own check.</source>
        <extracomment>%1 is why the check could not run (an error message)</extracomment>
        <translation>No se pudo ejecutar la comprobación completa (%1); PyTorch superó la comprobación de la instalación.</translation>
    </message>
    <message>
        <source>The %1 build is not one this computer can use with Python %2; choose one of: %3.</source>
        <extracomment>%1 is a build such as cu130, %2 a Python version, %3 a list of builds</extracomment>
        <translation>La compilación %1 no es una que este equipo pueda usar con Python %2; elija una de: %3.</translation>
    </message>
    <message>
        <source>The full check was stopped; the installation is kept, and PyTorch passed its own check.</source>
        <translation>Se detuvo la comprobación completa; la instalación se conserva y PyTorch superó su propia comprobación.</translation>
    </message>
    <message>
        <source>The archive %1 is of a kind this program does not unpack; it unpacks .tar and .tar.gz archives.</source>
        <extracomment>%1 is an archive&apos;s file name</extracomment>
        <translation>El archivo comprimido %1 es de un tipo que este programa no extrae; extrae archivos .tar y .tar.gz.</translation>
    </message>
    <message>
        <source>pip chose %1.</source>
        <extracomment>%1 is a list of packages with their versions, such as &quot;torch 2.14.1+cu130, torchvision 0.29.1+cu130&quot;</extracomment>
        <translation>pip eligió %1.</translation>
    </message>
    <message>
        <source>Windows does not allow &quot;%1&quot; in a name</source>
        <extracomment>%1 is a character such as &apos;:&apos;</extracomment>
        <translation>Windows no admite &quot;%1&quot; en un nombre</translation>
    </message>
    <message>
        <source>Windows drops a dot or a space at the end of a name</source>
        <translation>Windows quita un punto o un espacio al final de un nombre</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names a device on Windows</source>
        <extracomment>%1 is a device name such as CON or COM1</extracomment>
        <translation>&quot;%1&quot; designa un dispositivo en Windows</translation>
    </message>
    <message>
        <source>The archive %1 is refused: the name of its member &quot;%2&quot; cannot be stored on Windows: %3.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it, %3 why Windows cannot hold it (a clause)</extracomment>
        <translation>Se rechaza el archivo comprimido %1: el nombre de su entrada &quot;%2&quot; no se puede guardar en Windows: %3.</translation>
    </message>
    <message>
        <source>%1.x (the newest %1 release)</source>
        <extracomment>%1 is a version series such as 2.14; pip installs that series&apos; newest patch release (2.14.1, ...)</extracomment>
        <translation>%1.x (la versión %1 más reciente)</translation>
    </message>
    <message>
        <source>%1 (process %2)</source>
        <extracomment>%1 is a program&apos;s name (python3), %2 its process number</extracomment>
        <translation>%1 (proceso %2)</translation>
    </message>
    <message>
        <source>%1, which started this installation, uses the environment %2; restart it when the installation is done.</source>
        <extracomment>%1 is a program and its process number, %2 a folder</extracomment>
        <translation>%1, que inició esta instalación, usa el entorno %2; reinícielo cuando termine la instalación.</translation>
    </message>
    <message>
        <source>%1 uses the environment %2: close it, then try again. Nothing was changed.</source>
        <extracomment>%1 is a program and its process number (&quot;python3 (process 4242)&quot;), %2 a folder</extracomment>
        <translation>%1 usa el entorno %2: ciérrelo y vuelva a intentarlo. No se cambió nada.</translation>
    </message>
    <message>
        <source>Programs that use the environment %1 are running: %2. Close them, then try again. Nothing was changed.</source>
        <extracomment>%1 is a folder, %2 a list of programs with their process numbers</extracomment>
        <translation>Hay programas en ejecución que usan el entorno %1: %2. Ciérrelos y vuelva a intentarlo. No se cambió nada.</translation>
    </message>
    <message>
        <source>%1 uses the environment %2: close it before installing.</source>
        <extracomment>%1 is a program and its process number (&quot;python3 (process 4242)&quot;), %2 a folder</extracomment>
        <translation>%1 usa el entorno %2: ciérrelo antes de instalar.</translation>
    </message>
    <message>
        <source>Programs that use the environment %1 are running: %2. Close them before installing.</source>
        <extracomment>%1 is a folder, %2 a list of programs with their process numbers</extracomment>
        <translation>Hay programas en ejecución que usan el entorno %1: %2. Ciérrelos antes de instalar.</translation>
    </message>
    <message>
        <source>must be an https address (or plain http, which an install takes only from this computer or where insecure http is allowed).</source>
        <translation>debe ser una dirección https (o http sin cifrar, que una instalación solo acepta desde este equipo o donde se permite http inseguro).</translation>
    </message>
    <message>
        <source>The download cache %1 cannot be made: %2 is a file. Choose another folder for the downloads.</source>
        <extracomment>%1 is the download cache&apos;s folder, %2 the file in its way</extracomment>
        <translation>No se puede crear la caché de descargas %1: %2 es un archivo. Elija otra carpeta para las descargas.</translation>
    </message>
    <message>
        <source>The download cache %1 cannot be made: %2 cannot be written to. Choose another folder for the downloads.</source>
        <translation>No se puede crear la caché de descargas %1: no se puede escribir en %2. Elija otra carpeta para las descargas.</translation>
    </message>
    <message>
        <source>pip could not install the packages: %1 pip said: %2</source>
        <extracomment>%1 is how pip ended, a whole sentence such as &quot;pip exited with code 1.&quot;; %2 pip&apos;s own last error message, in English</extracomment>
        <translation>pip no pudo instalar los paquetes: %1 pip dijo: %2</translation>
    </message>
    <message>
        <source>%1 is a folder, not a Python interpreter; did you mean %2?</source>
        <extracomment>%1 is a folder, %2 the Python interpreter in it</extracomment>
        <translation>%1 es una carpeta, no un intérprete de Python; ¿quería decir %2?</translation>
    </message>
    <message>
        <source>%1 is a folder, not a Python interpreter; name the interpreter&apos;s file itself (python3, or python.exe on Windows).</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>%1 es una carpeta, no un intérprete de Python; indique el archivo del intérprete en sí (python3, o python.exe en Windows).</translation>
    </message>
    <message>
        <source>%1 is not the name of a PyTorch build; builds are named like cpu, cu130, rocm7.1 or xpu. The ones this computer can use with Python %2: %3.</source>
        <extracomment>%1 is what the user typed after --backend, %2 a Python version, %3 a list of builds</extracomment>
        <translation>%1 no es el nombre de una compilación de PyTorch; las compilaciones se llaman, por ejemplo, cpu, cu130, rocm7.1 o xpu. Las que este equipo puede usar con Python %2: %3.</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder: a wheel folder is the folder the wheels are in, such as %2.</source>
        <extracomment>%1 is a file, %2 the folder it is in</extracomment>
        <translation>%1 es un archivo, no una carpeta: una carpeta de wheels es la carpeta en la que están los wheels, por ejemplo %2.</translation>
    </message>
    <message>
        <source>%1 is a link to %2, which does not exist. Make that folder first, or name another folder for the environment.</source>
        <extracomment>%1 is a folder, %2 where the link points</extracomment>
        <translation>%1 es un enlace a %2, que no existe. Cree primero esa carpeta o indique otra carpeta para el entorno.</translation>
    </message>
    <message>
        <source>The environment %1 cannot be made: %2 is a file, not a folder. Name a folder whose path goes through folders only.</source>
        <extracomment>%1 is the environment&apos;s folder, %2 a file on its path</extracomment>
        <translation>No se puede crear el entorno %1: %2 es un archivo, no una carpeta. Indique una carpeta cuya ruta pase solo por carpetas.</translation>
    </message>
    <message>
        <source>Python cannot make an environment in %1: its path holds &quot;%2&quot;, which separates the folders of PATH. Name a folder without it.</source>
        <extracomment>%1 is a folder, %2 a character such as &apos;:&apos;</extracomment>
        <translation>Python no puede crear un entorno en %1: su ruta contiene «%2», que separa las carpetas de PATH. Indique una carpeta sin ese carácter.</translation>
    </message>
    <message>
        <source>The environment %1 cannot be changed: this user may not write in it. Choose a folder you can write to, or run as a user who may write there.</source>
        <translation>No se puede modificar el entorno %1: este usuario no puede escribir en él. Elija una carpeta en la que pueda escribir o ejecute la instalación como un usuario que pueda escribir allí.</translation>
    </message>
    <message>
        <source>The environment %1 cannot be made: this user may not write in %2. Choose a folder you can write to.</source>
        <translation>No se puede crear el entorno %1: este usuario no puede escribir en %2. Elija una carpeta en la que pueda escribir.</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <extracomment>%1 is a list of packages with their versions, %2 how many more there are</extracomment>
        <translation>
            <numerusform>%1 y %n más</numerusform>
            <numerusform>%1 y %n más</numerusform>
        </translation>
    </message>
    <message>
        <source>What else the environment holds is not kept: %1. Install it again afterwards.</source>
        <extracomment>%1 is a list of packages with their versions, such as &quot;numpy 2.1.0 and pillow 11.0.0&quot;</extracomment>
        <translation>Lo demás que contiene el entorno no se conserva: %1. Vuelva a instalarlo después.</translation>
    </message>
    <message>
        <source>The download cache %1 cannot be written to. Choose another folder for the downloads.</source>
        <translation>No se puede escribir en la caché de descargas %1. Elija otra carpeta para las descargas.</translation>
    </message>
    <message>
        <source>The environment %1 cannot be changed: this user may not write in %2, where the installation keeps what it needs to undo a change. Choose a folder you can write to, or run as a user who may write there.</source>
        <extracomment>%1 is the environment&apos;s folder, %2 the folder it is in</extracomment>
        <translation>No se puede modificar el entorno %1: este usuario no puede escribir en %2, donde la instalación guarda lo que necesita para deshacer un cambio. Elija una carpeta en la que pueda escribir o ejecute la instalación como un usuario que pueda escribir allí.</translation>
    </message>
    <message>
        <source>process %1</source>
        <extracomment>%1 is a process number</extracomment>
        <translation>proceso %1</translation>
    </message>
    <message>
        <source>process %1 on the computer %2</source>
        <extracomment>%1 is a process number, %2 a computer&apos;s name</extracomment>
        <translation>proceso %1 en el equipo %2</translation>
    </message>
    <message>
        <source>An earlier installation into %1 was interrupted; the environment it had begun to create is gone already.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Una instalación anterior en %1 se interrumpió; el entorno que había empezado a crear ya no existe.</translation>
    </message>
    <message>
        <source>The environment in %1 cannot be used any more, because its own Python (%2) does not start (%3); it will be created again, and %4 will be installed into it.</source>
        <extracomment>%1 is a folder, %2 a Python interpreter&apos;s file, %3 what it printed (in English) or how it ended, %4 a package with its version, such as &quot;torch 2.9.0+cu128&quot;</extracomment>
        <translation>El entorno en %1 ya no se puede usar, porque su propio Python (%2) no arranca (%3); se creará de nuevo y se instalará %4 en él.</translation>
    </message>
    <message>
        <source>The environment %1 stopped working after the installation was planned; nothing was changed. Run the installation again: it creates the environment again.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>El entorno %1 dejó de funcionar después de planificarse la instalación; no se cambió nada. Ejecute la instalación de nuevo: creará el entorno otra vez.</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>The download cache folder %1 cannot be created; choose another with --cache-dir.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>No se puede crear la carpeta de caché de descargas %1; elija otra con --cache-dir.</translation>
    </message>
    <message>
        <source>The download cache folder %1 cannot be written; choose another with --cache-dir.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>No se puede escribir en la carpeta de caché de descargas %1; elija otra con --cache-dir.</translation>
    </message>
    <message>
        <source>%1 cannot be written in the download cache (%2); choose another with --cache-dir.</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>No se puede escribir %1 en la caché de descargas (%2); elija otra con --cache-dir.</translation>
    </message>
    <message>
        <source>the server refused the range asked for (416)</source>
        <translation>el servidor rechazó el rango solicitado (416)</translation>
    </message>
    <message>
        <source>the server answered %1 %2</source>
        <extracomment>%1 is an HTTP status code such as 503, %2 the server&apos;s reason phrase such as &quot;Service Unavailable&quot;</extracomment>
        <translation>el servidor respondió %1 %2</translation>
    </message>
    <message>
        <source>%1 does not exist on the server (%2). The index lists a file it does not have; try again later or choose another index.</source>
        <extracomment>%1 is a web address (credentials hidden), %2 the server&apos;s answer, such as &quot;the server answered 404 Not Found&quot;</extracomment>
        <translation>%1 no existe en el servidor (%2). El índice muestra un archivo que no tiene; vuelva a intentarlo más tarde o elija otro índice.</translation>
    </message>
    <message>
        <source>%1 was refused (%2). Check the user name and token of the index, or whether the index needs them.</source>
        <extracomment>%1 is a web address (credentials hidden), %2 the server&apos;s answer, such as &quot;the server answered 403 Forbidden&quot;</extracomment>
        <translation>Se rechazó %1 (%2). Compruebe el nombre de usuario y el token del índice, o si el índice los necesita.</translation>
    </message>
    <message>
        <source>%1 could not be downloaded: %2.</source>
        <extracomment>%1 is a web address (credentials hidden), %2 the server&apos;s answer, such as &quot;the server answered 500 Internal Server Error&quot;</extracomment>
        <translation>No se pudo descargar %1: %2.</translation>
    </message>
    <message>
        <source>%1 could not be downloaded: asked for bytes from %2 on, the server sent no range. The partial file was discarded; try again, or choose another index or mirror if this repeats.</source>
        <extracomment>%1 is an address, %2 a byte offset</extracomment>
        <translation>No se pudo descargar %1: se pidieron los datos a partir del byte %2 y el servidor no envió ningún rango. Se descartó el archivo parcial; vuelva a intentarlo, o elija otro índice u otra réplica si se repite.</translation>
    </message>
    <message>
        <source>%1 could not be downloaded: asked for bytes from %2 on, the server sent &quot;%3&quot;. The partial file was discarded; try again, or choose another index or mirror if this repeats.</source>
        <extracomment>%1 is an address, %2 a byte offset, %3 the server&apos;s Content-Range header</extracomment>
        <translation>No se pudo descargar %1: se pidieron los datos a partir del byte %2 y el servidor envió &quot;%3&quot;. Se descartó el archivo parcial; vuelva a intentarlo, o elija otro índice u otra réplica si se repite.</translation>
    </message>
    <message>
        <source>%1 is larger than the %2 bytes its index lists; it was not kept. Try again, and report it to the index&apos;s owners if it repeats.</source>
        <extracomment>%1 is a web address (credentials hidden), %2 a number of bytes</extracomment>
        <translation>%1 es más grande que los %2 bytes que indica su índice; no se conservó. Vuelva a intentarlo y, si se repite, comuníqueselo a los responsables del índice.</translation>
    </message>
    <message>
        <source>%1 could not be written to the download cache at %2: %3. Free some disk space or choose another cache folder with --cache-dir.</source>
        <extracomment>%1 is a file name, %2 a folder, %3 an error message from the system</extracomment>
        <translation>No se pudo escribir %1 en la caché de descargas de %2: %3. Libere espacio en disco o elija otra carpeta de caché con --cache-dir.</translation>
    </message>
    <message>
        <source>the connection ended after %1 of %2</source>
        <extracomment>%1 and %2 are sizes such as &quot;1.2 GB&quot;</extracomment>
        <translation>la conexión terminó tras %1 de %2</translation>
    </message>
    <message>
        <source>%1 was not downloaded: the server&apos;s TLS certificate could not be verified (%2). If your network inspects TLS traffic, point SSL_CERT_FILE at its CA certificate; never download without verification.</source>
        <extracomment>%1 is a web address (credentials hidden), %2 an error message from the network library</extracomment>
        <translation>No se descargó %1: no se pudo verificar el certificado TLS del servidor (%2). Si su red inspecciona el tráfico TLS, haga que SSL_CERT_FILE apunte a su certificado de CA; no descargue nunca sin verificación.</translation>
    </message>
    <message>
        <source>%1 could not be downloaded: %2. Check the network connection and proxy settings.</source>
        <extracomment>%1 is a web address (credentials hidden), %2 an error message from the network library</extracomment>
        <translation>No se pudo descargar %1: %2. Compruebe la conexión de red y la configuración del proxy.</translation>
    </message>
    <message>
        <source>%1 was redirected to an address that is not fetched: %2</source>
        <extracomment>%1 is a web address (credentials hidden), %2 why the new address is not fetched (a sentence)</extracomment>
        <translation>%1 se redirigió a una dirección de la que no se descarga: %2</translation>
    </message>
    <message>
        <source>%1 could not be written to the download cache: %2. Free some disk space or choose another cache folder with --cache-dir.</source>
        <extracomment>%1 is a file name, %2 an error message from the system</extracomment>
        <translation>No se pudo escribir %1 en la caché de descargas: %2. Libere espacio en disco o elija otra carpeta de caché con --cache-dir.</translation>
    </message>
    <message>
        <source>%1 could not be read back from the download cache.</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>No se pudo volver a leer %1 de la caché de descargas.</translation>
    </message>
    <message>
        <source>%1 was downloaded but is not the file the index lists: its SHA-256 is %2, the index says %3. It was deleted. The server or a proxy changed the file; try again, and report it to the index&apos;s owners if it repeats.</source>
        <extracomment>%1 is a file name, %2 and %3 SHA-256 checksums (64 hexadecimal digits)</extracomment>
        <translation>Se descargó %1, pero no es el archivo que indica el índice: su SHA-256 es %2 y el índice indica %3. Se eliminó. El servidor o un proxy modificó el archivo; vuelva a intentarlo y, si se repite, comuníqueselo a los responsables del índice.</translation>
    </message>
    <message>
        <source>%1 could not be moved into the download cache at %2.</source>
        <extracomment>%1 is a file name, %2 a file</extracomment>
        <translation>No se pudo mover %1 a la caché de descargas de %2.</translation>
    </message>
    <message>
        <source>The download of %1 was cancelled.</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>Se canceló la descarga de %1.</translation>
    </message>
    <message>
        <source>No package index was given to install from.</source>
        <translation>No se indicó ningún índice de paquetes desde el que instalar.</translation>
    </message>
    <message>
        <source>The local package mirror could not open a port on 127.0.0.1: %1.</source>
        <extracomment>%1 is an error message from the system</extracomment>
        <translation>La réplica local de paquetes no pudo abrir un puerto en 127.0.0.1: %1.</translation>
    </message>
    <message>
        <source>The index page %1 could not be read: %2.</source>
        <extracomment>%1 is a web address (credentials hidden), %2 what went wrong (a clause such as &quot;the server answered 404&quot;)</extracomment>
        <translation>No se pudo leer la página de índice %1: %2.</translation>
    </message>
    <message>
        <source>The metadata of %1 could not be read from %2: %3.</source>
        <extracomment>%1 is a file name, %2 a web address (credentials hidden), %3 what went wrong (a clause such as &quot;the server answered 404&quot;)</extracomment>
        <translation>No se pudieron leer los metadatos de %1 desde %2: %3.</translation>
    </message>
    <message>
        <source>The metadata of %1 does not match the hash its index gives (%2, not %3); it was not used.</source>
        <extracomment>%1 is a file name, %2 and %3 SHA-256 checksums (64 hexadecimal digits)</extracomment>
        <translation>Los metadatos de %1 no coinciden con el hash que indica su índice (%2, no %3); no se usaron.</translation>
    </message>
    <message>
        <source>the answer is larger than %1 MB</source>
        <extracomment>a reason, as in &quot;&lt;address&gt; could not be read: the answer is larger than 8 MB&quot;</extracomment>
        <translation>la respuesta ocupa más de %1 MB</translation>
    </message>
    <message>
        <source>more than 10 redirects</source>
        <translation>más de 10 redirecciones</translation>
    </message>
    <message>
        <source>a redirect from https to plain http (%1) was refused</source>
        <extracomment>%1 is a web address (credentials hidden)</extracomment>
        <translation>se rechazó una redirección de https a http sin cifrar (%1)</translation>
    </message>
    <message>
        <source>the server&apos;s TLS certificate could not be verified (%1); if your network inspects TLS traffic, point SSL_CERT_FILE at its CA certificate</source>
        <extracomment>%1 is an error message from the network library</extracomment>
        <translation>no se pudo verificar el certificado TLS del servidor (%1); si su red inspecciona el tráfico TLS, haga que SSL_CERT_FILE apunte a su certificado de CA</translation>
    </message>
    <message>
        <source>the server answered %1</source>
        <extracomment>%1 is an HTTP status code such as 404</extracomment>
        <translation>el servidor respondió %1</translation>
    </message>
    <message>
        <source>%1 could not be read: %2.</source>
        <extracomment>%1 is a web address (credentials hidden), %2 what went wrong (a clause such as &quot;the server answered 404&quot;)</extracomment>
        <translation>No se pudo leer %1: %2.</translation>
    </message>
    <message>
        <source>The download was cancelled.</source>
        <translation>Se canceló la descarga.</translation>
    </message>
    <message numerus="yes">
        <source>no data arrived for %n seconds</source>
        <extracomment>a reason, as in &quot;&lt;address&gt; could not be downloaded after 5 attempts: no data arrived for 30 seconds&quot;; %n is a number of seconds</extracomment>
        <translation>
            <numerusform>no llegaron datos durante %n segundo</numerusform>
            <numerusform>no llegaron datos durante %n segundos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the server did not answer within %n seconds</source>
        <extracomment>a reason, as in &quot;&lt;address&gt; could not be downloaded after 5 attempts: the server did not answer within 30 seconds&quot;; %n is a number of seconds</extracomment>
        <translation>
            <numerusform>el servidor no respondió en un plazo de %n segundo</numerusform>
            <numerusform>el servidor no respondió en un plazo de %n segundos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 could not be downloaded: the server redirected it more than %n times.</source>
        <extracomment>%1 is an address, %n a number of redirects</extracomment>
        <translation>
            <numerusform>No se pudo descargar %1: el servidor lo redirigió más de %n vez.</numerusform>
            <numerusform>No se pudo descargar %1: el servidor lo redirigió más de %n veces.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 could not be downloaded after one attempt: %2. What was received is kept; running the installation again continues from there.</source>
        <extracomment>%1 is an address, %2 the reason, such as &quot;no data arrived for 30 seconds&quot;</extracomment>
        <translation>No se pudo descargar %1 tras un intento: %2. Lo recibido se conserva; si vuelve a ejecutar la instalación, continuará desde ahí.</translation>
    </message>
    <message numerus="yes">
        <source>%1 could not be downloaded after %n attempts: %2. What was received is kept; running the installation again continues from there.</source>
        <extracomment>%1 is an address, %2 the reason, such as &quot;no data arrived for 30 seconds&quot;; %n is the number of attempts, 2 or more (one attempt has its own sentence)</extracomment>
        <translation>
            <numerusform>No se pudo descargar %1 tras %n intento: %2. Lo recibido se conserva; si vuelve a ejecutar la instalación, continuará desde ahí.</numerusform>
            <numerusform>No se pudo descargar %1 tras %n intentos: %2. Lo recibido se conserva; si vuelve a ejecutar la instalación, continuará desde ahí.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is being downloaded into the same cache by another program (process %2) that has not received a byte for %n seconds; end it, or choose another cache folder with --cache-dir.</source>
        <extracomment>%1 is a file, %2 a process number, %n a number of seconds</extracomment>
        <translation>
            <numerusform>Otro programa (proceso %2) está descargando %1 en la misma caché y no ha recibido ningún byte en %n segundo; ciérrelo o elija otra carpeta de caché con --cache-dir.</numerusform>
            <numerusform>Otro programa (proceso %2) está descargando %1 en la misma caché y no ha recibido ningún byte en %n segundos; ciérrelo o elija otra carpeta de caché con --cache-dir.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is larger than %2, the most this program downloads for one file whose size the index does not give; it was not kept.</source>
        <extracomment>%1 is an address, %2 a size such as &quot;16.0 GB&quot;</extracomment>
        <translation>%1 supera %2, lo máximo que este programa descarga para un archivo cuyo tamaño no indica el índice; no se conservó.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n attempts)</source>
        <extracomment>%1 is a reason such as &quot;the server answered 503&quot;, %n the number of attempts (2 or more)</extracomment>
        <translation>
            <numerusform>%1 (%n intento)</numerusform>
            <numerusform>%1 (%n intentos)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 could not be read: the server answered 304 (not modified) to a request that asked for the whole file.</source>
        <extracomment>%1 is a web address (credentials hidden)</extracomment>
        <translation>No se pudo leer %1: el servidor respondió 304 (no modificado) a una solicitud que pedía el archivo completo.</translation>
    </message>
</context>
<context>
    <name>Policy</name>
    <message>
        <source>%1 of torch %2 ships no kernels for %3 (it has %4)</source>
        <extracomment>%1 is a build such as rocm6.4, %2 a torch version, %3 and %4 lists of gfx targets such as gfx1100</extracomment>
        <translation>%1 de torch %2 no incluye kernels para %3 (tiene %4)</translation>
    </message>
    <message>
        <source>%1 of torch %2 ships native kernels for %3</source>
        <extracomment>%1 is a build such as rocm6.4, %2 a torch version, %3 a list of gfx targets such as gfx1100</extracomment>
        <translation>%1 de torch %2 incluye kernels nativos para %3</translation>
    </message>
    <message>
        <source>AMD&apos;s TheRock %1 wheels have no %2 build for %3</source>
        <extracomment>%1 is a channel, &quot;stable&quot; or &quot;nightly&quot;; %2 a gfx target such as gfx1100; %3 a platform such as linux-x86_64</extracomment>
        <translation>los wheels TheRock %1 de AMD no tienen ninguna compilación %2 para %3</translation>
    </message>
    <message>
        <source>AMD&apos;s TheRock %1 wheels have no build for Python %2 (they have %3)</source>
        <extracomment>%1 is a channel, &quot;stable&quot; or &quot;nightly&quot;; %2 a Python version such as 3.12; %3 a list of Python versions</extracomment>
        <translation>los wheels TheRock %1 de AMD no tienen ninguna compilación para Python %2 (tienen %3)</translation>
    </message>
    <message>
        <source>AMD&apos;s TheRock %1 wheels: %2</source>
        <extracomment>%1 is a channel, &quot;stable&quot; or &quot;nightly&quot;; %2 a reason (a clause)</extracomment>
        <translation>wheels TheRock %1 de AMD: %2</translation>
    </message>
    <message>
        <source>AMD&apos;s TheRock %1 wheels (%2) have native kernels for %3 on %4, chosen with the extra %5; torch %6 is the newest they offer</source>
        <extracomment>%1 is a channel, &quot;stable&quot; or &quot;nightly&quot;; %2 a web address; %3 a list of gfx targets such as gfx1100; %4 a platform such as linux-x86_64; %5 a pip extra such as [device-gfx1100]; %6 a torch version such as 2.9</extracomment>
        <translation>los wheels TheRock %1 de AMD (%2) tienen kernels nativos para %3 en %4, elegidos con el extra %5; torch %6 es el más reciente que ofrecen</translation>
    </message>
    <message>
        <source>AMD&apos;s TheRock %1 wheels offer no torch allowed by the pins</source>
        <extracomment>%1 is a channel, &quot;stable&quot; or &quot;nightly&quot;</extracomment>
        <translation>los wheels TheRock %1 de AMD no ofrecen ningún torch permitido por las restricciones de versión</translation>
    </message>
    <message>
        <source>torch %1 with %2 (Python %3, --index-url %4)</source>
        <extracomment>%1 is a torch version, %2 a build such as rocm6.4, %3 a Python version or range such as 3.10–3.14, %4 a web address</extracomment>
        <translation>torch %1 con %2 (Python %3, --index-url %4)</translation>
    </message>
    <message>
        <source>AMD&apos;s TheRock %1 wheels (torch %2, Python %3, --index-url %4)</source>
        <extracomment>%1 is a channel, &quot;stable&quot; or &quot;nightly&quot;; %2 a torch version or range such as 2.9–2.10; %3 a Python version or range such as 3.10–3.14; %4 a web address</extracomment>
        <translation>wheels TheRock %1 de AMD (torch %2, Python %3, --index-url %4)</translation>
    </message>
    <message>
        <source>%1; or %2</source>
        <comment>two ways to get a build</comment>
        <extracomment>%1 and %2 are ways to get a build, each a phrase such as &quot;torch 2.9.0 with rocm6.4 (…)&quot;</extracomment>
        <translation>%1; o bien %2</translation>
    </message>
    <message>
        <source>%1 needs %2=%3 with every ROCm build</source>
        <extracomment>%1 is a gfx target such as gfx1100, %2 an environment variable&apos;s name, %3 its value</extracomment>
        <translation>%1 necesita %2=%3 con cualquier compilación ROCm</translation>
    </message>
    <message>
        <source>The gfx target of %1 is unknown, so no ROCm build can be matched to it</source>
        <extracomment>%1 is a GPU with its number and facts, such as &quot;GPU 0 (AMD Radeon RX 7900 XTX)&quot;</extracomment>
        <translation>Se desconoce el target gfx de %1, así que no se le puede asignar ninguna compilación ROCm</translation>
    </message>
    <message>
        <source>Send dxdiag /t output with the report</source>
        <translation>Envíe la salida de dxdiag /t con el informe</translation>
    </message>
    <message>
        <source>Run rocminfo and send its output with the report</source>
        <translation>Ejecute rocminfo y envíe su salida con el informe</translation>
    </message>
    <message>
        <source>%1; the nightly channel has it. Nightly builds change daily and are less tested</source>
        <extracomment>%1 is why the stable channel has no build (a clause)</extracomment>
        <translation>%1; el canal nightly sí la tiene. Las compilaciones nightly cambian cada día y están menos probadas</translation>
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
        <translation>DirectML funciona en cualquier GPU con DirectX 12 en Windows; torch-directml fija torch %1</translation>
    </message>
    <message>
        <source>DirectML is slower than native ROCm kernels and stays on torch %1</source>
        <extracomment>%1 is a torch version such as 2.4.1</extracomment>
        <translation>DirectML es más lento que los kernels ROCm nativos y se queda en torch %1</translation>
    </message>
    <message>
        <source>upstream PyTorch&apos;s ROCm build already has native kernels; TheRock is AMD&apos;s own build of the same</source>
        <translation>la compilación ROCm oficial de PyTorch ya tiene kernels nativos; TheRock es la compilación propia de AMD de lo mismo</translation>
    </message>
    <message>
        <source>no upstream ROCm build has native kernels for %1</source>
        <extracomment>%1 is a list of gfx targets such as gfx1100</extracomment>
        <translation>ninguna compilación ROCm oficial tiene kernels nativos para %1</translation>
    </message>
    <message>
        <source>HSA_OVERRIDE_GFX_VERSION=%1 (running the %2 kernels on %3)</source>
        <extracomment>%1 is a version such as 10.3.0, %2 and %3 gfx targets such as gfx1030</extracomment>
        <translation>HSA_OVERRIDE_GFX_VERSION=%1 (ejecuta los kernels de %2 en %3)</translation>
    </message>
    <message>
        <source>%1 is never offered: %2</source>
        <extracomment>%1 is a phrase such as &quot;HSA_OVERRIDE_GFX_VERSION=10.3.0 (running the gfx1030 kernels on gfx1031)&quot;, %2 what reports say about it (a sentence)</extracomment>
        <translation>%1 nunca se ofrece: %2</translation>
    </message>
    <message>
        <source>Python %1</source>
        <extracomment>%1 is a Python version such as 3.12</extracomment>
        <translation>Python %1</translation>
    </message>
    <message>
        <source>No PyTorch build allowed here (%1) runs %2 natively, and the stand-in HSA_OVERRIDE_GFX_VERSION=%3 is not offered: %4. The CPU build is used instead</source>
        <extracomment>%1 is a list of limits (a Python version and package pins), %2 one or more GPUs with their numbers and facts, %3 a version such as 10.3.0, %4 what reports say about it (a sentence)</extracomment>
        <translation>Ninguna compilación de PyTorch permitida aquí (%1) ejecuta %2 de forma nativa, y no se ofrece la alternativa HSA_OVERRIDE_GFX_VERSION=%3: %4. Se usa en su lugar la compilación para CPU</translation>
    </message>
    <message>
        <source>Keep the CPU build until a PyTorch release ships native %1 kernels</source>
        <extracomment>%1 is a gfx target such as gfx1100</extracomment>
        <translation>Mantenga la compilación para CPU hasta que una versión de PyTorch incluya kernels nativos para %1</translation>
    </message>
    <message>
        <source>These run %1 natively: %2</source>
        <extracomment>%1 is a gfx target such as gfx1100, %2 one or more ways to get a build, such as &quot;torch 2.9.0 with rocm6.4 (…)&quot;</extracomment>
        <translation>Estas ejecutan %1 de forma nativa: %2</translation>
    </message>
    <message>
        <source>%1 of torch %2 has no kernels for %3; it runs the %4 kernels when HSA_OVERRIDE_GFX_VERSION=%5 (an override: the GPU is treated as %4)</source>
        <extracomment>%1 is a build such as rocm6.4, %2 a torch version, %3 a list of gfx targets, %4 a gfx target such as gfx1030, %5 a version such as 10.3.0</extracomment>
        <translation>%1 de torch %2 no tiene kernels para %3; ejecuta los kernels de %4 con HSA_OVERRIDE_GFX_VERSION=%5 (una sustitución: la GPU se trata como %4)</translation>
    </message>
    <message>
        <source>an override (HSA_OVERRIDE_GFX_VERSION=%1) runs kernels built for %2, not for this GPU</source>
        <extracomment>%1 is a version such as 10.3.0, %2 a gfx target such as gfx1030</extracomment>
        <translation>una sustitución (HSA_OVERRIDE_GFX_VERSION=%1) ejecuta kernels compilados para %2, no para esta GPU</translation>
    </message>
    <message>
        <source>This machine has other AMD GPUs besides %1, and HIP&apos;s order of them is unknown here, so HIP_VISIBLE_DEVICES cannot be set; HIP may pick a GPU this build has no kernels for</source>
        <extracomment>%1 is a GPU with its number and facts, such as &quot;GPU 0 (AMD Radeon RX 7900 XTX)&quot;</extracomment>
        <translation>Este equipo tiene otras GPU de AMD además de %1 y aquí se desconoce el orden en que HIP las enumera, así que no se puede definir HIP_VISIBLE_DEVICES; HIP podría elegir una GPU para la que esta compilación no tiene kernels</translation>
    </message>
    <message>
        <source>Run detect on the machine itself (it reads the KFD topology), or set HIP_VISIBLE_DEVICES to the GPU&apos;s index in rocminfo&apos;s list of GPU agents</source>
        <translation>Ejecute detect en el propio equipo (lee la topología de KFD) o defina HIP_VISIBLE_DEVICES con el índice de la GPU en la lista de agentes GPU de rocminfo</translation>
    </message>
    <message>
        <source>/dev/kfd does not exist, so ROCm cannot reach the GPU (the amdgpu driver&apos;s compute interface is missing, or a container was started without it)</source>
        <translation>/dev/kfd no existe, así que ROCm no puede acceder a la GPU (falta la interfaz de cómputo del controlador amdgpu, o se inició un contenedor sin ella)</translation>
    </message>
    <message>
        <source>Load the amdgpu driver; in a container, pass --device=/dev/kfd --device=/dev/dri</source>
        <translation>Cargue el controlador amdgpu; en un contenedor, pase --device=/dev/kfd --device=/dev/dri</translation>
    </message>
    <message>
        <source>This user may not open /dev/kfd, so ROCm will not see the GPU</source>
        <translation>Este usuario no tiene permiso para abrir /dev/kfd, así que ROCm no verá la GPU</translation>
    </message>
    <message>
        <source>sudo usermod -aG render,video $USER, then log out and back in</source>
        <translation>sudo usermod -aG render,video $USER, y después cierre la sesión y vuelva a iniciarla</translation>
    </message>
    <message>
        <source>HSA_OVERRIDE_GFX_VERSION=%1 is already set in the environment; it changes the gfx target ROCm reports, so tools (rocminfo) may show the override, not the GPU</source>
        <extracomment>%1 is the value found in the environment, such as 10.3.0</extracomment>
        <translation>HSA_OVERRIDE_GFX_VERSION=%1 ya está definida en las variables de entorno; cambia el target gfx que informa ROCm, así que las herramientas (rocminfo) pueden mostrar la sustitución y no la GPU</translation>
    </message>
    <message>
        <source>Unset it unless you set it on purpose; the installed environment sets what it needs</source>
        <translation>Elimínela, salvo que la haya definido a propósito; el entorno instalado define lo que necesita</translation>
    </message>
    <message>
        <source>No ROCm build runs %1 natively or through an override, so PyTorch cannot use it</source>
        <extracomment>%1 is a list of gfx targets such as gfx1100</extracomment>
        <translation>Ninguna compilación ROCm ejecuta %1, ni de forma nativa ni mediante una sustitución, así que PyTorch no puede usarla</translation>
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
        <translation>ROCm de AMD (TheRock)</translation>
    </message>
    <message>
        <source>AMD&apos;s ROCm (TheRock) for %1</source>
        <translation>ROCm de AMD (TheRock) para %1</translation>
    </message>
    <message>
        <source>the processor only</source>
        <translation>solo el procesador</translation>
    </message>
    <message>
        <source>Apple&apos;s Metal</source>
        <translation>Metal de Apple</translation>
    </message>
    <message>
        <source>Intel&apos;s XPU</source>
        <translation>XPU de Intel</translation>
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
        <translation>PyTorch %1 para el procesador (este equipo no tiene ninguna GPU que PyTorch pueda usar)</translation>
    </message>
    <message>
        <source>PyTorch %1 for the processor</source>
        <extracomment>%1 is a torch version such as 2.9.0</extracomment>
        <translation>PyTorch %1 para el procesador</translation>
    </message>
    <message>
        <source>PyTorch %1 with %2</source>
        <extracomment>%1 is a torch version such as 2.9.0, %2 a build&apos;s name such as &quot;CUDA 12.8&quot; or &quot;Apple&apos;s Metal&quot;</extracomment>
        <translation>PyTorch %1 con %2</translation>
    </message>
    <message>
        <source>PyTorch %1 with %2 for your %3</source>
        <extracomment>%1 is a torch version such as 2.9.0, %2 a build&apos;s name such as &quot;CUDA 12.8&quot;, %3 one or more GPU names</extracomment>
        <translation>PyTorch %1 con %2 para su %3</translation>
    </message>
    <message>
        <source>integrated</source>
        <translation>integrada</translation>
    </message>
    <message>
        <source>compute capability %1</source>
        <extracomment>%1 is a number such as 8.9</extracomment>
        <translation>capacidad de cómputo %1</translation>
    </message>
    <message>
        <source>GPU %1 (%2)</source>
        <extracomment>%1 is the GPU&apos;s number, %2 a list of facts such as its name, architecture and compute capability</extracomment>
        <translation>GPU %1 (%2)</translation>
    </message>
    <message>
        <source>the GPU database (%1:%2)</source>
        <extracomment>%1 and %2 are PCI vendor and device ids, such as 10de and 2684</extracomment>
        <translation>la base de datos de GPU (%1:%2)</translation>
    </message>
    <message>
        <source>the GPU database (by name)</source>
        <translation>la base de datos de GPU (por nombre)</translation>
    </message>
    <message>
        <source>%1 GPU</source>
        <comment>a GPU known only by its vendor</comment>
        <extracomment>%1 is a vendor&apos;s name such as NVIDIA, AMD, Intel or Apple</extracomment>
        <translation>GPU de %1</translation>
    </message>
    <message>
        <source>Apple Silicon GPUs are part of the chip</source>
        <translation>las GPU de Apple Silicon forman parte del chip</translation>
    </message>
    <message>
        <source>whether %1 runs PyTorch&apos;s XPU build is unknown</source>
        <extracomment>%1 is a GPU with its number and facts, such as &quot;GPU 0 (Intel Arc A770)&quot;</extracomment>
        <translation>se desconoce si %1 puede ejecutar la compilación XPU de PyTorch</translation>
    </message>
    <message>
        <source>%1 is older graphics, which PyTorch&apos;s XPU build does not support (it needs Arc or Core Ultra graphics)</source>
        <extracomment>%1 is a GPU with its number and facts, such as &quot;GPU 0 (Intel UHD Graphics 630, integrated)&quot;</extracomment>
        <translation>%1 pertenece a una generación de gráficos antigua, que la compilación XPU de PyTorch no admite (necesita gráficos Arc o Core Ultra)</translation>
    </message>
    <message>
        <source>%1 is %2 graphics, which PyTorch&apos;s XPU build does not support (it needs Arc or Core Ultra graphics)</source>
        <extracomment>%2 is an Intel graphics generation such as &quot;Gen9&quot;</extracomment>
        <translation>%1 tiene gráficos %2, que la compilación XPU de PyTorch no admite (necesita gráficos Arc o Core Ultra)</translation>
    </message>
    <message>
        <source>PyTorch&apos;s XPU build runs on %1</source>
        <extracomment>%1 is a GPU with its number and facts, such as &quot;GPU 0 (Intel Arc A770)&quot;</extracomment>
        <translation>la compilación XPU de PyTorch funciona en %1</translation>
    </message>
    <message>
        <source>no XPU build exists for Python %1, so %2 is used</source>
        <extracomment>%1 is a Python version such as 3.12, %2 a build such as directml or ipex</extracomment>
        <translation>no existe ninguna compilación XPU para Python %1, así que se usa %2</translation>
    </message>
    <message>
        <source>DirectML runs on any DirectX 12 GPU on Windows</source>
        <translation>DirectML funciona en cualquier GPU con DirectX 12 en Windows</translation>
    </message>
    <message>
        <source>%1; on Linux PyTorch will use the CPU</source>
        <extracomment>%1 is why the GPU cannot use the XPU build (a clause)</extracomment>
        <translation>%1; en Linux, PyTorch usará la CPU</translation>
    </message>
    <message>
        <source>Apple Silicon: PyTorch&apos;s macOS arm64 wheel uses the GPU through Metal (MPS)</source>
        <translation>Apple Silicon: el wheel de PyTorch para macOS arm64 usa la GPU a través de Metal (MPS)</translation>
    </message>
    <message>
        <source>an Intel Mac with an AMD GPU: torch %1, the last release for Intel Macs, uses the GPU through Metal (MPS); PYTORCH_ENABLE_MPS_FALLBACK=1 runs operators Metal lacks on the CPU</source>
        <extracomment>%1 is a torch version such as 2.2.2</extracomment>
        <translation>un Mac con procesador Intel y GPU de AMD: torch %1, la última versión para Mac con Intel, usa la GPU a través de Metal (MPS); PYTORCH_ENABLE_MPS_FALLBACK=1 ejecuta en la CPU los operadores que Metal no tiene</translation>
    </message>
    <message>
        <source>the CPU index (%1) is named explicitly: the plain PyPI torch for Linux is a CUDA build since torch 2.11</source>
        <extracomment>%1 is a web address</extracomment>
        <translation>se indica explícitamente el índice de CPU (%1): el torch normal de PyPI para Linux es una compilación CUDA desde torch 2.11</translation>
    </message>
    <message>
        <source>%1 is not Torch Setup&apos;s network module</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1 no es el módulo de red de Torch Setup</translation>
    </message>
    <message>
        <source>the network module could not be loaded (%1); reinstall Torch Setup</source>
        <extracomment>%1 is a list of problems, each an error message, separated by semicolons</extracomment>
        <translation>no se pudo cargar el módulo de red (%1); vuelva a instalar Torch Setup</translation>
    </message>
    <message>
        <source>The compute capability of %1 is unknown, so the CUDA build&apos;s kernels could not be checked for it</source>
        <extracomment>%1 is a GPU with its number and facts, such as &quot;GPU 0 (NVIDIA GeForce RTX 4090, Ada)&quot;</extracomment>
        <translation>Se desconoce la capacidad de cómputo de %1, así que no se pudieron comprobar para ella los kernels de la compilación CUDA</translation>
    </message>
    <message>
        <source>Run nvidia-smi --query-gpu=name,compute_cap --format=csv and send its output with the report</source>
        <translation>Ejecute nvidia-smi --query-gpu=name,compute_cap --format=csv y envíe su salida con el informe</translation>
    </message>
    <message>
        <source>%1 (CUDA %2) of torch %3</source>
        <extracomment>%1 is a build such as cu128, %2 a CUDA version such as 12.8, %3 a torch version</extracomment>
        <translation>%1 (CUDA %2) de torch %3</translation>
    </message>
    <message>
        <source>%1 has no kernels for compute capability %2 of GPU %3 (it ships %4)</source>
        <extracomment>%1 is a build such as &quot;cu128 (CUDA 12.8) of torch 2.9.0&quot;, %2 a number such as 8.9, %3 a GPU&apos;s number, %4 a list of kernels such as &quot;sm_80, sm_90 + PTX 9.0&quot;</extracomment>
        <translation>%1 no tiene kernels para la capacidad de cómputo %2 de la GPU %3 (incluye %4)</translation>
    </message>
    <message>
        <source>%1: the matrix has no kernel list for it on %2</source>
        <extracomment>%1 is a build such as &quot;cu128 (CUDA 12.8) of torch 2.9.0&quot;, %2 a platform such as linux-x86_64</extracomment>
        <translation>%1: la matriz no tiene lista de kernels para ella en %2</translation>
    </message>
    <message>
        <source>GPU %1 (compute capability %2)</source>
        <extracomment>%1 is a GPU&apos;s number, %2 a number such as 8.9</extracomment>
        <translation>GPU %1 (capacidad de cómputo %2)</translation>
    </message>
    <message>
        <source>%1 ships kernels for compute capability %2 of GPU %3 (%4)</source>
        <extracomment>%1 is a build such as &quot;cu128 (CUDA 12.8) of torch 2.9.0&quot;, %2 a number such as 8.9, %3 a GPU&apos;s number, %4 a list of kernels such as &quot;sm_80, sm_90 + PTX 9.0&quot;</extracomment>
        <translation>%1 incluye kernels para la capacidad de cómputo %2 de la GPU %3 (%4)</translation>
    </message>
    <message>
        <source>%1 runs on compute capability %2 of GPU %3 only through its PTX, which the driver compiles on first use: the first start is slow (%4)</source>
        <translation>%1 funciona en la capacidad de cómputo %2 de la GPU %3 solo a través de su PTX, que el controlador compila en el primer uso: el primer inicio es lento (%4)</translation>
    </message>
    <message>
        <source>torch %1 has no wheels for Python %2 on %3 (it has %4)</source>
        <extracomment>%1 is a torch version, %2 a Python version such as 3.12, %3 a platform such as linux-x86_64, %4 a list of Python versions</extracomment>
        <translation>torch %1 no tiene wheels para Python %2 en %3 (tiene %4)</translation>
    </message>
    <message>
        <source>%1 has no kernels built for %2, only PTX that the driver compiles on first use: the first start takes long, and the verification shows whether every operation works</source>
        <extracomment>%1 is a build such as &quot;cu128 (CUDA 12.8) of torch 2.9.0&quot;, %2 a list of GPUs such as &quot;GPU 0 (compute capability 12.0)&quot;</extracomment>
        <translation>%1 no tiene kernels compilados para %2, solo PTX que el controlador compila en el primer uso: el primer inicio tarda bastante, y la verificación muestra si todas las operaciones funcionan</translation>
    </message>
    <message>
        <source>A newer Python or looser package pins allow a torch with native kernels for this GPU</source>
        <translation>Un Python más reciente o unas restricciones de versión menos estrictas permiten un torch con kernels nativos para esta GPU</translation>
    </message>
    <message>
        <source>%1 needs NVIDIA driver %2 or newer on %3; this machine has %4</source>
        <extracomment>%1 is a build such as &quot;cu128 (CUDA 12.8) of torch 2.9.0&quot;, %2 and %4 driver versions such as 570.86, %3 an OS such as linux or windows</extracomment>
        <translation>%1 necesita el controlador de NVIDIA %2 o posterior en %3; este equipo tiene %4</translation>
    </message>
    <message>
        <source>NVIDIA driver %1 meets the minimum of %2 that CUDA %3 needs on %4</source>
        <extracomment>%1 and %2 are driver versions such as 570.86, %3 a CUDA version such as 12.8, %4 an OS such as linux or windows</extracomment>
        <translation>El controlador de NVIDIA %1 cumple el mínimo de %2 que necesita CUDA %3 en %4</translation>
    </message>
    <message>
        <source>no NVIDIA driver was found, so %1 is chosen: of torch %2&apos;s CUDA builds it runs with the oldest drivers</source>
        <extracomment>%1 is a build such as cu126, %2 a torch version</extracomment>
        <translation>no se encontró ningún controlador de NVIDIA, así que se elige %1: de las compilaciones CUDA de torch %2, es la que funciona con los controladores más antiguos</translation>
    </message>
    <message>
        <source>No NVIDIA driver was found; PyTorch cannot use the GPU without it</source>
        <translation>No se encontró ningún controlador de NVIDIA; PyTorch no puede usar la GPU sin él</translation>
    </message>
    <message>
        <source>Install the NVIDIA driver (%1 or newer), then run the setup again</source>
        <extracomment>%1 is a driver version such as 570.86</extracomment>
        <translation>Instale el controlador de NVIDIA (%1 o posterior) y vuelva a ejecutar la instalación</translation>
    </message>
    <message>
        <source>Install the NVIDIA driver, then run the setup again</source>
        <translation>Instale el controlador de NVIDIA y vuelva a ejecutar la instalación</translation>
    </message>
    <message>
        <source>NVIDIA driver %1 is too old for every PyTorch build that has kernels for these GPUs; %2 will not start on the GPU until the driver is updated</source>
        <extracomment>%1 is a driver version such as 535.54, %2 a build such as cu128</extracomment>
        <translation>El controlador de NVIDIA %1 es demasiado antiguo para todas las compilaciones de PyTorch que tienen kernels para estas GPU; %2 no se iniciará en la GPU hasta que se actualice el controlador</translation>
    </message>
    <message>
        <source>Update the NVIDIA driver to %1 or newer</source>
        <extracomment>%1 is a driver version such as 570.86</extracomment>
        <translation>Actualice el controlador de NVIDIA a la versión %1 o posterior</translation>
    </message>
    <message>
        <source>Update the NVIDIA driver to the current release</source>
        <translation>Actualice el controlador de NVIDIA a la versión actual</translation>
    </message>
    <message>
        <source>A newer driver would allow torch %1 with %2</source>
        <extracomment>%1 is a torch version, %2 a build such as cu128</extracomment>
        <translation>Un controlador más reciente permitiría torch %1 con %2</translation>
    </message>
    <message>
        <source>%1 needs a build with its kernels, such as %2, but %3</source>
        <extracomment>%1 is one or more GPUs with their numbers and facts, %2 a build such as &quot;cu128 (CUDA 12.8) of torch 2.9.0&quot;, %3 why it cannot be used (a clause)</extracomment>
        <translation>%1 necesita una compilación con sus kernels, como %2, pero %3</translation>
    </message>
    <message>
        <source>No PyTorch CUDA build has kernels for %1 together, so PyTorch will not use these GPUs</source>
        <extracomment>%1 is one or more GPUs with their numbers and facts, such as &quot;GPU 0 (…) and GPU 1 (…)&quot;</extracomment>
        <translation>Ninguna compilación CUDA de PyTorch tiene kernels para %1 a la vez, así que PyTorch no usará estas GPU</translation>
    </message>
    <message>
        <source>Use the newer GPU alone (CUDA_VISIBLE_DEVICES) and run the setup again</source>
        <translation>Use solo la GPU más reciente (CUDA_VISIBLE_DEVICES) y vuelva a ejecutar la instalación</translation>
    </message>
    <message>
        <source>it is empty</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: it is empty&quot;</extracomment>
        <translation>está vacía</translation>
    </message>
    <message>
        <source>it does not start with a package name</source>
        <translation>no empieza por un nombre de paquete</translation>
    </message>
    <message>
        <source>a &quot;.*&quot; version only goes with == or !=</source>
        <translation>una versión &quot;.*&quot; solo va con == o !=</translation>
    </message>
    <message>
        <source>~= needs at least two version parts</source>
        <translation>~= necesita al menos dos partes de versión</translation>
    </message>
    <message>
        <source>torch %1 (with %2 %3) is excluded by %4</source>
        <extracomment>%1 is a torch series such as 2.9.*, %2 a package name such as torchvision, %3 its series such as 0.24.* or &quot;none&quot;, %4 a pin such as torchvision&lt;0.20</extracomment>
        <translation>torch %1 (con %2 %3) queda excluido por %4</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>torch %1.* is not in the compatibility matrix, so %2 cannot be checked against it</source>
        <extracomment>%1 is a torch version such as 2.11, %2 a pin such as torchvision&lt;0.20</extracomment>
        <translation>torch %1.* no está en la matriz de compatibilidad, así que no se puede comprobar %2 con ella</translation>
    </message>
    <message>
        <source>torch %1.* is excluded by %2</source>
        <extracomment>%1 is a torch version such as 2.11, %2 a pin such as torch&lt;2.10</extracomment>
        <translation>torch %1.* queda excluido por %2</translation>
    </message>
    <message>
        <source>no torch release has a %1 build for %2</source>
        <extracomment>%1 is a build such as mps, %2 a platform such as macos-x86_64
----------
%1 is a build such as cu128, %2 a platform such as linux-x86_64</extracomment>
        <translation>ninguna versión de torch tiene una compilación %1 para %2</translation>
    </message>
    <message>
        <source>no torch release has a %1 build for Python %2 on %3</source>
        <extracomment>%1 is a build such as cu128, %2 a Python version such as 3.12, %3 a platform such as linux-x86_64</extracomment>
        <translation>ninguna versión de torch tiene una compilación %1 para Python %2 en %3</translation>
    </message>
    <message>
        <source>torch %1 is a patch release newer than the compatibility matrix knows; it is taken with the builds and companions of torch %2 (the matrix lists %3)</source>
        <extracomment>%1 is a torch version such as 2.9.2, %2 a torch series such as 2.9, %3 a torch version such as 2.9.1</extracomment>
        <translation>torch %1 es una versión de corrección más reciente de lo que conoce la matriz de compatibilidad; se toma con las compilaciones y los paquetes complementarios de torch %2 (la matriz indica %3)</translation>
    </message>
    <message>
        <source>torch %1 is the newest release with wheels for Python %2 on %3</source>
        <extracomment>%1 is a torch version, %2 a Python version such as 3.12, %3 a platform such as linux-x86_64</extracomment>
        <translation>torch %1 es la versión más reciente con wheels para Python %2 en %3</translation>
    </message>
    <message>
        <source>torch %1 is the newest release with a %4 build with wheels for Python %2 on %3</source>
        <extracomment>%4 is a build&apos;s name such as xpu or mps</extracomment>
        <translation>torch %1 es la versión más reciente con una compilación %4 con wheels para Python %2 en %3</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no release</comment>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>torch %1 is the newest release that passes every check below (the newest for Python %2 on %3 is %4)</source>
        <extracomment>%1 is a torch version, %2 a Python version such as 3.12, %3 a platform such as linux-x86_64, %4 a torch version or &quot;none&quot;</extracomment>
        <translation>torch %1 es la versión más reciente que supera todas las comprobaciones siguientes (la más reciente para Python %2 en %3 es %4)</translation>
    </message>
    <message>
        <source>torch %1 is the newest release with a %5 build that passes every check below (the newest for Python %2 on %3 is %4)</source>
        <extracomment>%5 is a build&apos;s name such as xpu or mps</extracomment>
        <translation>torch %1 es la versión más reciente con una compilación %5 que supera todas las comprobaciones siguientes (la más reciente para Python %2 en %3 es %4)</translation>
    </message>
    <message>
        <source>the OS (--os linux|windows|macos)</source>
        <translation>el sistema operativo (--os linux|windows|macos)</translation>
    </message>
    <message>
        <source>the CPU architecture (--arch x86_64|aarch64)</source>
        <translation>la arquitectura de la CPU (--arch x86_64|aarch64)</translation>
    </message>
    <message>
        <source>the Python version (--python 3.12)</source>
        <translation>la versión de Python (--python 3.12)</translation>
    </message>
    <message>
        <source>the hardware description does not say %1; give it</source>
        <extracomment>%1 is a list of what is missing, such as &quot;the OS (--os linux|windows|macos)&quot;</extracomment>
        <translation>la descripción del hardware no indica %1; añada ese dato</translation>
    </message>
    <message>
        <source>PyTorch publishes no builds for %1 on %2; supported are %3</source>
        <extracomment>%1 is an OS such as linux, %2 a CPU architecture such as x86_64, %3 a list of platforms such as linux-x86_64</extracomment>
        <translation>PyTorch no publica compilaciones para %1 en %2; se admiten %3</translation>
    </message>
    <message>
        <source>no PyTorch release has wheels for Python %1 on %2; use one of %3</source>
        <extracomment>%1 is a Python version such as 3.12, %2 a platform such as linux-x86_64, %3 a list of Python versions</extracomment>
        <translation>ninguna versión de PyTorch tiene wheels para Python %1 en %2; use uno de estos: %3</translation>
    </message>
    <message>
        <source>%1 is skipped: %2</source>
        <extracomment>%1 is a GPU with its number and facts, such as &quot;GPU 0 (NVIDIA GeForce RTX 4090, Ada)&quot;; %2 why it cannot be used (a clause)</extracomment>
        <translation>se omite %1: %2</translation>
    </message>
    <message>
        <source>%1 is skipped: PyTorch has no build for its vendor</source>
        <extracomment>%1 is a GPU with its number and facts, such as &quot;GPU 0 (NVIDIA GeForce RTX 4090, Ada)&quot;</extracomment>
        <translation>se omite %1: PyTorch no tiene ninguna compilación para su fabricante</translation>
    </message>
    <message>
        <source>%1: PyTorch has no CUDA build for macOS</source>
        <extracomment>%1 is one or more GPUs with their numbers and facts, such as &quot;GPU 0 (…) and GPU 1 (…)&quot;</extracomment>
        <translation>%1: PyTorch no tiene ninguna compilación CUDA para macOS</translation>
    </message>
    <message>
        <source>no CUDA build exists for macOS</source>
        <translation>no existe ninguna compilación CUDA para macOS</translation>
    </message>
    <message>
        <source>Change the Python version or the pins to use these GPUs as well</source>
        <translation>Cambie la versión de Python o las restricciones de versión para usar también estas GPU</translation>
    </message>
    <message>
        <source>the only usable GPUs&apos; vendor</source>
        <translation>son del único fabricante con GPU utilizables</translation>
    </message>
    <message>
        <source>the only usable GPU</source>
        <translation>es la única GPU utilizable</translation>
    </message>
    <message>
        <source>a discrete %1 GPU: discrete GPUs come before integrated ones, NVIDIA before AMD before Intel</source>
        <extracomment>%1 is a vendor&apos;s name such as NVIDIA, AMD or Intel</extracomment>
        <translation>una GPU dedicada de %1: las GPU dedicadas van antes que las integradas, y NVIDIA antes que AMD y AMD antes que Intel</translation>
    </message>
    <message>
        <source>the first integrated GPU with a build (no discrete GPU has one)</source>
        <translation>la primera GPU integrada con una compilación (ninguna GPU dedicada tiene una)</translation>
    </message>
    <message>
        <source>%1 are chosen: %2</source>
        <extracomment>%1 is two or more GPUs with their numbers and facts, %2 why (a clause)</extracomment>
        <translation>Se eligen %1: %2</translation>
    </message>
    <message>
        <source>%1 is chosen: %2</source>
        <translation>Se elige %1: %2</translation>
    </message>
    <message>
        <source>%1 are not chosen: no build here runs them</source>
        <extracomment>%1 is two or more GPUs with their numbers and facts</extracomment>
        <translation>No se eligen %1: ninguna compilación de aquí las ejecuta</translation>
    </message>
    <message>
        <source>%1 is not chosen: no build here runs it</source>
        <translation>No se elige %1: ninguna compilación de aquí la ejecuta</translation>
    </message>
    <message>
        <source>%1 are not chosen: no build here runs them (%2)</source>
        <extracomment>%1 is two or more GPUs with their numbers and facts, %2 why (a sentence)</extracomment>
        <translation>No se eligen %1: ninguna compilación de aquí las ejecuta (%2)</translation>
    </message>
    <message>
        <source>%1 is not chosen: no build here runs it (%2)</source>
        <translation>No se elige %1: ninguna compilación de aquí la ejecuta (%2)</translation>
    </message>
    <message>
        <source>%1 are not chosen: %2 ranks first</source>
        <extracomment>%1 is two or more GPUs with their numbers and facts, %2 one or more GPUs</extracomment>
        <translation>No se eligen %1: %2 tiene prioridad</translation>
    </message>
    <message>
        <source>%1 is not chosen: %2 ranks first</source>
        <translation>No se elige %1: %2 tiene prioridad</translation>
    </message>
    <message>
        <source>not taken: %1</source>
        <extracomment>%1 is why a build was not taken (a clause)</extracomment>
        <translation>no elegida: %1</translation>
    </message>
    <message>
        <source>it uses %1, which ranks below %2</source>
        <extracomment>%1 is one or more GPUs with their numbers and facts, %2 one or more other GPUs</extracomment>
        <translation>usa %1, que tiene menos prioridad que %2</translation>
    </message>
    <message>
        <source>no GPU was found, so the CPU build is the one to install</source>
        <translation>no se encontró ninguna GPU, así que la compilación que se debe instalar es la de CPU</translation>
    </message>
    <message>
        <source>no usable GPU has a PyTorch build here, so the CPU build is the one to install</source>
        <translation>ninguna GPU utilizable tiene aquí una compilación de PyTorch, así que la compilación que se debe instalar es la de CPU</translation>
    </message>
    <message>
        <source>the CPU build works everywhere but uses no GPU</source>
        <translation>la compilación para CPU funciona en cualquier equipo, pero no usa ninguna GPU</translation>
    </message>
    <message>
        <source>%1 does not exist; write it with detect --json</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1 no existe; créelo con detect --json</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <source>--os &quot;%1&quot; is not one of linux, windows, macos</source>
        <extracomment>%1 is what was typed after --os</extracomment>
        <translation>--os &quot;%1&quot; no es uno de linux, windows, macos</translation>
    </message>
    <message>
        <source>--arch &quot;%1&quot; is not a CPU architecture such as x86_64 or aarch64</source>
        <extracomment>%1 is what was typed after --arch</extracomment>
        <translation>--arch &quot;%1&quot; no es una arquitectura de CPU como x86_64 o aarch64</translation>
    </message>
    <message>
        <source>--python &quot;%1&quot; is not a Python 3 version such as 3.12</source>
        <extracomment>%1 is what was typed after --python</extracomment>
        <translation>--python &quot;%1&quot; no es una versión de Python 3 como 3.12</translation>
    </message>
    <message>
        <source>%1; the recommendation rests on the built-in matrix (updated %2)</source>
        <extracomment>%1 is what the index said or why it could not be asked (a sentence without a full stop), %2 a date such as 2026-11-24</extracomment>
        <translation>%1; la recomendación se basa en la matriz integrada (actualizada el %2)</translation>
    </message>
    <message>
        <source>Pick an alternative, or check the index in a browser</source>
        <translation>Elija una alternativa o consulte el índice en un navegador</translation>
    </message>
    <message>
        <source>The index %1 was not asked: remote indexes must use https</source>
        <extracomment>%1 is an address (credentials hidden)</extracomment>
        <translation>No se consultó el índice %1: los índices remotos deben usar https</translation>
    </message>
    <message>
        <source>%1 for Python %2 on %3 %4</source>
        <extracomment>%1 is a package, %2 a Python version, %3 an OS and %4 a CPU architecture</extracomment>
        <translation>%1 para Python %2 en %3 %4</translation>
    </message>
    <message>
        <source>%1 %2 for Python %3 on %4 %5</source>
        <extracomment>%1 is a package and %2 its version, %3 a Python version, %4 an OS, %5 a CPU architecture</extracomment>
        <translation>%1 %2 para Python %3 en %4 %5</translation>
    </message>
    <message>
        <source>The index %1 lists %2 right now (%3)</source>
        <extracomment>%1 is an address, %2 what was asked for (a package for a Python, OS and CPU), %3 a wheel&apos;s file name</extracomment>
        <translation>El índice %1 ofrece ahora mismo %2 (%3)</translation>
    </message>
    <message>
        <source>The index %1 could not be asked (%2)</source>
        <extracomment>%1 is an address (credentials hidden), %2 an error message from the network library</extracomment>
        <translation>No se pudo consultar el índice %1 (%2)</translation>
    </message>
    <message>
        <source>HIP_VISIBLE_DEVICES=%1 keeps what is chosen (numbered in HIP&apos;s order) and hides every other AMD GPU from HIP</source>
        <extracomment>%1 is the chosen GPUs&apos; numbers in HIP&apos;s order, such as &quot;0&quot; or &quot;0,2&quot;</extracomment>
        <translation>HIP_VISIBLE_DEVICES=%1 conserva lo elegido (numerado según el orden de HIP) y oculta a HIP todas las demás GPU de AMD</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a package spec: %2 (write e.g. &quot;torch&lt;2.7&quot; or &quot;torchvision==0.20.1&quot;)</source>
        <extracomment>%1 is the text given as a package spec (a pip requirement), %2 what is wrong with it, one of the reasons in this context such as &quot;it is empty&quot;</extracomment>
        <translation>&quot;%1&quot; no es una especificación de paquete: %2 (escriba, p. ej., &quot;torch&lt;2.7&quot; o &quot;torchvision==0.20.1&quot;)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a version condition</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;; %1 is the part of the spec that is wrong</extracomment>
        <translation>&quot;%1&quot; no es una condición de versión</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a version</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;; %1 is the version given in it
----------
%1 is the text given as a version</extracomment>
        <translation>&quot;%1&quot; no es una versión</translation>
    </message>
    <message>
        <source>The index %1 lists no wheel of %2 right now (1 file looked at)</source>
        <extracomment>%1 is an address, %2 what was asked for (a package for a Python, OS and CPU)</extracomment>
        <translation>El índice %1 no ofrece ahora mismo ningún wheel de %2 (se examinó 1 archivo)</translation>
    </message>
    <message numerus="yes">
        <source>The index %1 lists no wheel of %2 right now (%n files looked at)</source>
        <extracomment>%1 is an address, %2 what was asked for (a package for a Python, OS and CPU), %n the number of files looked at (not 1: one file has its own sentence)</extracomment>
        <translation>
            <numerusform>El índice %1 no ofrece ahora mismo ningún wheel de %2 (se examinó %n archivo)</numerusform>
            <numerusform>El índice %1 no ofrece ahora mismo ningún wheel de %2 (se examinaron %n archivos)</numerusform>
        </translation>
    </message>
    <message>
        <source>it holds a line break or another control character</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;</extracomment>
        <translation>contiene un salto de línea u otro carácter de control</translation>
    </message>
    <message>
        <source>a package from an address (name @ URL) is not supported here</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;</extracomment>
        <translation>aquí no se admite un paquete desde una dirección (nombre @ URL)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not the name of an extra</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;; %1 is the text in square brackets</extracomment>
        <translation>&quot;%1&quot; no es el nombre de un extra</translation>
    </message>
    <message>
        <source>nothing follows the &quot;;&quot; (write a marker such as sys_platform == &quot;linux&quot;)</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;</extracomment>
        <translation>no hay nada después del &quot;;&quot; (escriba un marcador como sys_platform == &quot;linux&quot;)</translation>
    </message>
    <message>
        <source>a quoted text in the marker is not closed</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;</extracomment>
        <translation>un texto entre comillas del marcador no está cerrado</translation>
    </message>
    <message>
        <source>a quoted text in the marker holds a character pip does not take</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;</extracomment>
        <translation>un texto entre comillas del marcador contiene un carácter que pip no acepta</translation>
    </message>
    <message>
        <source>the marker holds &quot;%1&quot;, which pip does not take there</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;; %1 is one character</extracomment>
        <translation>el marcador contiene &quot;%1&quot;, que pip no acepta ahí</translation>
    </message>
    <message>
        <source>the marker ends too early</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;</extracomment>
        <translation>el marcador termina demasiado pronto</translation>
    </message>
    <message>
        <source>the marker has &quot;%1&quot; where pip expects something else</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;; %1 is a word or sign of the marker</extracomment>
        <translation>el marcador tiene &quot;%1&quot; donde pip espera otra cosa</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a marker variable (such as sys_platform or python_version)</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;; %1 is a word of the marker</extracomment>
        <translation>&quot;%1&quot; no es una variable de marcador (como sys_platform o python_version)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a version operator</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;; %1 is the operator written, such as &quot;=&gt;&quot;</extracomment>
        <translation>&quot;%1&quot; no es un operador de versión</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not followed by a version</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;; %1 is the operator, such as &quot;&lt;&quot;</extracomment>
        <translation>a &quot;%1&quot; no le sigue una versión</translation>
    </message>
    <message>
        <source>a local version such as &quot;%1&quot; only goes with == or !=</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;; %1 is the version, such as 2.5.1+cu124</extracomment>
        <translation>una versión local como &quot;%1&quot; solo va con == o !=</translation>
    </message>
    <message>
        <source>an older PyTorch (%1) with %2</source>
        <extracomment>%1 is a version, %2 a build&apos;s name such as &quot;CUDA 12.6&quot;</extracomment>
        <translation>un PyTorch más antiguo (%1) con %2</translation>
    </message>
    <message>
        <source>the same PyTorch %1 with %2 instead of %3, for when the newer one does not work here</source>
        <extracomment>%1 is a version, %2 and %3 builds&apos; names such as &quot;CUDA 12.6&quot; and &quot;CUDA 13.0&quot;</extracomment>
        <translation>el mismo PyTorch %1 con %2 en lugar de %3, por si el más reciente no funciona aquí</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <extracomment>a GPU named again in a sentence that described it already; %1 is its number</extracomment>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>torch %1 is excluded by %2</source>
        <extracomment>%1 is a torch series such as 2.9.*, %2 a pin such as torch&lt;2.9</extracomment>
        <translation>torch %1 queda excluido por %2</translation>
    </message>
    <message>
        <source>torch %1 has no %2 build for Python %3 on %4, only for Python %5</source>
        <extracomment>%1 is a torch version such as 1.13.1, %2 a build such as cpu, %3 a Python version such as 3.11, %4 a platform such as linux-x86_64, %5 a list of Python versions such as &quot;3.7, 3.8, 3.9, 3.10&quot;</extracomment>
        <translation>torch %1 no tiene compilación %2 para Python %3 en %4, solo para Python %5</translation>
    </message>
    <message>
        <source>%1 only for torch %2</source>
        <extracomment>%1 is a gfx target such as gfx90c, %2 a list of torch versions such as 2.12</extracomment>
        <translation>%1 solo para torch %2</translation>
    </message>
    <message>
        <source>AMD&apos;s TheRock %1 wheels build no torch for all of these GPUs together (%2)</source>
        <extracomment>%1 is a channel, &quot;stable&quot; or &quot;nightly&quot;; %2 a list of limits such as &quot;gfx90c only for torch 2.12&quot;</extracomment>
        <translation>los wheels TheRock %1 de AMD no ofrecen ningún torch que admita todas estas GPU a la vez (%2)</translation>
    </message>
    <message>
        <source>pip takes the newest torch %1.x patch the index offers, with the torchvision and torchaudio that pair with it; the compatibility matrix lists %2</source>
        <extracomment>%1 is a torch series such as 2.14, %2 a torch version such as 2.14.0</extracomment>
        <translation>pip toma la versión de corrección de torch %1.x más reciente que ofrece el índice, con los torchvision y torchaudio que le corresponden; la matriz de compatibilidad indica %2</translation>
    </message>
    <message>
        <source>torch %1 has wheels for Python %2 only as a preview on download.pytorch.org: torch alone, without torchvision, and none on PyPI, so no complete PyTorch can be installed for Python %2 on %3 yet; use one of %4</source>
        <extracomment>%1 is a torch version such as 2.14.0, %2 a Python version such as 3.15, %3 a platform such as linux-x86_64, %4 a list of Python versions</extracomment>
        <translation>torch %1 solo tiene wheels para Python %2 como versión preliminar en download.pytorch.org: torch solo, sin torchvision, y ninguno en PyPI, así que aún no se puede instalar un PyTorch completo para Python %2 en %3; use uno de estos: %4</translation>
    </message>
    <message>
        <source>The policy data from %1 is not a valid policy bundle: %2. The update was not used.</source>
        <extracomment>%1 is where the policy data came from (a folder or a web address), %2 what is wrong with it (a technical clause in English, such as &quot;data_version: is missing&quot;)</extracomment>
        <translation>Los datos de política de %1 no son un paquete de política válido: %2. No se aplicó la actualización.</translation>
    </message>
    <message>
        <source>The policy data from %1 has format %2, newer than this program reads (%3). Update Torch Setup to use it; the current policy data stays in use.</source>
        <extracomment>%1 is where the policy data came from, %2 and %3 format numbers such as 2 and 1</extracomment>
        <translation>Los datos de política de %1 tienen el formato %2, más reciente que el que lee este programa (%3). Actualice Torch Setup para usarlos; se siguen usando los datos de política actuales.</translation>
    </message>
    <message>
        <source>The %1 in the policy data from %2 is invalid: %3 The update was not used.</source>
        <extracomment>%1 is a file name such as compat-matrix.json, %2 where the policy data came from, %3 what is wrong (the loader&apos;s message, in English, naming the entry)</extracomment>
        <translation>El archivo %1 de los datos de política de %2 no es válido: %3 No se aplicó la actualización.</translation>
    </message>
    <message>
        <source>The policy data from %1 is larger than %2 MiB; the update was not used.</source>
        <extracomment>%1 is where the policy data came from, %2 a size in MiB</extracomment>
        <translation>Los datos de política de %1 ocupan más de %2 MiB; no se aplicó la actualización.</translation>
    </message>
    <message>
        <source>The policy data %1 needs Torch Setup %2 or newer; this is %3. Update Torch Setup to use it; the current policy data stays in use.</source>
        <extracomment>%1 is a data version such as 2026-11-27.1, %2 and %3 program versions such as 0.2.0</extracomment>
        <translation>Los datos de política %1 necesitan Torch Setup %2 o posterior; esta versión es la %3. Actualice Torch Setup para usarlos; se siguen usando los datos de política actuales.</translation>
    </message>
    <message>
        <source>The policy data %1 is not newer than the data built into this program (%2); the built-in data stays in use.</source>
        <extracomment>%1 and %2 are data versions such as 2026-11-27.1</extracomment>
        <translation>Los datos de política %1 no son más recientes que los integrados en este programa (%2); se siguen usando los datos integrados.</translation>
    </message>
    <message>
        <source>The policy data %1 is older than the update accepted before (%2): an old bundle is never taken back. The current policy data stays in use.</source>
        <extracomment>%1 and %2 are data versions such as 2026-11-27.1</extracomment>
        <translation>Los datos de política %1 son más antiguos que la actualización aceptada anteriormente (%2): nunca se vuelve a un paquete anterior. Se siguen usando los datos de política actuales.</translation>
    </message>
    <message>
        <source>The stored policy data says %1 but was accepted as %2; it is not used.</source>
        <extracomment>%1 and %2 are data versions such as 2026-11-27.1</extracomment>
        <translation>Los datos de política guardados indican %1, pero se aceptaron como %2; no se usan.</translation>
    </message>
    <message>
        <source>Another program is updating the policy data in %1; try again when it is done.</source>
        <extracomment>%1 is a folder&apos;s path</extracomment>
        <translation>Otro programa está actualizando los datos de política en %1; vuelva a intentarlo cuando haya terminado.</translation>
    </message>
    <message>
        <source>The policy data %1 is already in use.</source>
        <extracomment>%1 is a data version such as 2026-11-27.1</extracomment>
        <translation>Los datos de política %1 ya están en uso.</translation>
    </message>
    <message>
        <source>The policy data %1 from %2 is now in use.</source>
        <extracomment>%1 is a data version such as 2026-11-27.1, %2 where it came from (a folder or a web address)</extracomment>
        <translation>Ahora se usan los datos de política %1 de %2.</translation>
    </message>
    <message>
        <source>%1 could not be written: %2.</source>
        <extracomment>%1 is a file&apos;s path, %2 the system&apos;s reason</extracomment>
        <translation>No se pudo escribir %1: %2.</translation>
    </message>
    <message>
        <source>The folder %1 could not be created.</source>
        <extracomment>%1 is a folder&apos;s path</extracomment>
        <translation>No se pudo crear la carpeta %1.</translation>
    </message>
    <message>
        <source>The stored policy data %1 cannot be read: %2.</source>
        <extracomment>%1 is a file&apos;s path, %2 the system&apos;s reason</extracomment>
        <translation>No se pueden leer los datos de política guardados %1: %2.</translation>
    </message>
    <message>
        <source>This build of the program trusts no key for policy-data updates, so it uses only its built-in policy data.</source>
        <translation>Esta compilación del programa no confía en ninguna clave para las actualizaciones de los datos de política, así que solo usa sus datos de política integrados.</translation>
    </message>
    <message>
        <source>The signature is not an Ed25519 signature (%1 bytes instead of 64); the update was not used.</source>
        <extracomment>%1 is a number of bytes</extracomment>
        <translation>La firma no es una firma Ed25519 (%1 bytes en lugar de 64); no se aplicó la actualización.</translation>
    </message>
    <message>
        <source>The signature does not match the policy data with any key this program trusts: the file was altered or cut short, or signed with another key. The update was not used.</source>
        <translation>La firma no corresponde a los datos de política con ninguna de las claves en las que confía este programa: el archivo se modificó o quedó cortado, o se firmó con otra clave. No se aplicó la actualización.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2.</source>
        <extracomment>%1 is a file&apos;s path, %2 the system&apos;s reason</extracomment>
        <translation>No se puede leer %1: %2.</translation>
    </message>
    <message>
        <source>The policy data at %1 has not changed since the last check.</source>
        <extracomment>%1 is a web address</extracomment>
        <translation>Los datos de política en %1 no han cambiado desde la última comprobación.</translation>
    </message>
    <message>
        <source>No place to fetch policy-data updates from is set: name one with `data update --from URL|DIR` or %1.</source>
        <translation>No hay ningún lugar definido para las actualizaciones de los datos de política: indique uno con `data update --from URL|DIR` o %1.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; (from %2) is neither an https address nor a folder or file.</source>
        <extracomment>%1 is what was given as the place of the updates, %2 what named it (such as --from)</extracomment>
        <translation>«%1» (de %2) no es una dirección https ni una carpeta o un archivo.</translation>
    </message>
    <message>
        <source>The support bundle&apos;s policy data says %1, not the %2 its report names; this replay decides with the data in use here.</source>
        <extracomment>%1 and %2 are data versions such as 2026-11-27.1</extracomment>
        <translation>Los datos de política del paquete de soporte son %1, no los %2 que nombra su informe; esta reproducción decide con los datos en uso aquí.</translation>
    </message>
    <message>
        <source>The customer&apos;s policy data %1 cannot be used here: %2 This replay decides with the policy data %3.</source>
        <extracomment>%1 and %3 are data versions such as 2026-11-27.1, %2 why (whole sentences)</extracomment>
        <translation>Los datos de política %1 del cliente no se pueden usar aquí: %2 Esta reproducción decide con los datos de política %3.</translation>
    </message>
    <message>
        <source>The customer decided with a policy-data update %1 that the support bundle does not carry; this replay decides with the policy data %2.</source>
        <extracomment>%1 and %2 are data versions such as 2026-11-27.1</extracomment>
        <translation>El cliente decidió con una actualización %1 de los datos de política que el paquete de soporte no incluye; esta reproducción decide con los datos de política %2.</translation>
    </message>
    <message>
        <source>The customer&apos;s program decided with its built-in policy data %1; this replay decides with the policy data %2. Differences between the two may change the recommendation.</source>
        <extracomment>%1 and %2 are data versions such as 2026-11-27.1</extracomment>
        <translation>El programa del cliente decidió con sus datos de política integrados %1; esta reproducción decide con los datos de política %2. Las diferencias entre ambos pueden cambiar la recomendación.</translation>
    </message>
    <message>
        <source>the index also lists torch %1 for %2, a release newer than the policy data knows (%3); it is not chosen by itself, as its companions and drivers are not in the data yet: to try it, install torch==%4.* with --backend %2, or take a policy-data update (`torch-setup-cli data update`)</source>
        <extracomment>%1 is a torch version such as 2.15.0, %2 a build such as cu130, %3 the version the data knows such as 2.14, %4 a version series such as 2.15</extracomment>
        <translation>el índice también ofrece torch %1 para %2, una versión más reciente que las que conocen los datos de política (%3); no se elige por sí sola, porque sus paquetes complementarios y controladores aún no están en los datos: para probarla, instale torch==%4.* con --backend %2, o tome una actualización de los datos de política (`torch-setup-cli data update`)</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>The support bundle %1 cannot be written: %2. Choose a folder you can write to.</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>No se puede escribir el paquete de soporte %1: %2. Elija una carpeta en la que pueda escribir.</translation>
    </message>
    <message>
        <source>The support bundle %1 could not be written completely (%2); is the disk full?</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>No se pudo escribir completo el paquete de soporte %1 (%2); ¿está lleno el disco?</translation>
    </message>
    <message>
        <source>The support bundle could not be moved into place at %1.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>No se pudo mover el paquete de soporte a su ubicación en %1.</translation>
    </message>
    <message>
        <source>Torch Setup %1 support report, %2</source>
        <extracomment>%1 is the program&apos;s version, %2 a date and time</extracomment>
        <translation>Informe de soporte de Torch Setup %1, %2</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>Este equipo</translation>
    </message>
    <message>
        <source>OS: %1 %2 (%3)</source>
        <extracomment>%1 is the operating system, %2 its version, %3 the CPU architecture</extracomment>
        <translation>Sistema operativo: %1 %2 (%3)</translation>
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
        <translation>GPU: no se encontró ninguna</translation>
    </message>
    <message>
        <source>driver %1</source>
        <extracomment>%1 is a driver version such as 580.95.05</extracomment>
        <translation>controlador %1</translation>
    </message>
    <message>
        <source>kernel driver %1</source>
        <extracomment>%1 is a kernel driver&apos;s name such as nvidia or amdgpu</extracomment>
        <translation>controlador del kernel %1</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <extracomment>%1 is an amount of memory (a number)</extracomment>
        <translation>%1 MiB</translation>
    </message>
    <message>
        <source>compute capability %1</source>
        <extracomment>%1 is a number such as 8.9</extracomment>
        <translation>capacidad de cómputo %1</translation>
    </message>
    <message>
        <source>integrated</source>
        <translation>integrada</translation>
    </message>
    <message>
        <source>discrete</source>
        <translation>dedicada</translation>
    </message>
    <message>
        <source>not usable: %1</source>
        <extracomment>%1 is why the GPU cannot be used (a clause)</extracomment>
        <translation>no utilizable: %1</translation>
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
        <translation>presente, accesible</translation>
    </message>
    <message>
        <source>present, not accessible</source>
        <translation>presente, no accesible</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>ausente</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>Recomendación</translation>
    </message>
    <message>
        <source>none: %1</source>
        <extracomment>%1 is why there is no recommendation (an error message)</extracomment>
        <translation>ninguna: %1</translation>
    </message>
    <message>
        <source>Environment %1</source>
        <extracomment>a section&apos;s title; %1 is a folder</extracomment>
        <translation>Entorno %1</translation>
    </message>
    <message>
        <source>Kind: %1; Python %2; interpreter %3</source>
        <extracomment>%1 is the kind of environment, %2 a Python version, %3 the interpreter&apos;s path</extracomment>
        <translation>Tipo: %1; Python %2; intérprete %3</translation>
    </message>
    <message>
        <source>torch: %1</source>
        <extracomment>%1 is torch with its version and build, such as &quot;torch 2.9.0 (PyPI&apos;s CUDA build)&quot;, or &quot;not installed&quot;</extracomment>
        <translation>torch: %1</translation>
    </message>
    <message>
        <source>not installed in the environment itself (it also sees the system&apos;s packages)</source>
        <translation>no está instalado en el propio entorno (que también ve los paquetes del sistema)</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>no instalado</translation>
    </message>
    <message>
        <source>Installed by Torch Setup %1 on %2: the %3 build from %4</source>
        <extracomment>%1 is a version, %2 a date, %3 a build such as cu128, %4 an index URL</extracomment>
        <translation>Instalado por Torch Setup %1 el %2: la compilación %3 de %4</translation>
    </message>
    <message>
        <source>Packages (pip freeze):</source>
        <translation>Paquetes (pip freeze):</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>Verificación</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>no se ejecutó</translation>
    </message>
    <message>
        <source>Settings that change installs</source>
        <translation>Ajustes que afectan a las instalaciones</translation>
    </message>
    <message>
        <source>pip&apos;s configuration</source>
        <translation>Configuración de pip</translation>
    </message>
    <message>
        <source>no configuration file</source>
        <translation>ningún archivo de configuración</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Policy data: %1 (%2)</source>
        <extracomment>%1 is the policy data&apos;s version such as 2026-11-27.1, %2 &quot;built-in&quot; or &quot;update&quot;</extracomment>
        <translation>Datos de política: %1 (%2)</translation>
    </message>
    <message>
        <source>Logs</source>
        <translation>Registros</translation>
    </message>
    <message>
        <source>%1 is a folder; name the support bundle&apos;s file in it, such as %2.</source>
        <extracomment>%1 is a folder, %2 a file in it (support.zip)</extracomment>
        <translation>%1 es una carpeta; indique el archivo del paquete de soporte dentro de ella, por ejemplo %2.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist; name a file in a folder that does.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>La carpeta %1 no existe; indique un archivo en una carpeta que exista.</translation>
    </message>
</context>
<context>
    <name>System</name>
    <message>
        <source>%1 finished successfully.</source>
        <extracomment>%1 is a program&apos;s name</extracomment>
        <translation>%1 terminó correctamente.</translation>
    </message>
    <message>
        <source>%1 exited with code %2.</source>
        <extracomment>%1 is a program&apos;s name, %2 its exit code</extracomment>
        <translation>%1 terminó con el código %2.</translation>
    </message>
    <message>
        <source>%1 stopped unexpectedly: it crashed or was killed by another program.</source>
        <extracomment>%1 is a program&apos;s name</extracomment>
        <translation>%1 se detuvo de forma inesperada: se bloqueó o lo finalizó otro programa.</translation>
    </message>
    <message>
        <source>%1 was stopped because the installation was cancelled.</source>
        <extracomment>%1 is a program&apos;s name</extracomment>
        <translation>%1 se detuvo porque se canceló la instalación.</translation>
    </message>
    <message>
        <source>%1 could not be started: %2.</source>
        <extracomment>%1 is a program&apos;s name, %2 why it could not start</extracomment>
        <translation>No se pudo iniciar %1: %2.</translation>
    </message>
    <message>
        <source>%1 does not exist or is not executable</source>
        <extracomment>the reason in &quot;%1 could not be started: %2.&quot;; %1 is a program&apos;s file name</extracomment>
        <translation>%1 no existe o no es ejecutable</translation>
    </message>
    <message>
        <source>no program named %1 was found on PATH</source>
        <extracomment>%1 is a program&apos;s name</extracomment>
        <translation>no se encontró ningún programa llamado %1 en PATH</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a PCI id; write 4 lowercase hex digits such as &quot;10de&quot;</source>
        <extracomment>%1 is the value found in the file</extracomment>
        <translation>&quot;%1&quot; no es un identificador PCI; escriba 4 dígitos hexadecimales en minúsculas, como &quot;10de&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a PCI address such as &quot;0000:01:00.0&quot;</source>
        <extracomment>%1 is the value found in the file</extracomment>
        <translation>&quot;%1&quot; no es una dirección PCI como &quot;0000:01:00.0&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a version number such as &quot;580.95.05&quot;</source>
        <extracomment>%1 is the value found in the file</extracomment>
        <translation>&quot;%1&quot; no es un número de versión como &quot;580.95.05&quot;</translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation>no debe ser negativo</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an AMD gfx target such as &quot;gfx1100&quot;</source>
        <extracomment>%1 is the value found in the file</extracomment>
        <translation>&quot;%1&quot; no es un target gfx de AMD como &quot;gfx1100&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a compute capability such as &quot;8.9&quot;</source>
        <extracomment>%1 is the value found in the file</extracomment>
        <translation>&quot;%1&quot; no es una capacidad de cómputo como &quot;8.9&quot;</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>se esperaba una cadena</translation>
    </message>
    <message>
        <source>null</source>
        <extracomment>what a JSON value was, in &quot;expected …, found …&quot;</extracomment>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>un booleano</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un número</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>una cadena</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>una matriz</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objeto</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nada</translation>
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
        <translation>se esperaba %1 y se encontró %2</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <extracomment>%1 is the number found in the file</extracomment>
        <translation>se esperaba un número entero y se encontró %1</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true o false</translation>
    </message>
    <message>
        <source>version %1 is newer than this program reads (%2); update Torch Setup</source>
        <extracomment>%1 and %2 are format version numbers</extracomment>
        <translation>la versión %1 es más reciente de lo que lee este programa (%2); actualice Torch Setup</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of linux, windows, macos</source>
        <extracomment>%1 is the value found in the file</extracomment>
        <translation>&quot;%1&quot; no es uno de linux, windows, macos</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a CPU architecture such as x86_64, amd64, aarch64 or arm64</source>
        <extracomment>%1 is the value found in the file</extracomment>
        <translation>&quot;%1&quot; no es una arquitectura de CPU como x86_64, amd64, aarch64 o arm64</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Python version such as &quot;3.12&quot;</source>
        <extracomment>%1 is the value found in the file</extracomment>
        <translation>&quot;%1&quot; no es una versión de Python como &quot;3.12&quot;</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>se esperaba un objeto</translation>
    </message>
    <message>
        <source>%1 is not valid JSON (%2 at byte %3)</source>
        <extracomment>%1 is a file, %2 the JSON parser&apos;s reason, %3 a byte offset</extracomment>
        <translation>%1 no es JSON válido (%2 en el byte %3)</translation>
    </message>
    <message>
        <source>%1 holds JSON but not an object; expected the format of `detect --json`</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1 contiene JSON, pero no un objeto; se esperaba el formato de `detect --json`</translation>
    </message>
    <message>
        <source>%1 was stopped because it had not finished after 1 second.</source>
        <extracomment>%1 is a program&apos;s name</extracomment>
        <translation>%1 se detuvo porque no había terminado tras 1 segundo.</translation>
    </message>
    <message numerus="yes">
        <source>%1 was stopped because it had not finished after %n seconds.</source>
        <extracomment>%1 is a program&apos;s name, %n a number of seconds, 2 or more (1 second has its own sentence)</extracomment>
        <translation>
            <numerusform>%1 se detuvo porque no había terminado tras %n segundo.</numerusform>
            <numerusform>%1 se detuvo porque no había terminado tras %n segundos.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Verify</name>
    <message>
        <source>Fix: %1</source>
        <extracomment>%1 is what to do (a sentence)</extracomment>
        <translation>Solución: %1</translation>
    </message>
    <message>
        <source>torch is not installed in %1.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>torch no está instalado en %1.</translation>
    </message>
    <message>
        <source>torch does not work in %1: %2</source>
        <extracomment>%1 is a folder, %2 what went wrong (an error message)</extracomment>
        <translation>torch no funciona en %1: %2</translation>
    </message>
    <message>
        <source>PyTorch %1 works in %2 (%3).</source>
        <extracomment>%1 is a torch version such as 2.9.0, %2 a folder, %3 the counts of checks, such as &quot;passed: 12, failed: 0, skipped: 2&quot;</extracomment>
        <translation>PyTorch %1 funciona en %2 (%3).</translation>
    </message>
    <message>
        <source>PyTorch %1 works in %2, but torch.compile does not (%3); the failed check says how to fix it.</source>
        <extracomment>%1 is a torch version such as 2.9.0, %2 a folder, %3 the counts of checks, such as &quot;passed: 11, failed: 1, skipped: 2&quot;</extracomment>
        <translation>PyTorch %1 funciona en %2, pero torch.compile no (%3); la comprobación fallida indica cómo solucionarlo.</translation>
    </message>
    <message>
        <source>PyTorch %1 in %2 failed a check: %3 (%4)</source>
        <extracomment>%1 is a torch version such as 2.9.0, %2 a folder, %3 what went wrong (a sentence), %4 the counts of checks, such as &quot;passed: 11, failed: 1, skipped: 2&quot;</extracomment>
        <translation>PyTorch %1 en %2 no superó una comprobación: %3 (%4)</translation>
    </message>
    <message>
        <source>The verification of %1 did not run.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>No se ejecutó la verificación de %1.</translation>
    </message>
    <message>
        <source>%1 is not a Python environment (it has no pyvenv.cfg); name the folder of one with --venv.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>%1 no es un entorno de Python (no tiene pyvenv.cfg); indique la carpeta de uno con --venv.</translation>
    </message>
    <message>
        <source>The Python environment %1 is broken: its Python is gone. Repair it with torch-setup-cli install --venv %1.</source>
        <translation>El entorno de Python %1 está dañado: su Python ya no existe. Repárelo con torch-setup-cli install --venv %1.</translation>
    </message>
    <message>
        <source>torch is not installed in %1; install it with torch-setup-cli install --venv %1.</source>
        <extracomment>%1 is a folder (both times)</extracomment>
        <translation>torch no está instalado en %1; instálelo con torch-setup-cli install --venv %1.</translation>
    </message>
    <message>
        <source>The verification script could not be written to a temporary folder.</source>
        <translation>No se pudo escribir el script de verificación en una carpeta temporal.</translation>
    </message>
    <message>
        <source>The environment&apos;s Python</source>
        <translation>El Python del entorno</translation>
    </message>
    <message>
        <source>The verification was cancelled.</source>
        <translation>Se canceló la verificación.</translation>
    </message>
    <message>
        <source>Importing torch hangs: usually a GPU driver that does not answer, or security software scanning the library files. Restart the computer, update the GPU driver, and try again; the support bundle shows which library was loading.</source>
        <translation>La importación de torch se bloquea: normalmente por un controlador de GPU que no responde, o por un software de seguridad que analiza los archivos de las bibliotecas. Reinicie el equipo, actualice el controlador de la GPU y vuelva a intentarlo; el paquete de soporte muestra qué biblioteca se estaba cargando.</translation>
    </message>
    <message>
        <source>The device may be busy or stuck: close other programs that use the GPU, restart the computer and verify again.</source>
        <translation>Puede que el dispositivo esté ocupado o bloqueado: cierre otros programas que usen la GPU, reinicie el equipo y vuelva a verificar.</translation>
    </message>
    <message>
        <source>This check did not finish within %1 s; its Python process was stopped.</source>
        <extracomment>%1 is a number of seconds</extracomment>
        <translation>Esta comprobación no terminó en %1 s; se detuvo su proceso de Python.</translation>
    </message>
    <message>
        <source>Python stopped in the middle of this check: %1</source>
        <extracomment>%1 is how Python ended, a whole sentence such as &quot;Python exited with code 1.&quot;</extracomment>
        <translation>Python se detuvo en mitad de esta comprobación: %1</translation>
    </message>
    <message>
        <source>A crash inside PyTorch or the GPU driver: update the driver; if it persists, save a support bundle.</source>
        <translation>Un fallo dentro de PyTorch o del controlador de la GPU: actualice el controlador; si persiste, guarde un paquete de soporte.</translation>
    </message>
    <message>
        <source>The verification script did not run in %1: %2</source>
        <translation>El script de verificación no se ejecutó en %1: %2</translation>
    </message>
    <message>
        <source>passed: %1, failed: %2, skipped: %3</source>
        <extracomment>the numbers of checks that passed, failed and were skipped</extracomment>
        <translation>superadas: %1, fallidas: %2, omitidas: %3</translation>
    </message>
    <message>
        <source>%1 does not exist; name the folder of a Python environment with --venv.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>%1 no existe; indique con --venv la carpeta de un entorno de Python.</translation>
    </message>
    <message>
        <source>The Python environment %1 is broken: the Python %2 it was made with is gone. Repair it with torch-setup-cli install --venv %1.</source>
        <translation>El entorno de Python %1 está dañado: el Python %2 con el que se creó ya no existe. Repárelo con torch-setup-cli install --venv %1.</translation>
    </message>
    <message>
        <source>An update of %1 was interrupted before it finished, so what the folder holds now is not checked. The next torch-setup-cli install --venv %1 first puts the environment back as it was before that update.</source>
        <translation>Una actualización de %1 se interrumpió antes de terminar, así que no se comprueba lo que contiene ahora la carpeta. El próximo torch-setup-cli install --venv %1 primero deja el entorno como estaba antes de esa actualización.</translation>
    </message>
    <message>
        <source>The creation of the environment %1 was interrupted before it finished, so there is nothing to check. The next torch-setup-cli install --venv %1 removes what it left and creates the environment again.</source>
        <translation>La creación del entorno %1 se interrumpió antes de terminar, así que no hay nada que comprobar. El próximo torch-setup-cli install --venv %1 quita lo que dejó y vuelve a crear el entorno.</translation>
    </message>
    <message>
        <source>The verification script did not run in %1: %2 Python said: %3</source>
        <translation>El script de verificación no se ejecutó en %1: %2 Python dijo: %3</translation>
    </message>
    <message>
        <source>An installation (%1) is working on %2 now, so it is not checked; check it again when that installation has finished.</source>
        <extracomment>%1 names the installation&apos;s process (&quot;process 4242&quot;), %2 is a folder</extracomment>
        <translation>Una instalación (%1) está trabajando ahora en %2, así que no se comprueba; compruébelo de nuevo cuando esa instalación haya terminado.</translation>
    </message>
</context>
<context>
    <name>VerifyChecks</name>
    <message>
        <source>the CPU</source>
        <translation>la CPU</translation>
    </message>
    <message>
        <source>the GPU (CUDA)</source>
        <translation>la GPU (CUDA)</translation>
    </message>
    <message>
        <source>the GPU (ROCm)</source>
        <translation>la GPU (ROCm)</translation>
    </message>
    <message>
        <source>the Intel GPU (XPU)</source>
        <translation>la GPU de Intel (XPU)</translation>
    </message>
    <message>
        <source>the Apple GPU (MPS)</source>
        <translation>la GPU de Apple (MPS)</translation>
    </message>
    <message>
        <source>the GPU (DirectML)</source>
        <translation>la GPU (DirectML)</translation>
    </message>
    <message>
        <source>Element-wise arithmetic is correct on {where}.</source>
        <translation>La aritmética elemento a elemento es correcta en {where}.</translation>
    </message>
    <message>
        <source>Sums, means, maxima and standard deviations are correct on {where}.</source>
        <translation>Las sumas, medias, máximos y desviaciones típicas son correctos en {where}.</translation>
    </message>
    <message>
        <source>The random number generator is reproducible on {where}.</source>
        <translation>El generador de números aleatorios es reproducible en {where}.</translation>
    </message>
    <message>
        <source>Matrix multiplication in float32 is correct on {where}.</source>
        <translation>La multiplicación de matrices en float32 es correcta en {where}.</translation>
    </message>
    <message>
        <source>Convolution in float32 is correct on {where}.</source>
        <translation>La convolución en float32 es correcta en {where}.</translation>
    </message>
    <message>
        <source>Matrix multiplication in float16 is correct on {where}.</source>
        <translation>La multiplicación de matrices en float16 es correcta en {where}.</translation>
    </message>
    <message>
        <source>Matrix multiplication in bfloat16 is correct on {where}.</source>
        <translation>La multiplicación de matrices en bfloat16 es correcta en {where}.</translation>
    </message>
    <message>
        <source>Matrix multiplication speed on {where}.</source>
        <translation>Velocidad de multiplicación de matrices en {where}.</translation>
    </message>
    <message>
        <source>Attention (scaled_dot_product_attention) is correct on {where}.</source>
        <translation>La atención (scaled_dot_product_attention) es correcta en {where}.</translation>
    </message>
    <message>
        <source>torchvision&apos;s non-maximum suppression works on {where}.</source>
        <translation>La supresión de no máximos de torchvision funciona en {where}.</translation>
    </message>
    <message>
        <source>PyTorch can be imported.</source>
        <translation>PyTorch se puede importar.</translation>
    </message>
    <message>
        <source>torchvision and torchaudio load and match PyTorch.</source>
        <translation>torchvision y torchaudio se cargan y corresponden a PyTorch.</translation>
    </message>
    <message>
        <source>PyTorch sees the graphics cards this PC has.</source>
        <translation>PyTorch ve las tarjetas gráficas que tiene este equipo.</translation>
    </message>
    <message>
        <source>torch.compile works on {where}.</source>
        <translation>torch.compile funciona en {where}.</translation>
    </message>
    <message>
        <source>PyTorch can run a small computation on {where}.</source>
        <translation>PyTorch puede ejecutar un cálculo pequeño en {where}.</translation>
    </message>
    <message>
        <source>torchaudio loads and computes correctly.</source>
        <translation>torchaudio se carga y calcula correctamente.</translation>
    </message>
    <message>
        <source>Not run because torch did not import.</source>
        <translation>No se ejecutó porque no se pudo importar torch.</translation>
    </message>
    <message>
        <source>the build for NVIDIA GPUs</source>
        <translation>la compilación para GPU de NVIDIA</translation>
    </message>
    <message>
        <source>the build for AMD GPUs</source>
        <translation>la compilación para GPU de AMD</translation>
    </message>
    <message>
        <source>the build for Intel GPUs</source>
        <translation>la compilación para GPU de Intel</translation>
    </message>
    <message>
        <source>the build for Apple GPUs</source>
        <translation>la compilación para GPU de Apple</translation>
    </message>
    <message>
        <source>the CPU build with DirectML for GPUs</source>
        <translation>la compilación para CPU con DirectML para GPU</translation>
    </message>
    <message>
        <source>the CPU-only build</source>
        <translation>la compilación solo para CPU</translation>
    </message>
    <message>
        <source>Reinstall PyTorch with the installer; if it persists, the system lacks this library.</source>
        <translation>Vuelva a instalar PyTorch con el instalador; si persiste, es que al sistema le falta esta biblioteca.</translation>
    </message>
    <message>
        <source>Install a C++ compiler and Python&apos;s headers: {commands}.</source>
        <translation>Instale un compilador de C++ y los encabezados de Python: {commands}.</translation>
    </message>
    <message>
        <source>Python&apos;s development headers are missing from {python}: reinstall Python from python.org or use the installer&apos;s portable Python.</source>
        <translation>A {python} le faltan los encabezados de desarrollo de Python: vuelva a instalar Python desde python.org o use el Python portátil del instalador.</translation>
    </message>
    <message>
        <source>Install the Triton package that matches torch {version}: {command}.</source>
        <translation>Instale el paquete de Triton que corresponde a torch {version}: {command}.</translation>
    </message>
    <message>
        <source>PyTorch was built for GPUs but cannot see any.</source>
        <translation>PyTorch se compiló para GPU, pero no ve ninguna.</translation>
    </message>
    <message>
        <source>the CPU ({name})</source>
        <translation>la CPU ({name})</translation>
    </message>
    <message>
        <source>{what} on {where} gave wrong results: invalid numbers (NaN or infinity) from {parts}.</source>
        <translation>{what} en {where}: resultados incorrectos, con números no válidos (NaN o infinito) en {parts}.</translation>
    </message>
    <message>
        <source>{what} on {where} gave wrong results: {parts} off by up to {error}.</source>
        <translation>{what} en {where}: resultados incorrectos, con desviaciones de hasta {error} en {parts}.</translation>
    </message>
    <message>
        <source>PyTorch computes wrong numbers on the CPU, which points at a damaged installation: reinstall PyTorch; if it persists, send this report to support.</source>
        <translation>PyTorch calcula números incorrectos en la CPU, lo que indica una instalación dañada: vuelva a instalar PyTorch; si persiste, envíe este informe al soporte técnico.</translation>
    </message>
    <message>
        <source>It comes with the NVIDIA driver: install or repair the NVIDIA driver, restart, and run verification again.</source>
        <translation>Viene con el controlador de NVIDIA: instale o repare el controlador de NVIDIA, reinicie y vuelva a ejecutar la verificación.</translation>
    </message>
    <message>
        <source>It is one of NVIDIA&apos;s {runtime} libraries, which pip installs as {packages} packages next to PyTorch; they are missing or belong to another CUDA version. Reinstall PyTorch with the installer so that the matching {packages} packages come back, and make sure {variable} does not point at another CUDA installation.</source>
        <translation>Es una de las bibliotecas {runtime} de NVIDIA, que pip instala como paquetes {packages} junto a PyTorch; faltan o pertenecen a otra versión de CUDA. Vuelva a instalar PyTorch con el instalador para que vuelvan los paquetes {packages} correspondientes, y asegúrese de que {variable} no apunta a otra instalación de CUDA.</translation>
    </message>
    <message>
        <source>It is part of AMD&apos;s ROCm runtime, which the ROCm build of PyTorch brings with it. Reinstall PyTorch with the installer, and make sure {variable} does not point at another ROCm installation.</source>
        <translation>Forma parte de las bibliotecas de ejecución ROCm de AMD, que la compilación ROCm de PyTorch trae consigo. Vuelva a instalar PyTorch con el instalador y asegúrese de que {variable} no apunta a otra instalación de ROCm.</translation>
    </message>
    <message>
        <source>It belongs to Intel&apos;s GPU runtime (Level Zero / oneAPI): install Intel&apos;s GPU driver and reinstall PyTorch with the installer.</source>
        <translation>Pertenece a las bibliotecas de ejecución de GPU de Intel (Level Zero / oneAPI): instale el controlador de GPU de Intel y vuelva a instalar PyTorch con el instalador.</translation>
    </message>
    <message>
        <source>Install the latest Microsoft Visual C++ Redistributable (x64), restart, and run verification again; if it persists, reinstall PyTorch with the installer.</source>
        <translation>Instale la versión más reciente de Microsoft Visual C++ Redistributable (x64), reinicie y vuelva a ejecutar la verificación; si persiste, vuelva a instalar PyTorch con el instalador.</translation>
    </message>
    <message>
        <source>PyTorch is installed but fails to load: {error}.</source>
        <translation>PyTorch está instalado, pero no se carga: {error}.</translation>
    </message>
    <message>
        <source>Reinstall PyTorch with the installer; if it persists, send this report to support.</source>
        <translation>Vuelva a instalar PyTorch con el instalador; si persiste, envíe este informe al soporte técnico.</translation>
    </message>
    <message>
        <source>PyTorch {version} loads correctly; it is {build}.</source>
        <translation>PyTorch {version} se carga correctamente; es {build}.</translation>
    </message>
    <message>
        <source>The packages next to PyTorch load and match it ({packages}).</source>
        <translation>Los paquetes que acompañan a PyTorch se cargan y corresponden a él ({packages}).</translation>
    </message>
    <message>
        <source>This is the CPU-only build of PyTorch, so it uses no graphics card.</source>
        <translation>Esta es la compilación de PyTorch solo para CPU, así que no usa ninguna tarjeta gráfica.</translation>
    </message>
    <message>
        <source>PyTorch sees 1 GPU: {names}.</source>
        <translation>PyTorch ve 1 GPU: {names}.</translation>
    </message>
    <message>
        <source>PyTorch sees {count} GPUs: {names}.</source>
        <translation>PyTorch ve {count} GPU: {names}.</translation>
    </message>
    <message>
        <source>PyTorch runs computations on {where} ({name}).</source>
        <translation>PyTorch ejecuta cálculos en {where} ({name}).</translation>
    </message>
    <message>
        <source>Element-wise arithmetic</source>
        <translation>Aritmética elemento a elemento</translation>
    </message>
    <message>
        <source>Element-wise arithmetic with broadcasting is correct on {where}.</source>
        <translation>La aritmética elemento a elemento con difusión (broadcasting) es correcta en {where}.</translation>
    </message>
    <message>
        <source>Reductions</source>
        <translation>Reducciones</translation>
    </message>
    <message>
        <source>Sums, means, maxima, argmax and standard deviations are correct on {where}.</source>
        <translation>Las sumas, medias, máximos, argmax y desviaciones típicas son correctos en {where}.</translation>
    </message>
    <message>
        <source>The random number generator on {where} is reproducible and well spread.</source>
        <translation>El generador de números aleatorios en {where} es reproducible y reparte bien los números.</translation>
    </message>
    <message>
        <source>Matrix multiplication in {dtype}</source>
        <translation>Multiplicación de matrices en {dtype}</translation>
    </message>
    <message>
        <source>Matrix multiplication in {dtype} is correct on {where}.</source>
        <translation>La multiplicación de matrices en {dtype} es correcta en {where}.</translation>
    </message>
    <message>
        <source>Convolution in float32</source>
        <translation>Convolución en float32</translation>
    </message>
    <message>
        <source>{tflops} TFLOP/s in {dtype} on {where}.</source>
        <translation>{tflops} TFLOP/s con {dtype} en {where}.</translation>
    </message>
    <message>
        <source>Attention (scaled_dot_product_attention)</source>
        <translation>Atención (scaled_dot_product_attention)</translation>
    </message>
    <message>
        <source>{module} is installed but its nms operation fails on {where}; it does not match this PyTorch.</source>
        <translation>{module} está instalado, pero su operación nms falla en {where}; no corresponde a este PyTorch.</translation>
    </message>
    <message>
        <source>Reinstall {module} from the same index and variant as torch {version} ({module} {expected}.*), e.g. by running the installer again. Error: {error}</source>
        <translation>Vuelva a instalar {module} desde el mismo índice y la misma variante que torch {version} ({module} {expected}.*), por ejemplo, volviendo a ejecutar el instalador. Error: {error}</translation>
    </message>
    <message>
        <source>torchaudio&apos;s functions</source>
        <translation>Funciones de torchaudio</translation>
    </message>
    <message>
        <source>torchaudio {version} computes correctly on {where}.</source>
        <translation>torchaudio {version} calcula correctamente en {where}.</translation>
    </message>
    <message>
        <source>Install the Visual Studio Build Tools with the &quot;Desktop development with C++&quot; workload and run the installer again from a shell where {compiler} is on PATH (Developer PowerShell).</source>
        <translation>Instale Visual Studio Build Tools con la carga de trabajo &quot;Desktop development with C++&quot; y vuelva a ejecutar el instalador desde una consola en la que {compiler} esté en el PATH (Developer PowerShell).</translation>
    </message>
    <message>
        <source>Install Apple&apos;s command line tools: {command}.</source>
        <translation>Instale las herramientas de línea de comandos de Apple: {command}.</translation>
    </message>
    <message>
        <source>Install Python&apos;s development headers: {commands}.</source>
        <translation>Instale los encabezados de desarrollo de Python: {commands}.</translation>
    </message>
    <message>
        <source>torch.compile failed on {where}: {error}.</source>
        <translation>torch.compile falló en {where}: {error}.</translation>
    </message>
    <message>
        <source>torch.compile is optional: models still run without it. Send this report to support so the cause can be looked at.</source>
        <translation>torch.compile es opcional: los modelos siguen funcionando sin él. Envíe este informe al soporte técnico para que se pueda estudiar la causa.</translation>
    </message>
    <message>
        <source>torch.compile (Inductor) gives the same results as eager mode on {where}.</source>
        <translation>torch.compile (Inductor) da los mismos resultados que el modo eager en {where}.</translation>
    </message>
    <message>
        <source>The graphics driver is too old for this PyTorch build.</source>
        <translation>El controlador gráfico es demasiado antiguo para esta compilación de PyTorch.</translation>
    </message>
    <message>
        <source>PyTorch cannot use the NVIDIA GPU because no NVIDIA driver is installed.</source>
        <translation>PyTorch no puede usar la GPU de NVIDIA porque no hay ningún controlador de NVIDIA instalado.</translation>
    </message>
    <message>
        <source>Install the NVIDIA driver for this GPU ({tool} must work), restart, and run verification again.</source>
        <translation>Instale el controlador de NVIDIA para esta GPU ({tool} debe funcionar), reinicie y vuelva a ejecutar la verificación.</translation>
    </message>
    <message>
        <source>{file} does not exist: the {driver} kernel driver is not loaded</source>
        <translation>{file} no existe: el controlador del kernel {driver} no está cargado</translation>
    </message>
    <message>
        <source>macOS {version}; MPS needs macOS 12.3 or newer on a Mac with a Metal GPU</source>
        <translation>macOS {version}; MPS necesita macOS 12.3 o posterior en un Mac con una GPU compatible con Metal</translation>
    </message>
    <message>
        <source>{package} is not installed</source>
        <translation>{package} no está instalado</translation>
    </message>
    <message>
        <source>Check that the GPU driver is installed and working ({tool} must list the GPU), restart after a driver update, and run verification again.</source>
        <translation>Compruebe que el controlador de la GPU está instalado y funciona ({tool} debe mostrar la GPU), reinicie después de actualizar el controlador y vuelva a ejecutar la verificación.</translation>
    </message>
    <message>
        <source>Check that the GPU driver is installed and working, restart after a driver update, and run verification again.</source>
        <translation>Compruebe que el controlador de la GPU está instalado y funciona, reinicie después de actualizar el controlador y vuelva a ejecutar la verificación.</translation>
    </message>
    <message>
        <source>This PyTorch installation has no DirectML support ({package} is not installed), so it cannot use {where}.</source>
        <translation>Esta instalación de PyTorch no es compatible con DirectML ({package} no está instalado), así que no puede usar {where}.</translation>
    </message>
    <message>
        <source>This PyTorch installation has no {support} support, so it cannot use {where}.</source>
        <translation>Esta instalación de PyTorch no es compatible con {support}, así que no puede usar {where}.</translation>
    </message>
    <message>
        <source>the Apple GPU</source>
        <translation>la GPU de Apple</translation>
    </message>
    <message>
        <source>This PyTorch build contains no code for your {gpu} (compute capability {capability}).</source>
        <translation>Esta compilación de PyTorch no contiene código para su {gpu} (capacidad de cómputo {capability}).</translation>
    </message>
    <message>
        <source>The installed build supports {carried} but this GPU needs {needs}.</source>
        <translation>La compilación instalada admite {carried}, pero esta GPU necesita {needs}.</translation>
    </message>
    <message>
        <source>The installed build has no code for this GPU&apos;s architecture.</source>
        <translation>La compilación instalada no tiene código para la arquitectura de esta GPU.</translation>
    </message>
    <message>
        <source>This check ran out of memory on {where}.</source>
        <translation>Esta comprobación se quedó sin memoria en {where}.</translation>
    </message>
    <message>
        <source>Close other programs that use the GPU (games, other AI tools) and run verification again; {tools} shows what holds the memory.</source>
        <translation>Cierre otros programas que usen la GPU (juegos, otras herramientas de IA) y vuelva a ejecutar la verificación; {tools} muestra qué está ocupando la memoria.</translation>
    </message>
    <message>
        <source>Update the graphics driver, restart, and run verification again.</source>
        <translation>Actualice el controlador gráfico, reinicie y vuelva a ejecutar la verificación.</translation>
    </message>
    <message>
        <source>PyTorch is not installed in this Python environment.</source>
        <translation>PyTorch no está instalado en este entorno de Python.</translation>
    </message>
    <message>
        <source>PyTorch&apos;s installation is incomplete: part of it ({module}) is missing.</source>
        <translation>La instalación de PyTorch está incompleta: falta una parte ({module}).</translation>
    </message>
    <message>
        <source>Reinstall PyTorch with the installer. Also make sure the verifier does not run inside a folder that contains a &apos;torch&apos; folder of its own.</source>
        <translation>Vuelva a instalar PyTorch con el instalador. Asegúrese también de que el verificador no se ejecuta dentro de una carpeta que contenga su propia carpeta &apos;torch&apos;.</translation>
    </message>
    <message>
        <source>PyTorch is installed but a Python package it needs ({module}) is missing.</source>
        <translation>PyTorch está instalado, pero falta un paquete de Python que necesita ({module}).</translation>
    </message>
    <message>
        <source>Install it into the environment: {command}, or reinstall PyTorch so that pip brings its dependencies.</source>
        <translation>Instálelo en el entorno: {command}, o vuelva a instalar PyTorch para que pip traiga sus dependencias.</translation>
    </message>
    <message>
        <source>PyTorch is installed but one of its libraries does not fit the others.</source>
        <translation>PyTorch está instalado, pero una de sus bibliotecas no encaja con las demás.</translation>
    </message>
    <message>
        <source>A library from another version is being loaded ({error}). Reinstall PyTorch with the installer and make sure {variable} does not point at other CUDA, ROCm or PyTorch libraries.</source>
        <translation>Se está cargando una biblioteca de otra versión ({error}). Vuelva a instalar PyTorch con el instalador y asegúrese de que {variable} no apunta a otras bibliotecas de CUDA, ROCm o PyTorch.</translation>
    </message>
    <message>
        <source>PyTorch is installed but cannot start because a library it needs ({library}) is missing.</source>
        <translation>PyTorch está instalado, pero no puede iniciarse porque falta una biblioteca que necesita ({library}).</translation>
    </message>
    <message>
        <source>{library} could not be loaded.</source>
        <translation>No se pudo cargar {library}.</translation>
    </message>
    <message>
        <source>PyTorch is installed but cannot start because a library it needs is missing.</source>
        <translation>PyTorch está instalado, pero no puede iniciarse porque falta una biblioteca que necesita.</translation>
    </message>
    <message>
        <source>A library PyTorch needs could not be loaded.</source>
        <translation>No se pudo cargar una biblioteca que PyTorch necesita.</translation>
    </message>
    <message>
        <source>PyTorch {version} loads correctly; it is {build} ({runtime}).</source>
        <translation>PyTorch {version} se carga correctamente; es {build} ({runtime}).</translation>
    </message>
    <message>
        <source>Neither torchvision nor torchaudio is installed.</source>
        <translation>No está instalado ni torchvision ni torchaudio.</translation>
    </message>
    <message>
        <source>PyTorch was installed as {installed}, but this PC needs {needed}.</source>
        <translation>PyTorch se instaló como {installed}, pero este equipo necesita {needed}.</translation>
    </message>
    <message>
        <source>PyTorch sees no GPU, and hardware detection found none for this build.</source>
        <translation>PyTorch no ve ninguna GPU, y la detección de hardware no encontró ninguna para esta compilación.</translation>
    </message>
    <message>
        <source>PyTorch sees no GPU (no hardware information was given to compare with).</source>
        <translation>PyTorch no ve ninguna GPU (no se proporcionó información del hardware con la que compararlo).</translation>
    </message>
    <message>
        <source>PyTorch sees {count} of the {found} GPUs found on this PC: {names}.</source>
        <translation>PyTorch ve {count} de las {found} GPU encontradas en este equipo: {names}.</translation>
    </message>
    <message>
        <source>A tiny computation on {where} gave a wrong result.</source>
        <translation>Un cálculo muy pequeño en {where} dio un resultado incorrecto.</translation>
    </message>
    <message>
        <source>PyTorch runs computations on {where}.</source>
        <translation>PyTorch ejecuta cálculos en {where}.</translation>
    </message>
    <message>
        <source>the same seed gave different numbers</source>
        <translation>la misma semilla dio números distintos</translation>
    </message>
    <message>
        <source>different seeds gave the same numbers</source>
        <translation>semillas distintas dieron los mismos números</translation>
    </message>
    <message>
        <source>uniform numbers fell outside {range}</source>
        <translation>los números uniformes quedaron fuera de {range}</translation>
    </message>
    <message>
        <source>uniform numbers are not spread evenly (mean {mean})</source>
        <translation>los números uniformes no están repartidos de forma homogénea (media {mean})</translation>
    </message>
    <message>
        <source>normal numbers have mean {mean} and spread {spread}</source>
        <translation>los números con distribución normal tienen media {mean} y dispersión {spread}</translation>
    </message>
    <message>
        <source>The random number generator on {where} misbehaves: {problems}.</source>
        <translation>El generador de números aleatorios en {where} no funciona bien: {problems}.</translation>
    </message>
    <message>
        <source>{module} is installed but cannot load because a package it needs ({package}) is missing.</source>
        <translation>{module} está instalado, pero no se puede cargar porque falta un paquete que necesita ({package}).</translation>
    </message>
    <message>
        <source>Install it into the environment: {command}.</source>
        <translation>Instálelo en el entorno: {command}.</translation>
    </message>
    <message>
        <source>{module} is installed but its functions fail; it does not match this PyTorch.</source>
        <translation>{module} está instalado, pero sus funciones fallan; no corresponde a este PyTorch.</translation>
    </message>
    <message>
        <source>{module} is installed but does not load; it does not match this PyTorch.</source>
        <translation>{module} está instalado, pero no se carga; no corresponde a este PyTorch.</translation>
    </message>
    <message>
        <source>{package} is not installed.</source>
        <translation>{package} no está instalado.</translation>
    </message>
    <message>
        <source>torchvision has no DirectML version of non-maximum suppression.</source>
        <translation>torchvision no tiene una versión para DirectML de la supresión de no máximos.</translation>
    </message>
    <message>
        <source>Reinstall torchvision from the same index and variant as torch {version}, e.g. by running the installer again; if it persists, send this report to support.</source>
        <translation>Vuelva a instalar torchvision desde el mismo índice y la misma variante que torch {version}, por ejemplo, volviendo a ejecutar el instalador; si persiste, envíe este informe al soporte técnico.</translation>
    </message>
    <message>
        <source>torchvision&apos;s non-maximum suppression on {where} kept the wrong boxes.</source>
        <translation>La supresión de no máximos de torchvision en {where} conservó los recuadros equivocados.</translation>
    </message>
    <message>
        <source>torch.compile needs a C compiler (for Triton), which is not installed on this computer.</source>
        <translation>torch.compile necesita un compilador de C (para Triton), que no está instalado en este equipo.</translation>
    </message>
    <message>
        <source>torch.compile needs Python&apos;s development headers ({file}), which are not installed.</source>
        <translation>torch.compile necesita los encabezados de desarrollo de Python ({file}), que no están instalados.</translation>
    </message>
    <message>
        <source>torch.compile on {where} needs Triton, which is not installed.</source>
        <translation>torch.compile en {where} necesita Triton, que no está instalado.</translation>
    </message>
    <message>
        <source>torch.compile does not support DirectML.</source>
        <translation>torch.compile no es compatible con DirectML.</translation>
    </message>
    <message>
        <source>torch.compile on Apple GPUs needs PyTorch 2.6 or newer.</source>
        <translation>torch.compile en GPU de Apple necesita PyTorch 2.6 o posterior.</translation>
    </message>
    <message>
        <source>The check stopped with an unexpected error: {error}.</source>
        <translation>La comprobación se detuvo por un error inesperado: {error}.</translation>
    </message>
    <message>
        <source>Send this report to support; the details hold the full error.</source>
        <translation>Envíe este informe al soporte técnico; los detalles contienen el error completo.</translation>
    </message>
    <message>
        <source>PyTorch cannot use the AMD GPU because your user account is not allowed to access it.</source>
        <translation>PyTorch no puede usar la GPU de AMD porque su cuenta de usuario no tiene permiso para acceder a ella.</translation>
    </message>
    <message>
        <source>Add your user to the render and video groups: {command}, then log out and in ({kfd} or {render} is not readable and writable for this user).</source>
        <translation>Añada su usuario a los grupos render y video: {command}; después cierre la sesión y vuelva a iniciarla (este usuario no puede leer y escribir en {kfd} o {render}).</translation>
    </message>
    <message>
        <source>{variable} is set to {value}, which hides every GPU</source>
        <translation>{variable} tiene el valor {value}, que oculta todas las GPU</translation>
    </message>
    <message>
        <source>{variable} is set to {value}, which limits the GPUs PyTorch may use</source>
        <translation>{variable} tiene el valor {value}, que limita las GPU que PyTorch puede usar</translation>
    </message>
    <message>
        <source>PyTorch was built for NVIDIA GPUs but cannot see any.</source>
        <translation>PyTorch se compiló para GPU de NVIDIA, pero no ve ninguna.</translation>
    </message>
    <message>
        <source>PyTorch was built for AMD GPUs but cannot see any.</source>
        <translation>PyTorch se compiló para GPU de AMD, pero no ve ninguna.</translation>
    </message>
    <message>
        <source>PyTorch was built for Intel GPUs but cannot see any.</source>
        <translation>PyTorch se compiló para GPU de Intel, pero no ve ninguna.</translation>
    </message>
    <message>
        <source>PyTorch was built for Apple GPUs but cannot see any.</source>
        <translation>PyTorch se compiló para GPU de Apple, pero no ve ninguna.</translation>
    </message>
    <message>
        <source>Not run because {where} is not usable (see the check {check}).</source>
        <translation>No se ejecutó porque {where} no se puede usar (consulte la comprobación {check}).</translation>
    </message>
    <message>
        <source>This PyTorch build contains no code for your {gpu} ({gfx}).</source>
        <translation>Esta compilación de PyTorch no contiene código para su {gpu} ({gfx}).</translation>
    </message>
    <message>
        <source>This PyTorch build contains no code for your {gpu}.</source>
        <translation>Esta compilación de PyTorch no contiene código para su {gpu}.</translation>
    </message>
    <message>
        <source>{package} {version} does not belong to torch {torch} (expected {expected}.*).</source>
        <translation>{package} {version} no corresponde a torch {torch} (se esperaba {expected}.*).</translation>
    </message>
    <message>
        <source>PyTorch was installed without GPU support, but this PC has a graphics card it could use ({gpu}).</source>
        <translation>PyTorch se instaló sin compatibilidad con GPU, pero este equipo tiene una tarjeta gráfica que podría usar ({gpu}).</translation>
    </message>
    <message>
        <source>PyTorch was installed without GPU support, but this PC has a graphics card it could use.</source>
        <translation>PyTorch se instaló sin compatibilidad con GPU, pero este equipo tiene una tarjeta gráfica que podría usar.</translation>
    </message>
    <message>
        <source>torch.compile needs a C++ compiler ({compilers}), which does not work.</source>
        <translation>torch.compile necesita un compilador de C++ ({compilers}), que no funciona.</translation>
    </message>
    <message>
        <source>torch.compile needs a C++ compiler ({compilers}), which is not installed on this computer.</source>
        <translation>torch.compile necesita un compilador de C++ ({compilers}), que no está instalado en este equipo.</translation>
    </message>
    <message>
        <source>Reinstall {package} from the same index and variant as torch {torch} ({package} {expected}.*), e.g. by running the installer again.</source>
        <translation>Vuelva a instalar {package} desde el mismo índice y la misma variante que torch {torch} ({package} {expected}.*), por ejemplo, volviendo a ejecutar el instalador.</translation>
    </message>
    <message>
        <source>The installer chose the CPU build for this PC on purpose.</source>
        <translation>El instalador eligió a propósito la compilación para CPU en este equipo.</translation>
    </message>
    <message>
        <source>on {system} {command}</source>
        <translation>en {system}, {command}</translation>
    </message>
    <message>
        <source>Install triton-windows in the version made for torch {version} (its releases follow torch&apos;s: see the triton-windows project), or let the installer repair the environment, which brings the right one.</source>
        <translation>Instale triton-windows en la versión hecha para torch {version} (sus versiones siguen a las de torch: consulte el proyecto triton-windows), o deje que el instalador repare el entorno, que instalará la correcta.</translation>
    </message>
    <message>
        <source>This PyTorch build cannot multiply {dtype} matrices on {where}.</source>
        <translation>Esta compilación de PyTorch no puede multiplicar matrices de tipo {dtype} en {where}.</translation>
    </message>
    <message>
        <source>It is the OpenMP runtime: install it with {apt} on Debian/Ubuntu or {dnf} on Fedora.</source>
        <translation>Es la biblioteca de ejecución de OpenMP: instálela con {apt} en Debian/Ubuntu o con {dnf} en Fedora.</translation>
    </message>
    <message>
        <source>Unset {variables}, or set each to the number of the GPU to use.</source>
        <translation>Elimine {variables}, o asigne a cada una el número de la GPU que se debe usar.</translation>
    </message>
    <message>
        <source>What was found: {hints}.</source>
        <translation>Se encontró: {hints}.</translation>
    </message>
    <message>
        <source>This PyTorch build contains no code for this GPU.</source>
        <translation>Esta compilación de PyTorch no contiene código para esta GPU.</translation>
    </message>
    <message>
        <source>Install PyTorch again with the installer; the check ran {python}, which has no torch package.</source>
        <translation>Vuelva a instalar PyTorch con el instalador; la comprobación ejecutó {python}, que no tiene el paquete torch.</translation>
    </message>
    <message>
        <source>{package} {version} was built for a different PyTorch variant (+{tag}) from the installed torch {torch}.</source>
        <translation>{package} {version} se compiló para una variante de PyTorch (+{tag}) distinta de la del torch {torch} instalado.</translation>
    </message>
    <message>
        <source>{gflops} GFLOP/s in {dtype} on {where}.</source>
        <translation>{gflops} GFLOP/s con {dtype} en {where}.</translation>
    </message>
    <message>
        <source>Update the graphics driver, restart, and run verification again. If it persists, this PyTorch build does not handle this GPU correctly: try the build the installer recommends and send this report to support.</source>
        <translation>Actualice el controlador gráfico, reinicie y vuelva a ejecutar la verificación. Si persiste, esta compilación de PyTorch no funciona correctamente con esta GPU: pruebe la compilación que recomienda el instalador y envíe este informe al soporte técnico.</translation>
    </message>
    <message>
        <source>Update the NVIDIA driver (CUDA {cuda} needs driver {branch} or newer), restart the computer, and run verification again; or install the older build the installer offers for this driver.</source>
        <translation>Actualice el controlador de NVIDIA (CUDA {cuda} necesita el controlador {branch} o posterior), reinicie el equipo y vuelva a ejecutar la verificación; o instale la compilación más antigua que el instalador ofrece para este controlador.</translation>
    </message>
    <message>
        <source>Update the graphics driver, restart the computer, and run verification again; or install the older build the installer offers for this driver.</source>
        <translation>Actualice el controlador gráfico, reinicie el equipo y vuelva a ejecutar la verificación; o instale la compilación más antigua que el instalador ofrece para este controlador.</translation>
    </message>
    <message>
        <source>Reinstall PyTorch with the installer and keep the build it recommends for this PC (installed: {build}, torch {version}).</source>
        <translation>Vuelva a instalar PyTorch con el instalador y mantenga la compilación que recomienda para este equipo (está instalada {build}, torch {version}).</translation>
    </message>
    <message>
        <source>Reinstall PyTorch with the build the installer recommends for this GPU; an AMD GPU outside ROCm&apos;s list may also need the installer&apos;s {variable} override.</source>
        <translation>Vuelva a instalar PyTorch con la compilación que el instalador recomienda para esta GPU; una GPU de AMD que no esté en la lista de ROCm puede necesitar además la sustitución {variable} del instalador.</translation>
    </message>
    <message>
        <source>Reinstall PyTorch with the build the installer recommends for this GPU.</source>
        <translation>Vuelva a instalar PyTorch con la compilación que el instalador recomienda para esta GPU.</translation>
    </message>
    <message>
        <source>Reinstall PyTorch with the installer and keep the {backend} build it recommends (installed: torch {version}).</source>
        <translation>Vuelva a instalar PyTorch con el instalador y mantenga la compilación {backend} que recomienda (instalado: torch {version}).</translation>
    </message>
    <message>
        <source>Reinstall PyTorch with the installer and keep the {backend} build it recommends; pip installed the CPU-only build (torch {version}), e.g. because another package pulled torch from PyPI or the wrong index URL was used.</source>
        <translation>Vuelva a instalar PyTorch con el instalador y mantenga la compilación {backend} que recomienda; pip instaló la compilación solo para CPU (torch {version}), por ejemplo porque otro paquete trajo torch desde PyPI o porque se usó una URL de índice incorrecta.</translation>
    </message>
    <message>
        <source>This PyTorch ({version}) has no scaled_dot_product_attention: it came with PyTorch 2.0.</source>
        <translation>Este PyTorch ({version}) no tiene scaled_dot_product_attention: llegó con PyTorch 2.0.</translation>
    </message>
    <message>
        <source>torch.compile came with PyTorch 2.0; this environment has {version}. A newer build brings it.</source>
        <translation>torch.compile llegó con PyTorch 2.0; este entorno tiene {version}. Una compilación más reciente lo trae.</translation>
    </message>
    <message>
        <source>Matrix multiplication in {dtype} on {where} is correct, but less precise than usual with this PyTorch on this processor.</source>
        <translation>La multiplicación de matrices en {dtype} en {where} es correcta, pero menos precisa de lo habitual con este PyTorch en este procesador.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>--language %1: not a language this setup speaks; use en, de, fr, es or zh_CN</source>
        <extracomment>%1 is the value given with --language
----------
%1 is the value given to --language; the codes are not to be translated</extracomment>
        <translation>--language %1: no es un idioma de este instalador; use en, de, fr, es o zh_CN</translation>
    </message>
    <message>
        <source>Puts the right PyTorch build on this computer: detects the graphics cards, proposes a build and says why, installs it into a Python environment and checks that it works.</source>
        <translation>Instala en este equipo la compilación de PyTorch adecuada: detecta las tarjetas gráficas, propone una compilación y explica por qué, la instala en un entorno de Python y comprueba que funciona.</translation>
    </message>
    <message>
        <source>Show the machine described in FILE (detect --json, a support bundle&apos;s report.json) instead of this one.</source>
        <extracomment>--help: FILE is the option&apos;s value, as --help prints it; &quot;detect --json&quot; is a command</extracomment>
        <translation>Mostrar el equipo descrito en FILE (detect --json, el report.json de un paquete de soporte) en lugar de este.</translation>
    </message>
    <message>
        <source>Use the branding profile in FILE (docs/branding.md) instead of branding/branding.json beside the program or the built-in one.</source>
        <extracomment>--help: FILE is the option&apos;s value, as --help prints it; the rest in brackets are file names</extracomment>
        <translation>Usar el perfil de marca de FILE (docs/branding.md) en lugar de branding/branding.json junto al programa o del perfil integrado.</translation>
    </message>
    <message>
        <source>Open the window for support staff instead: a customer&apos;s machine and the decision for it (from FILE when given: a support bundle, a detect --json file or a pasted text), and the diagnosis of a pasted error. Nothing is installed.</source>
        <extracomment>--help: FILE is the file named after the options, as --help prints it; &quot;detect --json&quot; is a command</extracomment>
        <translation>Abrir en su lugar la ventana para el personal de soporte: el equipo de un cliente y la decisión tomada para él (desde FILE si se indica: un paquete de soporte, un archivo detect --json o un texto pegado), y el diagnóstico de un error pegado. No se instala nada.</translation>
    </message>
    <message>
        <source>Speak LANG (en, de, fr, es, zh_CN) instead of the system&apos;s language.</source>
        <extracomment>--help: LANG is the option&apos;s value, as --help prints it; the codes stay as they are</extracomment>
        <translation>Usar el idioma LANG (en, de, fr, es, zh_CN) en lugar del idioma del sistema.</translation>
    </message>
    <message>
        <source>Look after the environment in FOLDER: change its build, repair it or check it again.</source>
        <extracomment>--help: FOLDER is the option&apos;s value, as --help prints it</extracomment>
        <translation>Gestionar el entorno de FOLDER: cambiar su compilación, repararlo o volver a comprobarlo.</translation>
    </message>
    <message>
        <source>With --support: the customer&apos;s file to open.</source>
        <extracomment>--help: FILE as --help prints it</extracomment>
        <translation>Con --support: el archivo del cliente que se abrirá.</translation>
    </message>
    <message>
        <source>The branding profile is not valid, so the setup cannot start:

%1</source>
        <extracomment>%1 is what is wrong in the profile</extracomment>
        <translation>El perfil de marca no es válido, así que la instalación no puede iniciarse:

%1</translation>
    </message>
    <message>
        <source>cannot write the picture %1</source>
        <extracomment>%1 is a file</extracomment>
        <translation>no se puede escribir la imagen %1</translation>
    </message>
</context>
<context>
    <name>ts::unattended</name>
    <message>
        <source>Install with no window: detect, choose the build, install and check it, writing plain progress lines; the exit status says how it ended (docs/unattended.md).</source>
        <translation>Instalar sin ventana: detectar, elegir la compilación, instalarla y comprobarla, escribiendo líneas de progreso en texto simple; el código de salida indica cómo terminó (docs/unattended.md).</translation>
    </message>
    <message>
        <source>With --unattended: the answer file (JSON, docs/unattended.md) with the folder, build, Python, index and the acceptance of the product&apos;s licence.</source>
        <translation>Con --unattended: el archivo de respuestas (JSON, docs/unattended.md) con la carpeta, la compilación, Python, el índice y la aceptación de la licencia del producto.</translation>
    </message>
    <message>
        <source>With --unattended: the environment&apos;s folder (replaces the answer file&apos;s &quot;folder&quot;).</source>
        <translation>Con --unattended: la carpeta del entorno (sustituye a &quot;folder&quot; del archivo de respuestas).</translation>
    </message>
    <message>
        <source>With --unattended: auto (the recommendation) or a build such as cpu, cu130, rocm7.1.</source>
        <translation>Con --unattended: auto (la recomendación) o una compilación como cpu, cu130, rocm7.1.</translation>
    </message>
    <message>
        <source>With --unattended: the Python interpreter to build the environment on.</source>
        <translation>Con --unattended: el intérprete de Python sobre el que crear el entorno.</translation>
    </message>
    <message>
        <source>With --unattended: install from this index instead of the build&apos;s.</source>
        <translation>Con --unattended: instalar desde este índice en lugar del de la compilación.</translation>
    </message>
    <message>
        <source>With --unattended: a mirror of https://download.pytorch.org/whl/ with the same layout.</source>
        <translation>Con --unattended: una réplica de https://download.pytorch.org/whl/ con la misma estructura.</translation>
    </message>
    <message>
        <source>With --unattended: keep downloads here.</source>
        <translation>Con --unattended: guardar aquí las descargas.</translation>
    </message>
    <message>
        <source>With --unattended: append the progress lines to FILE too.</source>
        <translation>Con --unattended: añadir también las líneas de progreso a FILE.</translation>
    </message>
    <message>
        <source>With --unattended: accept the licence of the branding profile (as &quot;accept_licence&quot;: true in the answer file).</source>
        <translation>Con --unattended: aceptar la licencia del perfil de marca (como &quot;accept_licence&quot;: true en el archivo de respuestas).</translation>
    </message>
    <message>
        <source>%1 (driver %2)</source>
        <extracomment>%1 is a GPU&apos;s name, %2 a driver version such as 580.95.05</extracomment>
        <translation>%1 (controlador %2)</translation>
    </message>
    <message>
        <source>This computer: %1 (%2), Python %3; graphics: %4</source>
        <extracomment>%1 is the OS or its version, such as &quot;Ubuntu 24.04&quot;; %2 a CPU architecture such as x86_64; %3 a Python version or &quot;not found&quot;; %4 a list of GPUs or &quot;none PyTorch could use&quot;</extracomment>
        <translation>Este equipo: %1 (%2), Python %3; gráficos: %4</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>no encontrado</translation>
    </message>
    <message>
        <source>none PyTorch could use</source>
        <translation>ninguna que PyTorch pueda usar</translation>
    </message>
    <message>
        <source>Installs PyTorch with no window (docs/unattended.md).</source>
        <translation>Instala PyTorch sin ventana (docs/unattended.md).</translation>
    </message>
    <message>
        <source>Plan for the machine described in FILE (detect --json) instead of this one.</source>
        <translation>Planificar para el equipo descrito en FILE (detect --json) en lugar de para este.</translation>
    </message>
    <message>
        <source>Use the branding profile in FILE (docs/branding.md).</source>
        <translation>Usar el perfil de marca de FILE (docs/branding.md).</translation>
    </message>
    <message>
        <source>The window for support staff (not unattended).</source>
        <translation>La ventana para el personal de soporte (no desatendida).</translation>
    </message>
    <message>
        <source>--answers, --venv, --backend, --python, --index-url, --pytorch-mirror, --cache-dir, --log-file and --accept-licence belong to --unattended: add --unattended to install without a window</source>
        <translation>--answers, --venv, --backend, --python, --index-url, --pytorch-mirror, --cache-dir, --log-file y --accept-licence forman parte de --unattended: añada --unattended para instalar sin ventana</translation>
    </message>
    <message>
        <source>--support opens a window; it cannot be unattended</source>
        <translation>--support abre una ventana; no puede ser desatendido</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot; (the answers go in --answers FILE)</source>
        <extracomment>%1 is the unexpected argument as typed</extracomment>
        <translation>argumento inesperado &quot;%1&quot; (las respuestas van en --answers FILE)</translation>
    </message>
    <message>
        <source>Write the lines in LANG (en, de, fr, es, zh_CN); English when not given, so a fleet&apos;s logs read the same on every machine.</source>
        <translation>Escribir las líneas en LANG (en, de, fr, es, zh_CN); en inglés si no se indica, para que los registros de un parque de equipos se lean igual en todos ellos.</translation>
    </message>
    <message>
        <source>With --unattended: after installing, only the install&apos;s own check (import, devices, math), not the whole verification with torch.compile (as &quot;quick_check&quot;: true).</source>
        <translation>Con --unattended: tras la instalación, solo su propia comprobación (importación, dispositivos, cálculo), no la comprobación completa con torch.compile (como &quot;quick_check&quot;: true).</translation>
    </message>
    <message>
        <source>--index-url and --pytorch-mirror exclude each other: --index-url names the index itself, --pytorch-mirror a mirror that each build&apos;s index is taken from</source>
        <translation>--index-url y --pytorch-mirror se excluyen: --index-url indica el índice en sí, --pytorch-mirror un espejo del que se toma el índice de cada compilación</translation>
    </message>
</context>
<context>
    <name>ts::unattended::Run</name>
    <message>
        <source>Exit status %1</source>
        <extracomment>%1 is the program&apos;s exit status (a number)</extracomment>
        <translation>Código de salida %1</translation>
    </message>
    <message>
        <source>the command line</source>
        <translation>la línea de comandos</translation>
    </message>
    <message>
        <source>%1 needs its licence (%2) accepted before it installs: add &quot;accept_licence&quot;: true to the answer file (or --accept-licence) once it is accepted.</source>
        <extracomment>%1 is a product&apos;s name, %2 a file</extracomment>
        <translation>%1 necesita que se acepte su licencia (%2) antes de instalar: una vez aceptada, añada &quot;accept_licence&quot;: true al archivo de respuestas (o use --accept-licence).</translation>
    </message>
    <message>
        <source>%1: launch: the branding profile (%2) names no program to start</source>
        <extracomment>%1 is the answer file or &quot;the command line&quot;, %2 a file or &quot;built-in&quot;</extracomment>
        <translation>%1: launch: el perfil de marca (%2) no indica ningún programa que iniciar</translation>
    </message>
    <message>
        <source>%1 %2: unattended install (answers: %3; branding: %4)</source>
        <extracomment>%1 is a product&apos;s name, %2 its version, %3 the answer file or &quot;none&quot;, %4 the branding profile&apos;s file or &quot;built-in&quot;</extracomment>
        <translation>%1 %2: instalación desatendida (respuestas: %3; marca: %4)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguno</translation>
    </message>
    <message>
        <source>Recommended: %1.</source>
        <extracomment>%1 is what is proposed, such as &quot;PyTorch 2.9.0 with CUDA 12.8 for your NVIDIA GeForce RTX 4090&quot;</extracomment>
        <translation>Recomendación: %1.</translation>
    </message>
    <message>
        <source>%1 (fix: %2)</source>
        <extracomment>%1 is a warning (a clause), %2 how to deal with it (a clause)</extracomment>
        <translation>%1 (solución: %2)</translation>
    </message>
    <message>
        <source>Cancelled; the folder is as it was.</source>
        <translation>Cancelado; la carpeta ha quedado como estaba.</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <extracomment>%1 is a note (a whole sentence)</extracomment>
        <translation>Nota: %1</translation>
    </message>
    <message>
        <source>PyTorch is installed in %1, but %2 could not be started (%3).</source>
        <extracomment>%1 is a folder, %2 a product&apos;s name, %3 a program&apos;s file</extracomment>
        <translation>PyTorch está instalado en %1, pero no se pudo iniciar %2 (%3).</translation>
    </message>
    <message>
        <source>Started %1 (process %2).</source>
        <extracomment>%1 is a product&apos;s name, %2 a process id (a number)</extracomment>
        <translation>Se inició %1 (proceso %2).</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>%1 and %2 are sizes such as &quot;1.2 GB&quot;</extracomment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>%1/s</source>
        <extracomment>a download speed; %1 is a size such as &quot;1.2 MB&quot;</extracomment>
        <translation>%1/s</translation>
    </message>
    <message>
        <source>%1:%2 left</source>
        <extracomment>a time left, in minutes and seconds; %1 is the minutes, %2 the seconds (two digits)</extracomment>
        <translation>quedan %1:%2</translation>
    </message>
    <message>
        <source>%1: log_file: %2</source>
        <extracomment>%1 is the answer file or &quot;the command line&quot;, %2 why the log file cannot be written (a whole sentence)</extracomment>
        <translation>%1: log_file: %2</translation>
    </message>
    <message>
        <source>Checking everything, torch.compile included...</source>
        <translation>Comprobando todo, incluido torch.compile...</translation>
    </message>
    <message>
        <source>%1: backend: %2 offers only these builds: %3</source>
        <extracomment>%1 is the answer file or &quot;the command line&quot;, %2 a product&apos;s name, %3 a list of builds such as cu128</extracomment>
        <translation>%1: backend: %2 solo ofrece estas compilaciones: %3</translation>
    </message>
    <message>
        <source>The check was stopped; PyTorch is installed in %1 and passed the installation&apos;s own check.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Se detuvo la comprobación; PyTorch está instalado en %1 y superó la comprobación de la instalación.</translation>
    </message>
    <message>
        <source>Nothing was changed. Check the network connection and run again, or get the packages another way: a proxy (HTTPS_PROXY), another index or mirror (index_url or pytorch_mirror in the answers), or a folder of wheels copied to this computer (find_links in the answers).</source>
        <translation>No se ha cambiado nada. Compruebe la conexión de red y vuelva a ejecutar, u obtenga los paquetes de otra forma: un proxy (HTTPS_PROXY), otro índice o réplica (index_url o pytorch_mirror en las respuestas), o una carpeta de wheels copiada a este equipo (find_links en las respuestas).</translation>
    </message>
    <message>
        <source>Policy data: %1 (an update).</source>
        <extracomment>%1 is a data version such as 2026-11-27.1</extracomment>
        <translation>Datos de política: %1 (una actualización).</translation>
    </message>
    <message>
        <source>Policy data: %1 (built in).</source>
        <translation>Datos de política: %1 (integrados).</translation>
    </message>
    <message>
        <source>%1: pytorch_mirror is not used: index_url names the index itself, which takes the place of every build&apos;s index.</source>
        <extracomment>%1 is the answer file</extracomment>
        <translation>%1: pytorch_mirror no se usa: index_url indica el índice en sí, que sustituye al índice de cada compilación.</translation>
    </message>
</context>
<context>
    <name>ts::unattended::UnattendedAnswers</name>
    <message>
        <source>%1 is not an answer file: %2 at byte %3</source>
        <extracomment>%1 is a file, %2 the JSON parser&apos;s reason or &quot;not a JSON object&quot;, %3 a byte offset</extracomment>
        <translation>%1 no es un archivo de respuestas: %2 en el byte %3</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>no es un objeto JSON</translation>
    </message>
    <message>
        <source>%1: format_version: this program reads format %2</source>
        <extracomment>%1 is a file, %2 a format version number</extracomment>
        <translation>%1: format_version: este programa lee el formato %2</translation>
    </message>
    <message>
        <source>%1: backend: &quot;%2&quot; is not a build (write &quot;auto&quot; or a build such as &quot;cpu&quot;, &quot;cu130&quot;, &quot;rocm7.1&quot;)</source>
        <extracomment>%1 is a file, %2 the value found in it</extracomment>
        <translation>%1: backend: &quot;%2&quot; no es una compilación (escriba &quot;auto&quot; o una compilación como &quot;cpu&quot;, &quot;cu130&quot;, &quot;rocm7.1&quot;)</translation>
    </message>
    <message>
        <source>%1: portable_python: expected true, false or a Python version such as &quot;3.12&quot;</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1: portable_python: se esperaba true, false o una versión de Python como &quot;3.12&quot;</translation>
    </message>
    <message>
        <source>%1: portable_python: a portable Python and &quot;python&quot; exclude each other</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1: portable_python: un Python portátil y &quot;python&quot; se excluyen mutuamente</translation>
    </message>
    <message>
        <source>The answer file %1 cannot be read: %2</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>No se puede leer el archivo de respuestas %1: %2</translation>
    </message>
</context>
<context>
    <name>ts::wizard::BackendPage</name>
    <message>
        <source>PyTorch for this computer</source>
        <translation>PyTorch para este equipo</translation>
    </message>
    <message>
        <source>The build that fits your graphics card, and the others you may choose instead.</source>
        <translation>La compilación adecuada para su tarjeta gráfica, y las demás que puede elegir en su lugar.</translation>
    </message>
    <message>
        <source>Proposed build</source>
        <translation>Compilación propuesta</translation>
    </message>
    <message>
        <source>Why this build</source>
        <translation>Por qué esta compilación</translation>
    </message>
    <message>
        <source>&amp;Why this build?</source>
        <translation>¿Por &amp;qué esta compilación?</translation>
    </message>
    <message>
        <source>Builds to choose from</source>
        <translation>Compilaciones disponibles</translation>
    </message>
    <message>
        <source>torch, torchvision and torchaudio of the build</source>
        <translation>torch, torchvision y torchaudio de la compilación</translation>
    </message>
    <message>
        <source>Packages and versions</source>
        <translation>Paquetes y versiones</translation>
    </message>
    <message>
        <source>the build&apos;s own index</source>
        <translation>el índice propio de la compilación</translation>
    </message>
    <message>
        <source>Package index or mirror</source>
        <translation>Índice de paquetes o réplica</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>Offline wheel folder</source>
        <translation>Carpeta de wheels sin conexión</translation>
    </message>
    <message>
        <source>&amp;Packages:</source>
        <translation>&amp;Paquetes:</translation>
    </message>
    <message>
        <source>&amp;Index or mirror:</source>
        <translation>Í&amp;ndice o réplica:</translation>
    </message>
    <message>
        <source>&amp;Offline wheel folder:</source>
        <translation>Carpeta de wheels sin cone&amp;xión:</translation>
    </message>
    <message>
        <source>&amp;Advanced settings</source>
        <translation>Ajustes a&amp;vanzados</translation>
    </message>
    <message>
        <source>Builds (the first is the recommended one):</source>
        <translation>Compilaciones (la primera es la recomendada):</translation>
    </message>
    <message>
        <source>PyTorch %1 with %2</source>
        <extracomment>%1 is a torch version such as 2.9.0, %2 a build&apos;s name such as &quot;CUDA 12.8&quot; or &quot;the processor only&quot;</extracomment>
        <translation>PyTorch %1 con %2</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>Recomendada</translation>
    </message>
    <message>
        <source>%1 offers none of the builds that fit this computer (%2 would). Ask its makers which build to use.</source>
        <extracomment>%1 is the product&apos;s name (a distributor may set it), %2 a build&apos;s name such as &quot;CUDA 12.8&quot; or &quot;the processor only&quot;</extracomment>
        <translation>%1 no ofrece ninguna de las compilaciones adecuadas para este equipo (lo sería %2). Pregunte a sus creadores qué compilación debe usar.</translation>
    </message>
    <message>
        <source>%1 does not offer the build that fits this computer best (%2); the first of the builds it offers is chosen.</source>
        <extracomment>%1 is the product&apos;s name (a distributor may set it), %2 a build&apos;s name such as &quot;CUDA 12.8&quot; or &quot;the processor only&quot;</extracomment>
        <translation>%1 no ofrece la compilación más adecuada para este equipo (%2); se elige la primera de las compilaciones que ofrece.</translation>
    </message>
    <message>
        <source>Show the reasons for this build</source>
        <translation>Mostrar los motivos de esta compilación</translation>
    </message>
    <message>
        <source>Show the advanced settings</source>
        <translation>Mostrar los ajustes avanzados</translation>
    </message>
    <message>
        <source>the system&apos;s (HTTPS_PROXY, HTTP_PROXY)</source>
        <translation>el del sistema (HTTPS_PROXY, HTTP_PROXY)</translation>
    </message>
    <message>
        <source>Proxy</source>
        <translation>Proxy</translation>
    </message>
    <message>
        <source>A proxy such as http://proxy.example.com:3128 for every download and for pip; empty: the system&apos;s settings.</source>
        <translation>Un proxy como http://proxy.example.com:3128 para todas las descargas y para pip; si se deja vacío, se usa la configuración del sistema.</translation>
    </message>
    <message>
        <source>P&amp;roxy:</source>
        <translation>P&amp;roxy:</translation>
    </message>
    <message>
        <source>Problem with the settings</source>
        <translation>Problema con los ajustes</translation>
    </message>
    <message>
        <source>The proxy &quot;%1&quot; is not a proxy address: write it as http://host:port (or https://, socks5://), or leave the field empty to use the system&apos;s.</source>
        <extracomment>%1 is the text typed as the proxy (a user name and password in it left out)</extracomment>
        <translation>El proxy &quot;%1&quot; no es una dirección de proxy: escríbalo como http://host:puerto (o https://, socks5://), o deje el campo vacío para usar el del sistema.</translation>
    </message>
    <message>
        <source>Chosen with the policy data of %1, an update.</source>
        <translation>Elegido con los datos de política del %1, una actualización.</translation>
    </message>
    <message>
        <source>Chosen with the policy data of %1, built into this program.</source>
        <translation>Elegido con los datos de política del %1, integrados en este programa.</translation>
    </message>
</context>
<context>
    <name>ts::wizard::ComputerPage</name>
    <message>
        <source>Your computer</source>
        <translation>Su equipo</translation>
    </message>
    <message>
        <source>The graphics cards and drivers PyTorch can use here.</source>
        <translation>Las tarjetas gráficas y los controladores que PyTorch puede usar aquí.</translation>
    </message>
    <message>
        <source>Graphics card</source>
        <translation>Tarjeta gráfica</translation>
    </message>
    <message>
        <source>Maker</source>
        <translation>Fabricante</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Memoria</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>Controlador</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Tipo</translation>
    </message>
    <message>
        <source>Graphics cards found</source>
        <translation>Tarjetas gráficas encontradas</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Sistema</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Advertencias</translation>
    </message>
    <message>
        <source>&amp;Rescan</source>
        <translation>&amp;Volver a examinar</translation>
    </message>
    <message>
        <source>Look at the graphics cards again</source>
        <translation>Volver a examinar las tarjetas gráficas</translation>
    </message>
    <message>
        <source>Looking at this computer...</source>
        <translation>Examinando este equipo...</translation>
    </message>
    <message>
        <source>compute capability %1</source>
        <extracomment>%1 is an NVIDIA compute capability, a number such as 8.9</extracomment>
        <translation>capacidad de cómputo %1</translation>
    </message>
    <message>
        <source>built in</source>
        <translation>integrada</translation>
    </message>
    <message>
        <source>separate card</source>
        <translation>tarjeta independiente</translation>
    </message>
    <message>
        <source>not usable: %1</source>
        <extracomment>%1 is the reason, in lower case, such as &quot;no driver is bound to it; install or load the vendor&apos;s driver&quot;</extracomment>
        <translation>no utilizable: %1</translation>
    </message>
    <message>
        <source>unknown model (%1:%2)</source>
        <extracomment>%1 and %2 are the card&apos;s vendor and device ids, four hex digits each, as in &quot;10de:2684&quot;</extracomment>
        <translation>modelo desconocido (%1:%2)</translation>
    </message>
    <message>
        <source>No graphics card was found that PyTorch could use.</source>
        <translation>No se encontró ninguna tarjeta gráfica que PyTorch pueda usar.</translation>
    </message>
    <message>
        <source>System: %1 (%2); Python %3</source>
        <extracomment>%1 is the operating system&apos;s name and version, such as &quot;Debian GNU/Linux 13 (trixie)&quot;, or linux, windows or macos; %2 a CPU architecture such as x86_64; %3 a Python version such as 3.12, or &quot;not found&quot;</extracomment>
        <translation>Sistema: %1 (%2); Python %3</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>no encontrado</translation>
    </message>
    <message>
        <source>Save &amp;diagnostics...</source>
        <translation>&amp;Guardar diagnóstico...</translation>
    </message>
    <message>
        <source>Save diagnostics for support staff</source>
        <translation>Guardar el diagnóstico para el personal de soporte</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>Diagnóstico</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>Arquitectura</translation>
    </message>
</context>
<context>
    <name>ts::wizard::Diagnostics</name>
    <message>
        <source>Save diagnostics</source>
        <translation>Guardar diagnósticos</translation>
    </message>
    <message>
        <source>Support bundle (*.zip)</source>
        <translation>Paquete de soporte (*.zip)</translation>
    </message>
    <message>
        <source>Diagnostics saved to %1 (your user name and home folder are left out).</source>
        <extracomment>%1 is a file (a .zip archive), with its folder</extracomment>
        <translation>Diagnóstico guardado en %1 (su nombre de usuario y su carpeta personal no se incluyen).</translation>
    </message>
</context>
<context>
    <name>ts::wizard::FinishPage</name>
    <message>
        <source>PyTorch works</source>
        <translation>PyTorch funciona</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Comprobaciones</translation>
    </message>
    <message>
        <source>&amp;Open the folder</source>
        <translation>Abrir la &amp;carpeta</translation>
    </message>
    <message>
        <source>&amp;Copy the activation command</source>
        <translation>Copiar el comando de acti&amp;vación</translation>
    </message>
    <message>
        <source>&amp;Start %1</source>
        <extracomment>%1 is the product&apos;s name (a distributor may set it); a button that starts that program</extracomment>
        <translation>&amp;Iniciar %1</translation>
    </message>
    <message>
        <source>%1 could not be started (%2).</source>
        <extracomment>%1 is the product&apos;s name (a distributor may set it), %2 the program that was run (a file or a command)</extracomment>
        <translation>No se pudo iniciar %1 (%2).</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <extracomment>%1 is a whole sentence saying what to do about a failed check</extracomment>
        <translation>Solución: %1</translation>
    </message>
    <message>
        <source>Open the environment folder</source>
        <translation>Abrir la carpeta del entorno</translation>
    </message>
    <message>
        <source>Copy the activation command</source>
        <translation>Copiar el comando de activación</translation>
    </message>
    <message>
        <source>Save diagnostics for support</source>
        <translation>Guardar el diagnóstico para el soporte técnico</translation>
    </message>
    <message>
        <source>Start %1</source>
        <extracomment>%1 is the product&apos;s name (a distributor may set it); what the button that starts that program does</extracomment>
        <translation>Iniciar %1</translation>
    </message>
    <message>
        <source>Checking PyTorch</source>
        <translation>Comprobando PyTorch</translation>
    </message>
    <message>
        <source>The last step proves it: PyTorch computes on this computer&apos;s devices and torch.compile builds kernels.</source>
        <translation>El último paso lo demuestra: PyTorch calcula en los dispositivos de este equipo y torch.compile compila núcleos.</translation>
    </message>
    <message>
        <source>Check a&amp;gain</source>
        <translation>Comprobar de &amp;nuevo</translation>
    </message>
    <message>
        <source>S&amp;kip the check</source>
        <translation>&amp;Omitir la comprobación</translation>
    </message>
    <message>
        <source>Skip the rest of the check</source>
        <translation>Omitir el resto de la comprobación</translation>
    </message>
    <message>
        <source>Save &amp;diagnostics...</source>
        <translation>Guardar &amp;diagnósticos...</translation>
    </message>
    <message>
        <source>Check again, torch.compile included</source>
        <translation>Comprobar de nuevo, incluido torch.compile</translation>
    </message>
    <message>
        <source>Checking everything, torch.compile included (up to a few minutes the first time)...</source>
        <translation>Comprobando todo, incluido torch.compile (hasta unos minutos la primera vez)...</translation>
    </message>
    <message>
        <source>PyTorch is installed</source>
        <translation>PyTorch está instalado</translation>
    </message>
    <message>
        <source>The full check was skipped: PyTorch passed the installation&apos;s own check (import, devices, math). Check again runs the rest.</source>
        <translation>Se omitió la comprobación completa: PyTorch superó la comprobación de la instalación (importación, dispositivos, cálculo). &quot;Comprobar de nuevo&quot; ejecuta el resto.</translation>
    </message>
    <message>
        <source>The full check could not run: %1</source>
        <extracomment>%1 is an error message, a whole sentence</extracomment>
        <translation>No se pudo ejecutar la comprobación completa: %1</translation>
    </message>
    <message>
        <source>PyTorch works; torch.compile does not yet</source>
        <translation>PyTorch funciona; torch.compile todavía no</translation>
    </message>
    <message>
        <source>PyTorch failed a check</source>
        <translation>PyTorch no superó una comprobación</translation>
    </message>
</context>
<context>
    <name>ts::wizard::InstallPage</name>
    <message>
        <source>Installing</source>
        <translation>Instalando</translation>
    </message>
    <message>
        <source>Downloading and installing PyTorch. You can cancel at any time; nothing is left half-done.</source>
        <translation>Descargando e instalando PyTorch. Puede cancelar en cualquier momento; nada queda a medias.</translation>
    </message>
    <message>
        <source>Overall progress</source>
        <translation>Progreso total</translation>
    </message>
    <message>
        <source>Current step</source>
        <translation>Paso actual</translation>
    </message>
    <message>
        <source>Downloaded, speed and time left</source>
        <translation>Descargado, velocidad y tiempo restante</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Pasos</translation>
    </message>
    <message>
        <source>&amp;Files:</source>
        <translation>Arc&amp;hivos:</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Archivos</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Archivo</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Tamaño</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progreso</translation>
    </message>
    <message>
        <source>State</source>
        <translation>Estado</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Registro</translation>
    </message>
    <message>
        <source>Show the &amp;log</source>
        <translation>Mostrar el &amp;registro</translation>
    </message>
    <message>
        <source>&amp;Cancel the installation</source>
        <translation>Ca&amp;ncelar la instalación</translation>
    </message>
    <message>
        <source>Cancel the installation</source>
        <translation>Cancelar la instalación</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;Intentarlo de nuevo</translation>
    </message>
    <message>
        <source>Try the installation again</source>
        <translation>Intentar de nuevo la instalación</translation>
    </message>
    <message>
        <source>Cancel the installation?</source>
        <translation>¿Cancelar la instalación?</translation>
    </message>
    <message>
        <source>The installation stops and the folder is put back as it was. Cancel it?</source>
        <translation>La instalación se detiene y la carpeta vuelve a quedar como estaba. ¿Desea cancelarla?</translation>
    </message>
    <message>
        <source>Cancelling...</source>
        <translation>Cancelando...</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>%1 and %2 are amounts of data, formatted, such as &quot;1.2 GB&quot;: downloaded so far, and in all</extracomment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>%1/s</source>
        <extracomment>a download speed; %1 is an amount of data, formatted, such as &quot;12.3 MB&quot;</extracomment>
        <translation>%1/s</translation>
    </message>
    <message>
        <source>%1 left</source>
        <extracomment>the time the download still needs; %1 is a duration such as 4:05 (minutes:seconds) or 1:04:05 (hours:minutes:seconds)</extracomment>
        <translation>quedan %1</translation>
    </message>
    <message>
        <source>Nothing to do: the environment already has this build.</source>
        <translation>No hay nada que hacer: el entorno ya tiene esta compilación.</translation>
    </message>
    <message>
        <source>PyTorch is installed.</source>
        <translation>PyTorch está instalado.</translation>
    </message>
    <message>
        <source>Progress of %1</source>
        <extracomment>%1 is a file name, such as torch-2.9.0+cu128-cp312-cp312-manylinux_2_28_x86_64.whl</extracomment>
        <translation>Progreso de %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconocido</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>falló</translation>
    </message>
    <message>
        <source>from the cache</source>
        <translation>de la caché</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>verificado</translation>
    </message>
    <message>
        <source>checking the cached copy</source>
        <translation>comprobando la copia en caché</translation>
    </message>
    <message>
        <source>downloading</source>
        <translation>descargando</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>en espera</translation>
    </message>
    <message>
        <source>Show the installation log</source>
        <translation>Mostrar el registro de instalación</translation>
    </message>
    <message>
        <source>%1 (not needed)</source>
        <extracomment>%1 is a step of the installation, such as &quot;Downloading and installing packages&quot;</extracomment>
        <translation>%1 (no es necesario)</translation>
    </message>
    <message>
        <source>Change where the &amp;packages come from...</source>
        <translation>Cambiar el &amp;origen de los paquetes...</translation>
    </message>
    <message>
        <source>Change the index, mirror, proxy or wheel folder</source>
        <translation>Cambiar el índice, el espejo, el proxy o la carpeta de wheels</translation>
    </message>
    <message>
        <source>PyTorch can also come from another index or mirror, through a proxy, or from a folder of wheels copied here.</source>
        <translation>PyTorch también puede venir de otro índice o espejo, a través de un proxy, o de una carpeta de wheels copiada aquí.</translation>
    </message>
    <message>
        <source>The packages could not be downloaded.</source>
        <translation>No se han podido descargar los paquetes.</translation>
    </message>
    <message>
        <source>PyTorch %1 is installed.</source>
        <extracomment>%1 is the torch version installed, such as 2.14.1+cu130</extracomment>
        <translation>PyTorch %1 está instalado.</translation>
    </message>
</context>
<context>
    <name>ts::wizard::LicencePage</name>
    <message>
        <source>Licence</source>
        <translation>Licencia</translation>
    </message>
    <message>
        <source>Please read the licence of %1 and accept it to go on.</source>
        <extracomment>%1 is the product&apos;s name (a distributor may set it)</extracomment>
        <translation>Lea la licencia de %1 y acéptela para continuar.</translation>
    </message>
    <message>
        <source>Licence text</source>
        <translation>Texto de la licencia</translation>
    </message>
    <message>
        <source>I &amp;accept the licence</source>
        <translation>Acepto la &amp;licencia</translation>
    </message>
    <message>
        <source>Accept the licence</source>
        <translation>Aceptar la licencia</translation>
    </message>
</context>
<context>
    <name>ts::wizard::LocationPage</name>
    <message>
        <source>Where to install</source>
        <translation>Dónde instalar</translation>
    </message>
    <message>
        <source>A folder for the Python environment: a new one, or one you installed PyTorch into before.</source>
        <translation>Una carpeta para el entorno de Python: una nueva, o una en la que ya instaló PyTorch antes.</translation>
    </message>
    <message>
        <source>Environment folder</source>
        <translation>Carpeta del entorno</translation>
    </message>
    <message>
        <source>&amp;Browse...</source>
        <translation>&amp;Examinar...</translation>
    </message>
    <message>
        <source>Choose the environment folder</source>
        <translation>Elija la carpeta del entorno</translation>
    </message>
    <message>
        <source>Python for the environment</source>
        <translation>Python para el entorno</translation>
    </message>
    <message>
        <source>Looking for Python...</source>
        <translation>Buscando Python...</translation>
    </message>
    <message>
        <source>What will happen</source>
        <translation>Qué ocurrirá</translation>
    </message>
    <message>
        <source>&amp;Look after this environment instead...</source>
        <translation>&amp;Gestionar este entorno en su lugar...</translation>
    </message>
    <message>
        <source>Look after this environment instead</source>
        <translation>Gestionar este entorno en su lugar</translation>
    </message>
    <message>
        <source>Change its build, repair it or check it again, without planning a new install here.</source>
        <translation>Cambiar su compilación, repararlo o volver a comprobarlo, sin planificar aquí una instalación nueva.</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Carpeta:</translation>
    </message>
    <message>
        <source>P&amp;ython:</source>
        <translation>P&amp;ython:</translation>
    </message>
    <message>
        <source>The best one here (or the environment&apos;s own)</source>
        <translation>El mejor disponible aquí (o el propio del entorno)</translation>
    </message>
    <message>
        <source>Python %1 at %2 (newest torch: %3)</source>
        <extracomment>%1 is a Python version such as 3.12.3, %2 the interpreter&apos;s file, %3 a torch version such as 2.9.0 (the newest that runs on that Python)</extracomment>
        <translation>Python %1 en %2 (torch más reciente: %3)</translation>
    </message>
    <message>
        <source>Download a portable Python %1 (verified, kept apart from the system)</source>
        <extracomment>%1 is a Python version such as 3.12.12</extracomment>
        <translation>Descargar un Python portátil %1 (verificado y separado del sistema)</translation>
    </message>
    <message>
        <source>Choose a folder.</source>
        <translation>Elija una carpeta.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 cannot be written to.&lt;/b&gt; Choose a folder in your home folder.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>&lt;b&gt;No se puede escribir en %1.&lt;/b&gt; Elija una carpeta dentro de su carpeta personal.</translation>
    </message>
    <message>
        <source>Looking at the folder...</source>
        <translation>Examinando la carpeta...</translation>
    </message>
    <message>
        <source>Python %1 (%2)</source>
        <extracomment>%1 is a Python version such as 3.12.3, %2 the interpreter&apos;s file</extracomment>
        <translation>Python %1 (%2)</translation>
    </message>
    <message>
        <source>Free on %1: %2 (PyTorch with a GPU build needs several GB).</source>
        <extracomment>%1 is a drive or volume, named by its top folder, such as C: or /; %2 an amount of free space, formatted, such as &quot;120 GB&quot;</extracomment>
        <translation>Libre en %1: %2 (PyTorch con una compilación para GPU necesita varios GB).</translation>
    </message>
    <message>
        <source>The installation cannot be planned.</source>
        <translation>No se puede planificar la instalación.</translation>
    </message>
</context>
<context>
    <name>ts::wizard::MaintenancePage</name>
    <message>
        <source>Look after an environment</source>
        <translation>Gestionar un entorno</translation>
    </message>
    <message>
        <source>This folder has PyTorch already. Change its build, repair it, or check it again.</source>
        <translation>Esta carpeta ya tiene PyTorch. Cambie su compilación, repárelo o vuelva a comprobarlo.</translation>
    </message>
    <message>
        <source>What the environment holds</source>
        <translation>Qué contiene el entorno</translation>
    </message>
    <message>
        <source>Change the &amp;build...</source>
        <translation>Cambiar la &amp;compilación...</translation>
    </message>
    <message>
        <source>Change the build</source>
        <translation>Cambiar la compilación</translation>
    </message>
    <message>
        <source>Choose another build; the one there now is kept until the new one works.</source>
        <translation>Elija otra compilación; la actual se conserva hasta que la nueva funcione.</translation>
    </message>
    <message>
        <source>&amp;Repair</source>
        <translation>&amp;Reparar</translation>
    </message>
    <message>
        <source>Repair: install the same build again</source>
        <translation>Reparar: volver a instalar la misma compilación</translation>
    </message>
    <message>
        <source>Install the same packages in the same versions again, over the ones there.</source>
        <translation>Volver a instalar los mismos paquetes en las mismas versiones, sobre los que ya hay.</translation>
    </message>
    <message>
        <source>Check &amp;again</source>
        <translation>Comprobar de &amp;nuevo</translation>
    </message>
    <message>
        <source>Check PyTorch again</source>
        <translation>Volver a comprobar PyTorch</translation>
    </message>
    <message>
        <source>Run the checks: import, devices and math against the CPU. Nothing is changed.</source>
        <translation>Ejecutar las comprobaciones: importación, dispositivos y cálculos comparados con la CPU. No se modifica nada.</translation>
    </message>
    <message>
        <source>Maintenance status</source>
        <translation>Estado del mantenimiento</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Comprobaciones</translation>
    </message>
    <message>
        <source>Looking at %1...</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Examinando %1...</translation>
    </message>
    <message>
        <source>%1 could not be read.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>No se pudo leer %1.</translation>
    </message>
    <message>
        <source>%1 holds no Python environment yet; Change the build installs one there.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>%1 aún no contiene ningún entorno de Python; Cambiar la compilación instalará uno ahí.</translation>
    </message>
    <message>
        <source>The environment in %1 cannot be used as it is: its Python is gone. Repair creates it again with the same packages.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>El entorno de %1 no se puede usar tal como está: su Python ya no existe. Reparar lo vuelve a crear con los mismos paquetes.</translation>
    </message>
    <message>
        <source>The environment in %1 (Python %2) has no PyTorch; Change the build installs one.</source>
        <extracomment>%1 is a folder, %2 a Python version such as 3.13.5</extracomment>
        <translation>El entorno de %1 (Python %2) no tiene PyTorch; Cambiar la compilación lo instala.</translation>
    </message>
    <message>
        <source>The environment in %1 has %2, with Python %3.</source>
        <extracomment>%1 is a folder, %2 the torch installed, such as &quot;torch 2.9.0+cu128&quot; or &quot;torch 2.9.0 (PyPI&apos;s CUDA 12.8 build)&quot;, %3 a Python version such as 3.13.5</extracomment>
        <translation>El entorno de %1 tiene %2, con Python %3.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 is a package name such as torchvision, %2 its version such as 0.24.0+cu128</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Installed with it: %1.</source>
        <extracomment>%1 is a list of packages with their versions, such as &quot;torchvision 0.24.0 and torchaudio 2.9.0&quot;</extracomment>
        <translation>Instalado con él: %1.</translation>
    </message>
    <message>
        <source>Torch Setup %1 installed the %2 build here on %3.</source>
        <extracomment>%1 is a version of Torch Setup such as 0.1.0, %2 a build&apos;s code such as cu130, therock or cpu, %3 a date and time</extracomment>
        <translation>Torch Setup %1 instaló aquí la compilación %2 el %3.</translation>
    </message>
    <message>
        <source>Torch Setup did not install it (the folder has no record of an installation); Repair takes the build&apos;s own index.</source>
        <translation>No lo instaló Torch Setup (la carpeta no tiene ningún registro de instalación); Reparar usará el índice propio de la compilación.</translation>
    </message>
    <message>
        <source>No check has been run here yet: Check again runs one now.</source>
        <translation>Aquí aún no se ha ejecutado ninguna comprobación: Comprobar de nuevo ejecuta una ahora.</translation>
    </message>
    <message>
        <source>Planning the repair...</source>
        <translation>Planificando la reparación...</translation>
    </message>
    <message>
        <source>The repair cannot start: %1</source>
        <extracomment>%1 is an error message, one or more whole sentences</extracomment>
        <translation>No se puede iniciar la reparación: %1</translation>
    </message>
    <message>
        <source>Checking PyTorch in %1 (import, devices, math against the CPU)...</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Comprobando PyTorch en %1 (importación, dispositivos y cálculos comparados con la CPU)...</translation>
    </message>
    <message>
        <source>PyTorch could not be checked: %1</source>
        <extracomment>%1 is an error message, one or more whole sentences</extracomment>
        <translation>No se pudo comprobar PyTorch: %1</translation>
    </message>
    <message>
        <source>Last check: run here at %1, its results below.</source>
        <extracomment>%1 is a time of day (today, a few moments ago), without a date</extracomment>
        <translation>Última comprobación: ejecutada aquí a las %1; sus resultados, a continuación.</translation>
    </message>
    <message>
        <source>Last check, on %1: PyTorch worked (%2). Check again runs it now.</source>
        <extracomment>%1 is a date and time, %2 the counts (&quot;passed: 12, failed: 0, skipped: 2&quot;)</extracomment>
        <translation>Última comprobación, el %1: PyTorch funcionaba (%2). Comprobar de nuevo la ejecuta ahora.</translation>
    </message>
    <message>
        <source>Last check, on %1: PyTorch worked, torch.compile did not (%2). Check again runs it now.</source>
        <extracomment>%1 is a date and time, %2 the counts (&quot;passed: 12, failed: 1, skipped: 2&quot;)</extracomment>
        <translation>Última comprobación, el %1: PyTorch funcionaba, pero torch.compile no (%2). Comprobar de nuevo la ejecuta ahora.</translation>
    </message>
    <message>
        <source>Last check, on %1: PyTorch failed a check (%2). Check again shows which.</source>
        <extracomment>%1 is a date and time, %2 the counts (&quot;passed: 3, failed: 1, skipped: 10&quot;)</extracomment>
        <translation>Última comprobación, el %1: PyTorch no superó una comprobación (%2). Comprobar de nuevo muestra cuál.</translation>
    </message>
</context>
<context>
    <name>ts::wizard::OpenFolder</name>
    <message>
        <source>No file manager opened the folder. Open it yourself, or copy its path:

%1</source>
        <extracomment>%1 is a folder, on a line of its own</extracomment>
        <translation>Ningún gestor de archivos abrió la carpeta. Ábrala usted mismo o copie su ruta:

%1</translation>
    </message>
</context>
<context>
    <name>ts::wizard::SetupWizard</name>
    <message>
        <source>&amp;Install</source>
        <translation>&amp;Instalar</translation>
    </message>
</context>
<context>
    <name>ts::wizard::StatusIcon</name>
    <message>
        <source>waiting</source>
        <translation>en espera</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>en curso</translation>
    </message>
    <message>
        <source>done</source>
        <translation>hecho</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>falló</translation>
    </message>
    <message>
        <source>not needed</source>
        <translation>no es necesario</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>advertencia</translation>
    </message>
</context>
<context>
    <name>ts::wizard::SupportWindow</name>
    <message>
        <source>Could not read it: %1</source>
        <extracomment>%1 is an error message, one or more whole sentences</extracomment>
        <translation>No se pudo leer: %1</translation>
    </message>
    <message>
        <source>the system (%1)</source>
        <extracomment>an item of a list; %1 is an operating system: linux, windows or macos</extracomment>
        <translation>el sistema (%1)</translation>
    </message>
    <message>
        <source>the architecture (%1)</source>
        <extracomment>an item of a list; %1 is a CPU architecture: x86_64, aarch64 or arm64</extracomment>
        <translation>la arquitectura (%1)</translation>
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
        <translation>No consta en el texto del cliente, así que se supone lo elegido arriba: %1.

</translation>
    </message>
    <message>
        <source>Machine: %1 %2, Python %3
</source>
        <extracomment>%1 is the operating system&apos;s name and version, such as &quot;Debian GNU/Linux 13 (trixie)&quot;, or linux, windows or macos; %2 a CPU architecture such as x86_64; %3 a Python version such as 3.12, or &quot;?&quot;</extracomment>
        <translation>Equipo: %1 %2, Python %3
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
        <translation>(sin nombre)</translation>
    </message>
    <message>
        <source>, driver %1</source>
        <extracomment>%1 is a driver&apos;s version such as 580.95.05</extracomment>
        <translation>, controlador %1</translation>
    </message>
    <message>
        <source>, compute capability %1</source>
        <extracomment>%1 is an NVIDIA compute capability, a number such as 8.9</extracomment>
        <translation>, capacidad de cómputo %1</translation>
    </message>
    <message>
        <source>  No GPU.
</source>
        <translation>  Ninguna GPU.
</translation>
    </message>
    <message>
        <source>No recommendation: %1</source>
        <extracomment>%1 is an error message, one or more whole sentences</extracomment>
        <translation>Sin recomendación: %1</translation>
    </message>
    <message>
        <source>Torch Setup — for support staff</source>
        <translation>Torch Setup — para el personal de soporte</translation>
    </message>
    <message>
        <source>&amp;Open a support bundle, a detect --json file or a pasted text...</source>
        <translation>&amp;Abrir un paquete de soporte, un archivo detect --json o un texto pegado...</translation>
    </message>
    <message>
        <source>Pasted tool output</source>
        <translation>Salida de herramienta pegada</translation>
    </message>
    <message>
        <source>...or paste what the customer sent: nvidia-smi, rocminfo, lspci, collect_env, dxdiag, system_profiler...</source>
        <translation>...o pegue lo que envió el cliente: nvidia-smi, rocminfo, lspci, collect_env, dxdiag, system_profiler...</translation>
    </message>
    <message>
        <source>&amp;Read the pasted text</source>
        <translation>&amp;Leer el texto pegado</translation>
    </message>
    <message>
        <source>When the text does not say: system</source>
        <translation>Si el texto no lo indica: sistema</translation>
    </message>
    <message>
        <source>System to assume</source>
        <translation>Sistema que se supone</translation>
    </message>
    <message>
        <source>architecture</source>
        <translation>arquitectura</translation>
    </message>
    <message>
        <source>Architecture to assume</source>
        <translation>Arquitectura que se supone</translation>
    </message>
    <message>
        <source>Python</source>
        <translation>Python</translation>
    </message>
    <message>
        <source>Python to assume</source>
        <translation>Python que se supone</translation>
    </message>
    <message>
        <source>The customer&apos;s machine and the decision</source>
        <translation>El equipo del cliente y la decisión</translation>
    </message>
    <message>
        <source>The customer&apos;s &amp;machine</source>
        <translation>El e&amp;quipo del cliente</translation>
    </message>
    <message>
        <source>Pasted error</source>
        <translation>Error pegado</translation>
    </message>
    <message>
        <source>Paste the error, the log or the output of python -m torch.utils.collect_env</source>
        <translation>Pegue el error, el registro o la salida de python -m torch.utils.collect_env</translation>
    </message>
    <message>
        <source>&amp;Diagnose</source>
        <translation>&amp;Diagnosticar</translation>
    </message>
    <message>
        <source>Diagnosis</source>
        <translation>Diagnóstico</translation>
    </message>
    <message>
        <source>Diagnose an &amp;error</source>
        <translation>Diagnosticar un &amp;error</translation>
    </message>
    <message>
        <source>Nothing is installed from this window: it shows what Torch Setup sees and decides for a customer&apos;s computer.</source>
        <translation>Desde esta ventana no se instala nada: muestra lo que Torch Setup ve y decide para el equipo de un cliente.</translation>
    </message>
    <message>
        <source>Open a customer&apos;s file</source>
        <translation>Abrir un archivo del cliente</translation>
    </message>
    <message>
        <source>Support files (*.zip *.json *.txt *.log);;All files (*)</source>
        <translation>Archivos de soporte (*.zip *.json *.txt *.log);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Reading %1...</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>Leyendo %1...</translation>
    </message>
    <message>
        <source>From %1:</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>De %1:</translation>
    </message>
    <message>
        <source>Reading the pasted text...</source>
        <translation>Leyendo el texto pegado...</translation>
    </message>
    <message>
        <source>the pasted text</source>
        <translation>el texto pegado</translation>
    </message>
    <message>
        <source>From the pasted text:</source>
        <translation>Del texto pegado:</translation>
    </message>
    <message>
        <source>Diagnosing...</source>
        <translation>Diagnosticando...</translation>
    </message>
    <message>
        <source>Paste the error first.</source>
        <translation>Pegue primero el error.</translation>
    </message>
    <message>
        <source>What to look at</source>
        <translation>Qué examinar</translation>
    </message>
    <message>
        <source>Read the pasted text</source>
        <translation>Leer el texto pegado</translation>
    </message>
    <message>
        <source>Where the machine comes from</source>
        <translation>De dónde procede el equipo</translation>
    </message>
    <message>
        <source>Diagnose the pasted error</source>
        <translation>Diagnosticar el error pegado</translation>
    </message>
</context>
<context>
    <name>ts::wizard::UnreachablePanel</name>
    <message>
        <source>This computer cannot reach the package server.</source>
        <translation>Este equipo no puede conectar con el servidor de paquetes.</translation>
    </message>
    <message>
        <source>Nothing was changed. Check that the computer is online and try again, or get the packages another way: through the proxy your network uses, from a mirror of the package index, or from a folder of wheel files copied to this computer.</source>
        <translation>No se ha cambiado nada. Compruebe que el equipo está conectado e inténtelo de nuevo, u obtenga los paquetes de otra forma: a través del proxy de su red, desde un espejo del índice de paquetes o desde una carpeta de archivos wheel copiada en este equipo.</translation>
    </message>
    <message>
        <source>Use a pro&amp;xy...</source>
        <translation>Usar un pro&amp;xy...</translation>
    </message>
    <message>
        <source>Use a proxy for the downloads</source>
        <translation>Usar un proxy para las descargas</translation>
    </message>
    <message>
        <source>Use a &amp;mirror...</source>
        <translation>Usar un &amp;espejo...</translation>
    </message>
    <message>
        <source>Use another package index or mirror</source>
        <translation>Usar otro índice de paquetes o espejo</translation>
    </message>
    <message>
        <source>Use a folder of &amp;wheels...</source>
        <translation>Usar una carpeta de &amp;wheels...</translation>
    </message>
    <message>
        <source>Install from a folder of wheel files</source>
        <translation>Instalar desde una carpeta de archivos wheel</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;Intentarlo de nuevo</translation>
    </message>
    <message>
        <source>Try to reach the package server again</source>
        <translation>Intentar de nuevo conectar con el servidor de paquetes</translation>
    </message>
</context>
<context>
    <name>ts::wizard::WelcomePage</name>
    <message>
        <source>Welcome to %1</source>
        <extracomment>%1 is the product&apos;s name (a distributor may set it)</extracomment>
        <translation>Bienvenido a %1</translation>
    </message>
    <message>
        <source>This assistant puts PyTorch on this computer, made for its graphics card.</source>
        <translation>Este asistente instala en este equipo PyTorch preparado para su tarjeta gráfica.</translation>
    </message>
    <message>
        <source>&lt;p&gt;It will:&lt;/p&gt;&lt;ol&gt;&lt;li&gt;look at this computer&apos;s graphics cards and drivers,&lt;/li&gt;&lt;li&gt;propose the PyTorch build that fits them, and say why,&lt;/li&gt;&lt;li&gt;create a Python environment in a folder you choose and install PyTorch there,&lt;/li&gt;&lt;li&gt;check that PyTorch really works on your graphics card.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Nothing changes before you confirm, and a failed or cancelled installation leaves an existing environment as it was.&lt;/p&gt;</source>
        <translation>&lt;p&gt;El asistente:&lt;/p&gt;&lt;ol&gt;&lt;li&gt;examinará las tarjetas gráficas y los controladores de este equipo,&lt;/li&gt;&lt;li&gt;propondrá la compilación de PyTorch adecuada para ellos y le explicará por qué,&lt;/li&gt;&lt;li&gt;creará un entorno de Python en la carpeta que usted elija e instalará PyTorch en él,&lt;/li&gt;&lt;li&gt;comprobará que PyTorch funciona realmente en su tarjeta gráfica.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;No se modifica nada hasta que usted lo confirme, y una instalación fallida o cancelada deja como estaba cualquier entorno existente.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>What this assistant does</source>
        <translation>Qué hace este asistente</translation>
    </message>
    <message>
        <source>For support &amp;staff: a customer&apos;s machine or error...</source>
        <translation>Para el &amp;personal de soporte: el equipo o el error de un cliente...</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>Open the window for support staff</source>
        <translation>Abrir la ventana para el personal de soporte</translation>
    </message>
    <message>
        <source>Before you start</source>
        <translation>Antes de empezar</translation>
    </message>
    <message>
        <source>What the installation needs</source>
        <translation>Lo que necesita la instalación</translation>
    </message>
    <message>
        <source>&lt;ul&gt;&lt;li&gt;&lt;b&gt;An internet connection&lt;/b&gt;, or a folder of PyTorch&apos;s wheel files copied from another computer.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Free disk space&lt;/b&gt;: about 1 GB for the processor-only build, several GB for a graphics-card build. The installer checks the space as it downloads and stops before the disk is full.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Time&lt;/b&gt;: mostly the download. You may cancel at any moment; nothing is left half installed.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;ul&gt;&lt;li&gt;&lt;b&gt;Una conexión a Internet&lt;/b&gt;, o una carpeta con los archivos wheel de PyTorch copiados desde otro equipo.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Espacio libre en disco&lt;/b&gt;: alrededor de 1 GB para la compilación solo para el procesador, varios GB para una compilación para la tarjeta gráfica. El instalador comprueba el espacio mientras descarga y se detiene antes de que el disco se llene.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Tiempo&lt;/b&gt;: sobre todo para la descarga. Puede cancelar en cualquier momento; nada queda instalado a medias.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>The previous run ended unexpectedly</source>
        <translation>La ejecución anterior terminó de forma inesperada</translation>
    </message>
    <message>
        <source>%1 stopped unexpectedly on %2. Any installation that was in progress will be undone the next time you install. If this happens again, please send this report to support: %3</source>
        <extracomment>%1 is the product&apos;s name, %2 a date and time, %3 a file</extracomment>
        <translation>%1 se detuvo de forma inesperada el %2. Una instalación que estaba en curso se deshará la próxima vez que instale. Si vuelve a ocurrir, envíe este informe al soporte: %3</translation>
    </message>
    <message>
        <source>Open the report&apos;s &amp;folder</source>
        <translation>Abrir la &amp;carpeta del informe</translation>
    </message>
    <message>
        <source>Open the folder that holds the report</source>
        <translation>Abrir la carpeta que contiene el informe</translation>
    </message>
    <message>
        <source>Its last message was: %1</source>
        <extracomment>%1 is the message, in English, as the program printed it</extracomment>
        <translation>Su último mensaje fue: %1</translation>
    </message>
</context>
</TS>
