<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>Branding</name>
    <message>
        <source>%1 is not a branding profile: %2 at byte %3</source>
        <extracomment>%1 is a file, %2 the JSON parser&apos;s reason, %3 a byte offset</extracomment>
        <translation>%1 n&apos;est pas un profil de marque&#xa0;: %2 à l&apos;octet %3</translation>
    </message>
    <message>
        <source>%1 is not a branding profile: it is not a JSON object.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1 n&apos;est pas un profil de marque&#xa0;: ce n&apos;est pas un objet JSON.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 is a file, %2 what is wrong in it</extracomment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: format_version: this program reads format %2</source>
        <extracomment>%1 is a file; format_version is a key in it</extracomment>
        <translation>%1&#xa0;: format_version&#xa0;: ce programme lit le format %2</translation>
    </message>
    <message>
        <source>%1: logo: %2 does not exist</source>
        <extracomment>%1 is the profile&apos;s file, %2 the logo&apos;s file; &quot;logo&quot; is a key in the profile</extracomment>
        <translation>%1&#xa0;: logo&#xa0;: %2 n&apos;existe pas</translation>
    </message>
    <message>
        <source>%1: licence: %2 does not exist</source>
        <extracomment>%1 is the profile&apos;s file, %2 the licence&apos;s file; &quot;licence&quot; is a key in the profile</extracomment>
        <translation>%1&#xa0;: licence&#xa0;: %2 n&apos;existe pas</translation>
    </message>
    <message>
        <source>%1: accent_color: &quot;%2&quot; is not a colour (write e.g. &quot;#ee4c2c&quot;)</source>
        <extracomment>%1 is a file, %2 the value found; accent_color is a key in it</extracomment>
        <translation>%1&#xa0;: accent_color&#xa0;: «&#xa0;%2&#xa0;» n&apos;est pas une couleur (écrivez par exemple &quot;#ee4c2c&quot;)</translation>
    </message>
    <message>
        <source>The branding profile %1 cannot be read: %2</source>
        <extracomment>%1 is a file, %2 the system&apos;s reason</extracomment>
        <translation>Le profil de marque %1 ne peut pas être lu&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: translations: &quot;%2&quot; is not a language code (write e.g. &quot;de&quot; or &quot;zh_CN&quot;)</source>
        <extracomment>%1 is a file, %2 the key found; &quot;translations&quot; is a key in it</extracomment>
        <translation>%1&#xa0;: translations&#xa0;: «&#xa0;%2&#xa0;» n&apos;est pas un code de langue (écrivez par exemple &quot;de&quot; ou &quot;zh_CN&quot;)</translation>
    </message>
    <message>
        <source>%1: %2.licence: %3 does not exist</source>
        <extracomment>%1 is the profile&apos;s file, %2 the place in it, %3 the licence&apos;s file</extracomment>
        <translation>%1&#xa0;: %2.licence&#xa0;: %3 n&apos;existe pas</translation>
    </message>
    <message>
        <source>%1: %2: &quot;%3&quot; is not a pip requirement (write e.g. &quot;diffusers==0.31.0&quot;)</source>
        <extracomment>%1 is the profile&apos;s file, %2 the place in it (such as extra_requirements[0]), %3 the value found there</extracomment>
        <translation>%1&#xa0;: %2&#xa0;: «&#xa0;%3&#xa0;» n&apos;est pas une spécification de paquet pour pip (écrivez par exemple &quot;diffusers==0.31.0&quot;)</translation>
    </message>
    <message>
        <source>%1: %2: &quot;%3&quot; is not a build or a pattern of builds (write e.g. &quot;cu*&quot;, &quot;rocm6.4&quot; or &quot;cpu&quot;)</source>
        <extracomment>%1 is the profile&apos;s file, %2 the place in it (such as allowed_backends[0]), %3 the value found there; cu*, rocm6.4 and cpu are builds&apos; names and patterns of them</extracomment>
        <translation>%1&#xa0;: %2&#xa0;: «&#xa0;%3&#xa0;» n&apos;est ni une variante ni un motif de variantes (écrivez par exemple &quot;cu*&quot;, &quot;rocm6.4&quot; ou &quot;cpu&quot;)</translation>
    </message>
    <message>
        <source>null</source>
        <extracomment>a kind of JSON value, either argument of &quot;expected %1, found %2&quot;: JSON&apos;s null (no value)</extracomment>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <extracomment>a kind of JSON value, either argument of &quot;expected %1, found %2&quot;: true or false</extracomment>
        <translation>un booléen</translation>
    </message>
    <message>
        <source>a number</source>
        <extracomment>a kind of JSON value, either argument of &quot;expected %1, found %2&quot;</extracomment>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>a string</source>
        <extracomment>a kind of JSON value, either argument of &quot;expected %1, found %2&quot;: a text in quotes</extracomment>
        <translation>une chaîne de caractères</translation>
    </message>
    <message>
        <source>an array</source>
        <extracomment>a kind of JSON value, either argument of &quot;expected %1, found %2&quot;: a list in [ ]</extracomment>
        <translation>un tableau</translation>
    </message>
    <message>
        <source>an object</source>
        <extracomment>a kind of JSON value, either argument of &quot;expected %1, found %2&quot;: named values in { }</extracomment>
        <translation>un objet</translation>
    </message>
    <message>
        <source>nothing</source>
        <extracomment>the %2 of &quot;expected %1, found %2&quot; when there is no value at all</extracomment>
        <translation>rien</translation>
    </message>
    <message>
        <source>unknown key %1</source>
        <extracomment>a problem in a JSON file, after the place it is at; %1 is a key that is not expected there</extracomment>
        <translation>clé inconnue %1</translation>
    </message>
    <message>
        <source>missing %1</source>
        <extracomment>a problem in a JSON file, after the place it is at; %1 is a key that must be there</extracomment>
        <translation>clé %1 manquante</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <extracomment>a problem in a JSON file, after the place it is at; %1 and %2 are kinds of JSON value, such as &quot;a string&quot; and &quot;a number&quot;</extracomment>
        <translation>attendu&#xa0;: %1, trouvé&#xa0;: %2</translation>
    </message>
    <message>
        <source>is empty</source>
        <extracomment>a problem in a JSON file, after the place it is at: the text or list there is empty</extracomment>
        <translation>est vide</translation>
    </message>
    <message>
        <source>a version string</source>
        <extracomment>a kind of JSON value, the %1 of &quot;expected %1, found %2&quot;</extracomment>
        <translation>une chaîne de version</translation>
    </message>
    <message>
        <source>%1 is not a version of digits and dots such as &quot;12.8&quot;</source>
        <extracomment>a problem in a JSON file, after the place it is at; %1 is the value found</extracomment>
        <translation>%1 n&apos;est pas une version composée de chiffres et de points, telle que &quot;12.8&quot;</translation>
    </message>
    <message>
        <source>%1 is listed twice</source>
        <extracomment>a problem in a JSON file, after the place it is at; %1 is the value found twice in a list</extracomment>
        <translation>%1 figure deux fois dans la liste</translation>
    </message>
    <message>
        <source>%1: policy_data.keys: at most two keys (one in use, one to come)</source>
        <extracomment>%1 is the profile&apos;s file; policy_data.keys is a place in it</extracomment>
        <translation>%1&#xa0;: policy_data.keys&#xa0;: deux clés au plus (une en service, une à venir)</translation>
    </message>
    <message>
        <source>%1: %2: not an Ed25519 public key (32 bytes in base64, as scripts/publish-policy-data --new-key prints it)</source>
        <extracomment>%1 is the profile&apos;s file, %2 the place in it (such as policy_data.keys[0])</extracomment>
        <translation>%1&#xa0;: %2&#xa0;: pas une clé publique Ed25519 (32 octets en base64, telle que scripts/publish-policy-data --new-key l&apos;affiche)</translation>
    </message>
    <message>
        <source>%1: pytorch_mirror: &quot;%2&quot; is not an http or https address (write e.g. &quot;https://mirror.example/whl/&quot;)</source>
        <extracomment>%1 is a file, %2 the value found (a password in it hidden); pytorch_mirror is a key in it</extracomment>
        <translation>%1 : pytorch_mirror : « %2 » n’est pas une adresse http ou https (écrivez par exemple « https://mirror.example/whl/ »)</translation>
    </message>
</context>
<context>
    <name>Common</name>
    <message>
        <source>%1 and %2</source>
        <comment>the last two items of a list</comment>
        <extracomment>%1 is an item of a list, %2 the last item</extracomment>
        <translation>%1 et %2</translation>
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
        <translation>Le fichier journal %1 ne peut pas être écrit&#xa0;: %2.</translation>
    </message>
    <message>
        <source>it is a link; name the file itself</source>
        <extracomment>a reason, as in &quot;The log file … cannot be written: it is a link; …&quot;</extracomment>
        <translation>c&apos;est un lien&#x202f;; indiquez le fichier lui-même</translation>
    </message>
    <message>
        <source>it is not a plain file</source>
        <extracomment>a reason, as in &quot;The log file … cannot be written: it is not a plain file&quot;</extracomment>
        <translation>ce n&apos;est pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>it belongs to another user or has another name too</source>
        <extracomment>a reason, as in &quot;The log file … cannot be written: it belongs to another user or has another name too&quot;</extracomment>
        <translation>il appartient à un autre utilisateur ou porte aussi un autre nom</translation>
    </message>
</context>
<context>
    <name>Detect</name>
    <message>
        <source>%1 is not a capture folder: it has none of sys/bus/pci/devices, system.json or tools/*.txt (see docs/capture-layout.md)</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>%1 n&apos;est pas un dossier de capture&#xa0;: il ne contient ni sys/bus/pci/devices, ni system.json, ni tools/*.txt (voir docs/capture-layout.md)</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>%1 ne peut pas être lu&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 does not exist; give a capture folder or a text file with pasted tool output</source>
        <extracomment>%1 is a path that was given</extracomment>
        <translation>%1 n&apos;existe pas&#x202f;; indiquez un dossier de capture ou un fichier texte contenant la sortie collée d&apos;un outil</translation>
    </message>
    <message>
        <source>%1 is %2 MiB; a paste of tool output is far smaller — is it the right file?</source>
        <extracomment>%1 is a file, %2 its size in MiB (a number)</extracomment>
        <translation>%1 fait %2 Mio&#x202f;; une sortie d&apos;outil collée est bien plus petite&#xa0;: est-ce le bon fichier&#x202f;?</translation>
    </message>
    <message>
        <source>%1 is not a zip file that can be read (%2); a support bundle is the zip that `torch-setup-cli report --output` writes</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>%1 n&apos;est pas un fichier zip lisible (%2)&#x202f;; une archive de support est le fichier zip qu&apos;écrit `torch-setup-cli report --output`</translation>
    </message>
    <message>
        <source>%1 holds no detect.json; is it a support bundle made by `torch-setup-cli report --output`?</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1 ne contient pas de detect.json&#x202f;; est-ce bien une archive de support créée par `torch-setup-cli report --output`&#x202f;?</translation>
    </message>
    <message>
        <source>%1: detect.json is %2 bytes, far more than a machine&apos;s description; the bundle is damaged or not one of ours</source>
        <extracomment>%1 is a file, %2 a number of bytes</extracomment>
        <translation>%1&#xa0;: detect.json fait %2 octets, bien plus que la description d&apos;une machine&#x202f;; l&apos;archive est endommagée ou ne provient pas de nous</translation>
    </message>
    <message>
        <source>%1: detect.json cannot be read whole; the bundle is damaged</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1&#xa0;: detect.json ne peut pas être lu en entier&#x202f;; l&apos;archive est endommagée</translation>
    </message>
    <message>
        <source>bound to %1 (reserved for passing through to a virtual machine)</source>
        <extracomment>%1 is a Linux kernel driver&apos;s name, vfio-pci or pci-stub</extracomment>
        <translation>rattaché à %1 (réservé pour être transmis à une machine virtuelle)</translation>
    </message>
    <message>
        <source>no driver is bound to it; install or load the vendor&apos;s driver</source>
        <translation>aucun pilote ne lui est rattaché&#x202f;; installez ou chargez le pilote du fabricant</translation>
    </message>
    <message>
        <source>%1 is empty; paste the output of a tool such as `lspci -nnk`, `nvidia-smi` or `rocminfo` into it</source>
        <extracomment>%1 is a file or &quot;standard input&quot;</extracomment>
        <translation>%1 est vide&#x202f;; collez-y la sortie d&apos;un outil tel que `lspci -nnk`, `nvidia-smi` ou `rocminfo`</translation>
    </message>
    <message>
        <source>%1 starts like UTF-16 text but is not valid UTF-16</source>
        <extracomment>%1 is a file or &quot;standard input&quot;</extracomment>
        <translation>%1 commence comme un texte UTF-16 mais n&apos;est pas de l&apos;UTF-16 valide</translation>
    </message>
    <message>
        <source>%1 is not text (binary data at byte %2); give a text file with the pasted tool output</source>
        <extracomment>%1 is a file or &quot;standard input&quot;, %2 a byte offset (a number)</extracomment>
        <translation>%1 n&apos;est pas du texte (données binaires à l&apos;octet %2)&#x202f;; indiquez un fichier texte contenant la sortie collée de l&apos;outil</translation>
    </message>
    <message>
        <source>%1 is not text (it is neither UTF-8 nor UTF-16); give a text file with the pasted tool output</source>
        <extracomment>%1 is a file or &quot;standard input&quot;</extracomment>
        <translation>%1 n&apos;est pas du texte (ce n&apos;est ni de l&apos;UTF-8 ni de l&apos;UTF-16)&#x202f;; indiquez un fichier texte contenant la sortie collée de l&apos;outil</translation>
    </message>
    <message>
        <source>%1 looks like JSON but is not valid: %2 at byte %3 (was it cut off?)</source>
        <extracomment>%1 is a file or &quot;standard input&quot;, %2 the JSON parser&apos;s reason, %3 a byte offset</extracomment>
        <translation>%1 ressemble à du JSON mais n&apos;est pas valide&#xa0;: %2 à l&apos;octet %3 (le fichier a-t-il été tronqué&#x202f;?)</translation>
    </message>
    <message>
        <source>%1 holds JSON of no known kind; expected `system_profiler -json SPDisplaysDataType` or `rocm-smi --json` output, or the format of `detect --json`</source>
        <extracomment>%1 is a file or &quot;standard input&quot;</extracomment>
        <translation>%1 contient du JSON d&apos;un type inconnu&#x202f;; attendu&#xa0;: la sortie de `system_profiler -json SPDisplaysDataType` ou de `rocm-smi --json`, ou le format de `detect --json`</translation>
    </message>
    <message>
        <source>%1: no GPU listing was recognized; paste the output of lspci -nnk, nvidia-smi, rocminfo, rocm-smi, amd-smi, system_profiler SPDisplaysDataType, dxdiag /t or Get-CimInstance Win32_VideoController</source>
        <extracomment>%1 is a file or &quot;standard input&quot;</extracomment>
        <translation>%1&#xa0;: aucune liste de GPU n&apos;a été reconnue&#x202f;; collez la sortie de lspci -nnk, nvidia-smi, rocminfo, rocm-smi, amd-smi, system_profiler SPDisplaysDataType, dxdiag /t ou Get-CimInstance Win32_VideoController</translation>
    </message>
    <message>
        <source>a software renderer, not a GPU</source>
        <translation>un moteur de rendu logiciel, pas un GPU</translation>
    </message>
</context>
<context>
    <name>Diagnose</name>
    <message>
        <source>an AMD GPU (%1)</source>
        <extracomment>%1 is a gfx target such as gfx1100</extracomment>
        <translation>un GPU AMD (%1)</translation>
    </message>
    <message>
        <source>a GPU [%1:%2]</source>
        <extracomment>%1 and %2 are PCI vendor and device ids, such as 10de and 2684</extracomment>
        <translation>un GPU [%1:%2]</translation>
    </message>
    <message>
        <source>%1 holds no text; paste the error, the log or the output of `python -m torch.utils.collect_env` into it.</source>
        <extracomment>%1 is a file or &quot;standard input&quot;</extracomment>
        <translation>%1 ne contient aucun texte&#x202f;; collez-y l&apos;erreur, le journal ou la sortie de `python -m torch.utils.collect_env`.</translation>
    </message>
    <message>
        <source>The text names no GPU, so no build is named here: run `torch-setup-cli recommend` on that computer, or paste its `nvidia-smi`, `rocminfo` or `lspci` output along with the error.</source>
        <translation>Le texte ne mentionne aucun GPU, aucune variante n&apos;est donc proposée ici&#xa0;: exécutez `torch-setup-cli recommend` sur l&apos;ordinateur du client, ou collez avec l&apos;erreur la sortie de `nvidia-smi`, `rocminfo` ou `lspci` obtenue sur celui-ci.</translation>
    </message>
    <message>
        <source>The text does not say which operating system the computer runs, so no build is named here: add the output of `python -m torch.utils.collect_env` to it.</source>
        <translation>Le texte n&apos;indique pas quel système d&apos;exploitation l&apos;ordinateur utilise, aucune variante n&apos;est donc proposée ici&#xa0;: ajoutez-y la sortie de `python -m torch.utils.collect_env`.</translation>
    </message>
    <message>
        <source>the %1 architecture</source>
        <extracomment>%1 is a CPU architecture such as x86_64 or arm64</extracomment>
        <translation>l&apos;architecture %1</translation>
    </message>
    <message>
        <source>Python %1</source>
        <extracomment>%1 is a Python version such as 3.12</extracomment>
        <translation>Python %1</translation>
    </message>
    <message>
        <source>No PyTorch build fits the computer the text describes: %1</source>
        <extracomment>%1 is why no build fits (a clause)</extracomment>
        <translation>Aucune variante de PyTorch ne convient à l&apos;ordinateur décrit par le texte&#xa0;: %1</translation>
    </message>
    <message>
        <source>For the computer in this text (%1), Torch Setup recommends %2 with torch %3.</source>
        <extracomment>%1 is a list of GPU names, %2 a build such as cu128, %3 a torch version such as 2.9.0</extracomment>
        <translation>Pour l&apos;ordinateur décrit dans ce texte (%1), Torch Setup recommande %2 avec torch %3.</translation>
    </message>
    <message>
        <source>The text does not say it, so this assumes %1.</source>
        <extracomment>%1 lists what is assumed, such as &quot;the x86_64 architecture and Python 3.12&quot;</extracomment>
        <translation>Le texte ne le précise pas&#xa0;: l&apos;analyse suppose donc %1.</translation>
    </message>
    <message>
        <source>About the recommended build: %1 (%2)</source>
        <extracomment>%1 is a warning (a clause), %2 how to deal with it (a clause)</extracomment>
        <translation>À propos de la variante recommandée&#xa0;: %1 (%2)</translation>
    </message>
    <message>
        <source>driver %1</source>
        <extracomment>%1 is a driver version such as 570.86</extracomment>
        <translation>pilote %1</translation>
    </message>
    <message>
        <source>Read from %1: %2
</source>
        <extracomment>%1 is a file, &quot;standard input&quot; or &quot;the pasted text&quot;; %2 a list of facts separated by semicolons, such as &quot;torch 2.9.0, a CUDA 12.8 build; NVIDIA GeForce RTX 4090; driver 570.86; linux&quot;</extracomment>
        <translation>Lu depuis %1&#xa0;: %2
</translation>
    </message>
    <message>
        <source>No known failure was found in this text.
</source>
        <translation>Aucun problème connu n&apos;a été trouvé dans ce texte.
</translation>
    </message>
    <message>
        <source>If PyTorch still fails, send a support bundle made on that computer: torch-setup-cli report --venv DIR --output support.zip
</source>
        <translation>Si PyTorch échoue toujours, envoyez une archive de support créée sur l&apos;ordinateur du client&#xa0;: torch-setup-cli report --venv DIR --output support.zip
</translation>
    </message>
    <message>
        <source>1 problem found:
</source>
        <translation>1 problème trouvé&#xa0;:
</translation>
    </message>
    <message>
        <source>   Seen at:
</source>
        <translation>   Repéré à&#xa0;:
</translation>
    </message>
    <message>
        <source>     line %1: %2
</source>
        <extracomment>%1 is a line number, %2 the text of that line, as pasted</extracomment>
        <translation>     ligne %1&#xa0;: %2
</translation>
    </message>
    <message>
        <source>   Fix: %1
</source>
        <extracomment>%1 is what to do (a sentence)</extracomment>
        <translation>   Solution&#xa0;: %1
</translation>
    </message>
    <message>
        <source>   (cause: %1)
</source>
        <extracomment>%1 is a cause code such as no_kernel_image (not translated)</extracomment>
        <translation>   (cause&#xa0;: %1)
</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <extracomment>%1 is a note (a whole sentence)</extracomment>
        <translation>Remarque&#xa0;: %1</translation>
    </message>
    <message>
        <source>torch (version not given)</source>
        <translation>torch (version non indiquée)</translation>
    </message>
    <message>
        <source>torch %1</source>
        <translation>torch %1</translation>
    </message>
    <message>
        <source>%1, a CUDA build</source>
        <extracomment>%1 is torch with its version, such as &quot;torch 2.9.0&quot;</extracomment>
        <translation>%1, une variante CUDA</translation>
    </message>
    <message>
        <source>%1, a CUDA %2 build</source>
        <extracomment>%1 is torch with its version, such as &quot;torch 2.9.0&quot;; %2 a CUDA version such as 12.8</extracomment>
        <translation>%1, une variante CUDA %2</translation>
    </message>
    <message>
        <source>%1, a ROCm build</source>
        <extracomment>%1 is torch with its version, such as &quot;torch 2.9.0&quot;</extracomment>
        <translation>%1, une variante ROCm</translation>
    </message>
    <message>
        <source>%1, a ROCm %2 build</source>
        <extracomment>%1 is torch with its version, such as &quot;torch 2.9.0&quot;; %2 a ROCm version such as 6.4</extracomment>
        <translation>%1, une variante ROCm %2</translation>
    </message>
    <message>
        <source>%1, a CPU-only build</source>
        <extracomment>%1 is torch with its version, such as &quot;torch 2.9.0&quot;</extracomment>
        <translation>%1, une variante pour CPU uniquement</translation>
    </message>
    <message>
        <source>%1, an Intel XPU build</source>
        <extracomment>%1 is torch with its version, such as &quot;torch 2.9.0&quot;</extracomment>
        <translation>%1, une variante Intel XPU</translation>
    </message>
    <message>
        <source>%1, a macOS build</source>
        <extracomment>%1 is torch with its version, such as &quot;torch 2.9.0&quot;</extracomment>
        <translation>%1, une variante macOS</translation>
    </message>
    <message numerus="yes">
        <source>%n problems found, in the order the text shows them:
</source>
        <extracomment>%n is the number of problems, 2 or more (one problem has its own sentence)</extracomment>
        <translation>
            <numerusform>%n problème trouvé, dans l&apos;ordre où le texte le présente&#xa0;:
</numerusform>
            <numerusform>%n problèmes trouvés, dans l&apos;ordre où le texte les présente&#xa0;:
</numerusform>
        </translation>
    </message>
    <message>
        <source>     and 1 more line
</source>
        <translation>     et 1 autre ligne
</translation>
    </message>
    <message numerus="yes">
        <source>     and %n more lines
</source>
        <extracomment>%n is the number of lines not shown, 2 or more (one line has its own sentence)</extracomment>
        <translation>
            <numerusform>     et %n autre ligne
</numerusform>
            <numerusform>     et %n autres lignes
</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is the target of %2 in Torch Setup&apos;s GPU database; the text itself does not state it.</source>
        <extracomment>%1 is a gfx target such as gfx1031, %2 a GPU name such as AMD Radeon RX 6700 XT</extracomment>
        <translation>%1 est la cible de %2 dans la base de données des GPU de Torch Setup&#x202f;; le texte lui-même ne l&apos;indique pas.</translation>
    </message>
    <message>
        <source>PyTorch was built with CUDA %1, which needs NVIDIA driver %2 or newer; the text shows driver %3.</source>
        <extracomment>%1 is a CUDA version such as 10.2, %2 and %3 NVIDIA driver versions such as 440.33 and 418.87</extracomment>
        <translation>PyTorch a été compilé avec CUDA %1, qui nécessite le pilote NVIDIA %2 ou plus récent&#x202f;; le texte indique le pilote %3.</translation>
    </message>
</context>
<context>
    <name>FailureSignatures</name>
    <message>
        <source>The installed PyTorch build has no kernels for this NVIDIA GPU.</source>
        <extracomment>from the failure signature cuda-arch-not-in-build</extracomment>
        <translation>La variante de PyTorch installée n&apos;a pas de noyaux pour ce GPU NVIDIA.</translation>
    </message>
    <message>
        <source>{gpu} has compute capability {cc} (sm_{sm}).</source>
        <extracomment>from the failure signature cuda-arch-not-in-build</extracomment>
        <translation>{gpu} a la capacité de calcul {cc} (sm_{sm}).</translation>
    </message>
    <message>
        <source>The installed build ships kernels for {built}.</source>
        <extracomment>from the failure signature cuda-arch-not-in-build</extracomment>
        <translation>La variante installée fournit des noyaux pour {built}.</translation>
    </message>
    <message>
        <source>Install a PyTorch build compiled for this GPU&apos;s generation: a new GPU needs a build for a newer CUDA (Blackwell&apos;s sm_120 needs cu128 or newer), an old one a build that still lists its compute capability.</source>
        <extracomment>from the failure signature cuda-arch-not-in-build</extracomment>
        <translation>Installez une variante de PyTorch compilée pour la génération de ce GPU&#xa0;: un GPU récent a besoin d&apos;une variante pour un CUDA plus récent (le sm_120 de Blackwell nécessite cu128 ou plus récent), un GPU ancien d&apos;une variante qui mentionne encore sa capacité de calcul.</translation>
    </message>
    <message>
        <source>The installed ROCm build of PyTorch has no kernels for this AMD GPU&apos;s target.</source>
        <extracomment>from the failure signature hip-target-not-in-build</extracomment>
        <translation>La variante ROCm de PyTorch installée n&apos;a pas de noyaux pour la cible de ce GPU AMD.</translation>
    </message>
    <message>
        <source>The GPU&apos;s target is {gfx}.</source>
        <extracomment>from the failure signature hip-target-not-in-build</extracomment>
        <translation>La cible du GPU est {gfx}.</translation>
    </message>
    <message>
        <source>Install a build with native kernels for the GPU&apos;s target: AMD&apos;s TheRock wheels cover many Radeon GPUs that upstream ROCm builds leave out. Only where Torch Setup&apos;s data records it as safe, set HSA_OVERRIDE_GFX_VERSION to a supported target instead.</source>
        <extracomment>from the failure signature hip-target-not-in-build</extracomment>
        <translation>Installez une variante dotée de noyaux natifs pour la cible du GPU&#xa0;: les paquets wheel TheRock d&apos;AMD prennent en charge de nombreux GPU Radeon que les variantes ROCm officielles laissent de côté. Seulement lorsque les données de Torch Setup l&apos;indiquent comme sûr, définissez plutôt HSA_OVERRIDE_GFX_VERSION sur une cible prise en charge.</translation>
    </message>
    <message>
        <source>The NVIDIA driver is too old for the installed PyTorch build.</source>
        <extracomment>from the failure signature nvidia-driver-too-old</extracomment>
        <translation>Le pilote NVIDIA est trop ancien pour la variante de PyTorch installée.</translation>
    </message>
    <message>
        <source>The driver supports CUDA {driver_cuda} at most.</source>
        <extracomment>from the failure signature nvidia-driver-too-old</extracomment>
        <translation>Le pilote prend en charge CUDA {driver_cuda} au maximum.</translation>
    </message>
    <message>
        <source>Update the NVIDIA driver (nvidia.com/drivers, or your distribution&apos;s driver package), or install a PyTorch build for a CUDA version this driver runs.</source>
        <extracomment>from the failure signature nvidia-driver-too-old</extracomment>
        <translation>Mettez à jour le pilote NVIDIA (nvidia.com/drivers, ou le paquet de pilote de votre distribution), ou installez une variante de PyTorch pour une version de CUDA que ce pilote prend en charge.</translation>
    </message>
    <message>
        <source>The NVIDIA driver is not installed or not loaded.</source>
        <extracomment>from the failure signature nvidia-no-driver</extracomment>
        <translation>Le pilote NVIDIA n&apos;est pas installé ou n&apos;est pas chargé.</translation>
    </message>
    <message>
        <source>Install the NVIDIA driver from your distribution (Ubuntu: sudo ubuntu-drivers install) and reboot. If it is installed, Secure Boot may be keeping its kernel module out: enroll the module&apos;s key or turn Secure Boot off, then check that nvidia-smi answers.</source>
        <extracomment>from the failure signature nvidia-no-driver</extracomment>
        <translation>Installez le pilote NVIDIA fourni par votre distribution (Ubuntu&#xa0;: sudo ubuntu-drivers install) et redémarrez. S&apos;il est déjà installé, Secure Boot empêche peut-être le chargement de son module du noyau&#xa0;: enregistrez la clé du module ou désactivez Secure Boot, puis vérifiez que nvidia-smi répond.</translation>
    </message>
    <message>
        <source>Install the NVIDIA driver for this GPU from nvidia.com/drivers and restart Windows; then check that nvidia-smi answers in a terminal.</source>
        <extracomment>from the failure signature nvidia-no-driver</extracomment>
        <translation>Installez le pilote NVIDIA de ce GPU depuis nvidia.com/drivers et redémarrez Windows&#x202f;; vérifiez ensuite que nvidia-smi répond dans un terminal.</translation>
    </message>
    <message>
        <source>Install the NVIDIA driver for this GPU and restart; then check that nvidia-smi answers.</source>
        <extracomment>from the failure signature nvidia-no-driver</extracomment>
        <translation>Installez le pilote NVIDIA de ce GPU et redémarrez&#x202f;; vérifiez ensuite que nvidia-smi répond.</translation>
    </message>
    <message>
        <source>A CPU-only build of PyTorch is installed, so the program cannot use the GPU.</source>
        <extracomment>from the failure signature cpu-build</extracomment>
        <translation>Une variante de PyTorch pour CPU uniquement est installée&#xa0;: le programme ne peut donc pas utiliser le GPU.</translation>
    </message>
    <message>
        <source>CUDA does not exist on a Mac: the program must use the &quot;mps&quot; device (Apple GPUs) or the CPU. Ask its makers for Mac support, or run it with its CPU option.</source>
        <extracomment>from the failure signature cpu-build</extracomment>
        <translation>CUDA n&apos;existe pas sur Mac&#xa0;: le programme doit utiliser le périphérique &quot;mps&quot; (GPU Apple) ou le CPU. Demandez à ses auteurs de prendre en charge le Mac, ou lancez-le avec son option CPU.</translation>
    </message>
    <message>
        <source>Replace it with the GPU build for this computer: uninstall torch, torchvision and torchaudio, then install them from the build&apos;s index (a plain `pip install torch` on Windows always gives the CPU build).</source>
        <extracomment>from the failure signature cpu-build</extracomment>
        <translation>Remplacez-la par la variante GPU adaptée à cet ordinateur&#xa0;: désinstallez torch, torchvision et torchaudio, puis réinstallez-les depuis l&apos;index de cette variante (sous Windows, un simple `pip install torch` installe toujours la variante CPU).</translation>
    </message>
    <message>
        <source>A CPU-only build of PyTorch is installed on a computer with a GPU that PyTorch could use.</source>
        <extracomment>from the failure signature cpu-build-collect-env</extracomment>
        <translation>Une variante de PyTorch pour CPU uniquement est installée sur un ordinateur doté d&apos;un GPU que PyTorch pourrait utiliser.</translation>
    </message>
    <message>
        <source>Replace it with the GPU build for this computer: uninstall torch, torchvision and torchaudio, then install them from the build&apos;s index.</source>
        <extracomment>from the failure signature cpu-build-collect-env</extracomment>
        <translation>Remplacez-la par la variante GPU adaptée à cet ordinateur&#xa0;: désinstallez torch, torchvision et torchaudio, puis réinstallez-les depuis l&apos;index de cette variante.</translation>
    </message>
    <message>
        <source>A CUDA build of PyTorch is installed but does not see the NVIDIA GPU.</source>
        <extracomment>from the failure signature cuda-not-available</extracomment>
        <translation>Une variante CUDA de PyTorch est installée mais ne voit pas le GPU NVIDIA.</translation>
    </message>
    <message>
        <source>Check that nvidia-smi lists the GPU and that the driver is new enough for the build (it needs the driver that its CUDA version names, or newer); check that CUDA_VISIBLE_DEVICES does not hide the GPU.</source>
        <extracomment>from the failure signature cuda-not-available</extracomment>
        <translation>Vérifiez que nvidia-smi affiche le GPU et que le pilote est assez récent pour la variante (il faut le pilote qu&apos;exige sa version de CUDA, ou un plus récent)&#x202f;; vérifiez aussi que CUDA_VISIBLE_DEVICES ne masque pas le GPU.</translation>
    </message>
    <message>
        <source>The CUDA driver could not start on this GPU.</source>
        <extracomment>from the failure signature cuda-unknown-error</extracomment>
        <translation>Le pilote CUDA n&apos;a pas pu démarrer sur ce GPU.</translation>
    </message>
    <message>
        <source>This usually follows a suspend and resume or a driver update without a restart: restart the computer, or reload the NVIDIA unified-memory module (sudo rmmod nvidia_uvm &amp;&amp; sudo modprobe nvidia_uvm).</source>
        <extracomment>from the failure signature cuda-unknown-error</extracomment>
        <translation>Cela survient généralement après une mise en veille suivie d&apos;une reprise, ou après une mise à jour du pilote sans redémarrage&#xa0;: redémarrez l&apos;ordinateur, ou rechargez le module de mémoire unifiée NVIDIA (sudo rmmod nvidia_uvm &amp;&amp; sudo modprobe nvidia_uvm).</translation>
    </message>
    <message>
        <source>Restart the computer (this usually follows a driver update or a suspend), and check that no other program holds the GPU exclusively.</source>
        <extracomment>from the failure signature cuda-unknown-error</extracomment>
        <translation>Redémarrez l&apos;ordinateur (cela survient généralement après une mise à jour du pilote ou une mise en veille), et vérifiez qu&apos;aucun autre programme n&apos;utilise le GPU en exclusivité.</translation>
    </message>
    <message>
        <source>This user may not use the AMD GPU: /dev/kfd or /dev/dri is not accessible.</source>
        <extracomment>from the failure signature kfd-permission</extracomment>
        <translation>Cet utilisateur n&apos;a pas le droit d&apos;utiliser le GPU AMD&#xa0;: /dev/kfd ou /dev/dri n&apos;est pas accessible.</translation>
    </message>
    <message>
        <source>Add the user to the render and video groups (sudo usermod -aG render,video $USER), then log out and in again. In a container, pass --device=/dev/kfd --device=/dev/dri and the same groups.</source>
        <extracomment>from the failure signature kfd-permission</extracomment>
        <translation>Ajoutez l&apos;utilisateur aux groupes render et video (sudo usermod -aG render,video $USER), puis fermez la session et rouvrez-la. Dans un conteneur, passez --device=/dev/kfd --device=/dev/dri ainsi que les mêmes groupes.</translation>
    </message>
    <message>
        <source>The ROCm build of PyTorch sees no AMD GPU.</source>
        <extracomment>from the failure signature no-hip-gpu</extracomment>
        <translation>La variante ROCm de PyTorch ne voit aucun GPU AMD.</translation>
    </message>
    <message>
        <source>Check, in this order: the user is in the render and video groups (sudo usermod -aG render,video $USER, then log out and in); the amdgpu driver is loaded (/dev/kfd exists); HIP_VISIBLE_DEVICES or ROCR_VISIBLE_DEVICES does not hide the GPU; the GPU&apos;s target is one the build supports.</source>
        <extracomment>from the failure signature no-hip-gpu</extracomment>
        <translation>Vérifiez, dans cet ordre&#xa0;: que l&apos;utilisateur fait partie des groupes render et video (sudo usermod -aG render,video $USER, puis fermez la session et rouvrez-la)&#x202f;; que le pilote amdgpu est chargé (/dev/kfd existe)&#x202f;; que HIP_VISIBLE_DEVICES ou ROCR_VISIBLE_DEVICES ne masque pas le GPU&#x202f;; que la cible du GPU est prise en charge par la variante.</translation>
    </message>
    <message>
        <source>torch.compile needs Triton, which is not installed.</source>
        <extracomment>from the failure signature triton-missing</extracomment>
        <translation>torch.compile a besoin de Triton, qui n&apos;est pas installé.</translation>
    </message>
    <message>
        <source>Install triton-windows in the same environment, in the version that matches torch (pip install &quot;triton-windows&lt;3.7&quot; for torch 2.10, for example; Torch Setup installs the right one with the CUDA build).</source>
        <extracomment>from the failure signature triton-missing</extracomment>
        <translation>Installez triton-windows dans le même environnement, dans la version qui correspond à torch (par exemple pip install &quot;triton-windows&lt;3.7&quot; pour torch 2.10&#x202f;; Torch Setup installe la bonne version avec la variante CUDA).</translation>
    </message>
    <message>
        <source>Install pytorch-triton-rocm from the same index as torch (Torch Setup installs it with the ROCm build).</source>
        <extracomment>from the failure signature triton-missing</extracomment>
        <translation>Installez pytorch-triton-rocm depuis le même index que torch (Torch Setup l&apos;installe avec la variante ROCm).</translation>
    </message>
    <message>
        <source>Install pytorch-triton-xpu from the same index as torch (Torch Setup installs it with the XPU build).</source>
        <extracomment>from the failure signature triton-missing</extracomment>
        <translation>Installez pytorch-triton-xpu depuis le même index que torch (Torch Setup l&apos;installe avec la variante XPU).</translation>
    </message>
    <message>
        <source>Install triton in the same environment, in the version torch asks for (pip show torch lists it under Requires); CUDA builds from download.pytorch.org bring it along.</source>
        <extracomment>from the failure signature triton-missing</extracomment>
        <translation>Installez triton dans le même environnement, dans la version que demande torch (pip show torch l&apos;indique sous Requires)&#x202f;; les variantes CUDA de download.pytorch.org l&apos;apportent avec elles.</translation>
    </message>
    <message>
        <source>torch.compile found no C or C++ compiler.</source>
        <extracomment>from the failure signature no-cpp-compiler</extracomment>
        <translation>torch.compile n&apos;a trouvé aucun compilateur C ou C++.</translation>
    </message>
    <message>
        <source>Install Visual Studio Build Tools with the &quot;Desktop development with C++&quot; workload, then start the program from the &quot;x64 Native Tools Command Prompt&quot; (or run vcvars64.bat first).</source>
        <extracomment>from the failure signature no-cpp-compiler</extracomment>
        <translation>Installez Visual Studio Build Tools avec la charge de travail «&#xa0;Desktop development with C++&#xa0;», puis lancez le programme depuis «&#xa0;x64 Native Tools Command Prompt&#xa0;» (ou exécutez d&apos;abord vcvars64.bat).</translation>
    </message>
    <message>
        <source>Install Apple&apos;s command line tools: xcode-select --install.</source>
        <extracomment>from the failure signature no-cpp-compiler</extracomment>
        <translation>Installez les outils en ligne de commande d&apos;Apple&#xa0;: xcode-select --install.</translation>
    </message>
    <message>
        <source>Install a compiler and Python&apos;s headers: sudo apt install build-essential python3-dev (Debian, Ubuntu), sudo dnf install gcc-c++ python3-devel (Fedora), sudo pacman -S gcc (Arch).</source>
        <extracomment>from the failure signature no-cpp-compiler</extracomment>
        <translation>Installez un compilateur et les en-têtes de Python&#xa0;: sudo apt install build-essential python3-dev (Debian, Ubuntu), sudo dnf install gcc-c++ python3-devel (Fedora), sudo pacman -S gcc (Arch).</translation>
    </message>
    <message>
        <source>torch.compile cannot build its kernels: Python&apos;s C headers are missing.</source>
        <extracomment>from the failure signature no-python-headers</extracomment>
        <translation>torch.compile ne peut pas compiler ses noyaux&#xa0;: les en-têtes C de Python sont absents.</translation>
    </message>
    <message>
        <source>Install Python&apos;s development headers for this Python: sudo apt install python3-dev (Debian, Ubuntu; python3.X-dev for another version), sudo dnf install python3-devel (Fedora).</source>
        <extracomment>from the failure signature no-python-headers</extracomment>
        <translation>Installez les en-têtes de développement de ce Python&#xa0;: sudo apt install python3-dev (Debian, Ubuntu&#x202f;; python3.X-dev pour une autre version), sudo dnf install python3-devel (Fedora).</translation>
    </message>
    <message>
        <source>Windows could not load PyTorch&apos;s libraries.</source>
        <extracomment>from the failure signature windows-dll-load</extracomment>
        <translation>Windows n&apos;a pas pu charger les bibliothèques de PyTorch.</translation>
    </message>
    <message>
        <source>The library that failed is {dll}.</source>
        <extracomment>from the failure signature windows-dll-load</extracomment>
        <translation>La bibliothèque qui a échoué est {dll}.</translation>
    </message>
    <message>
        <source>Install the latest Microsoft Visual C++ Redistributable (x64) and restart. If it still fails, install PyTorch into a new environment: a mix of builds in one environment (CPU and CUDA, or two versions) breaks the same way.</source>
        <extracomment>from the failure signature windows-dll-load</extracomment>
        <translation>Installez la dernière version de Microsoft Visual C++ Redistributable (x64) et redémarrez. Si l&apos;échec persiste, installez PyTorch dans un nouvel environnement&#xa0;: un mélange de variantes dans un même environnement (CPU et CUDA, ou deux versions) provoque le même échec.</translation>
    </message>
    <message>
        <source>A library PyTorch needs is missing.</source>
        <extracomment>from the failure signature shared-library-missing</extracomment>
        <translation>Il manque une bibliothèque dont PyTorch a besoin.</translation>
    </message>
    <message>
        <source>The missing library is {lib}.</source>
        <extracomment>from the failure signature shared-library-missing</extracomment>
        <translation>La bibliothèque manquante est {lib}.</translation>
    </message>
    <message>
        <source>Install torch, torchvision and torchaudio again, together, into a new environment: pip then brings the CUDA libraries (the nvidia-* packages) the build was made with. A torch copied from another machine, or mixed with a system CUDA, breaks this way.</source>
        <extracomment>from the failure signature shared-library-missing</extracomment>
        <translation>Réinstallez torch, torchvision et torchaudio, ensemble, dans un nouvel environnement&#xa0;: pip apporte alors les bibliothèques CUDA (les paquets nvidia-*) avec lesquelles la variante a été compilée. Un torch copié depuis une autre machine, ou mélangé avec un CUDA installé sur le système, échoue de cette façon.</translation>
    </message>
    <message>
        <source>PyTorch&apos;s libraries do not fit together: a symbol one of them needs is missing.</source>
        <extracomment>from the failure signature undefined-symbol</extracomment>
        <translation>Les bibliothèques de PyTorch ne sont pas compatibles entre elles&#xa0;: il manque un symbole dont l&apos;une d&apos;elles a besoin.</translation>
    </message>
    <message>
        <source>The missing symbol is {symbol}.</source>
        <extracomment>from the failure signature undefined-symbol</extracomment>
        <translation>Le symbole manquant est {symbol}.</translation>
    </message>
    <message>
        <source>torch and its companions come from different builds or versions. Install torch, torchvision and torchaudio again, together, from one index, in a new environment.</source>
        <extracomment>from the failure signature undefined-symbol</extracomment>
        <translation>torch et ses paquets associés proviennent de variantes ou de versions différentes. Réinstallez torch, torchvision et torchaudio, ensemble, depuis un seul index, dans un nouvel environnement.</translation>
    </message>
    <message>
        <source>torchvision does not belong to the installed torch.</source>
        <extracomment>from the failure signature companion-mismatch</extracomment>
        <translation>torchvision ne correspond pas au torch installé.</translation>
    </message>
    <message>
        <source>Install torch, torchvision and torchaudio together, in versions made for each other, from the same index (Torch Setup&apos;s plan lists the three that belong together).</source>
        <extracomment>from the failure signature companion-mismatch</extracomment>
        <translation>Installez torch, torchvision et torchaudio ensemble, dans des versions faites l&apos;une pour l&apos;autre, depuis le même index (le plan de Torch Setup indique les trois qui vont ensemble).</translation>
    </message>
    <message>
        <source>A package built for NumPy 1 is running with NumPy 2.</source>
        <extracomment>from the failure signature numpy-abi</extracomment>
        <translation>Un paquet compilé pour NumPy 1 s&apos;exécute avec NumPy 2.</translation>
    </message>
    <message>
        <source>Install NumPy 1 in this environment (pip install &quot;numpy&lt;2&quot;), or update the package that was built for NumPy 1 (the traceback names it). torch releases before 2.3 need NumPy 1.</source>
        <extracomment>from the failure signature numpy-abi</extracomment>
        <translation>Installez NumPy 1 dans cet environnement (pip install &quot;numpy&lt;2&quot;), ou mettez à jour le paquet compilé pour NumPy 1 (la trace d&apos;appels indique lequel). Les versions de torch antérieures à 2.3 ont besoin de NumPy 1.</translation>
    </message>
    <message>
        <source>pip found no PyTorch for this Python or platform.</source>
        <extracomment>from the failure signature no-wheels</extracomment>
        <translation>pip n&apos;a trouvé aucun PyTorch pour ce Python ou cette plateforme.</translation>
    </message>
    <message>
        <source>PyTorch publishes wheels for a few Python versions only (a brand-new Python, a 32-bit Python or Python 2 has none), and CUDA builds only on their own index. Use a Python that `torch-setup-cli pythons` calls usable, and name the build&apos;s index.</source>
        <extracomment>from the failure signature no-wheels</extracomment>
        <translation>PyTorch ne publie des paquets wheel que pour quelques versions de Python (un Python tout récent, un Python 32 bits ou Python 2 n&apos;en ont aucun), et ne publie les variantes CUDA que sur leur propre index. Utilisez un Python que `torch-setup-cli pythons` déclare utilisable, et indiquez l&apos;index de la variante.</translation>
    </message>
    <message>
        <source>The GPU ran out of memory. PyTorch itself works.</source>
        <extracomment>from the failure signature out-of-memory</extracomment>
        <translation>Le GPU manque de mémoire. PyTorch lui-même fonctionne.</translation>
    </message>
    <message>
        <source>It was asked for {alloc} more.</source>
        <extracomment>from the failure signature out-of-memory</extracomment>
        <translation>{alloc} de plus ont été demandés.</translation>
    </message>
    <message>
        <source>Use smaller inputs or batches (or the program&apos;s low-memory option), and close other programs that use the GPU. This is not an installation problem.</source>
        <extracomment>from the failure signature out-of-memory</extracomment>
        <translation>Utilisez des entrées ou des lots plus petits (ou l&apos;option basse mémoire du programme), et fermez les autres programmes qui utilisent le GPU. Ce n&apos;est pas un problème d&apos;installation.</translation>
    </message>
    <message>
        <source>An operation the program uses is not available on the Apple GPU in this torch.</source>
        <extracomment>from the failure signature mps-op-missing</extracomment>
        <translation>Une opération utilisée par le programme n&apos;est pas disponible sur le GPU Apple avec ce torch.</translation>
    </message>
    <message>
        <source>Set PYTORCH_ENABLE_MPS_FALLBACK=1 so that such operations run on the CPU (Torch Setup sets it in the environments it makes when the build needs it), or install a newer torch, which implements more of them.</source>
        <extracomment>from the failure signature mps-op-missing</extracomment>
        <translation>Définissez PYTORCH_ENABLE_MPS_FALLBACK=1 pour que ces opérations s&apos;exécutent sur le CPU (Torch Setup la définit dans les environnements qu&apos;il crée lorsque la variante en a besoin), ou installez un torch plus récent, qui en implémente davantage.</translation>
    </message>
    <message>
        <source>The program&apos;s own data or code failed on the GPU (an index out of range, usually). The installation is not the cause.</source>
        <extracomment>from the failure signature device-side-assert</extracomment>
        <translation>Ce sont les données ou le code du programme lui-même qui ont échoué sur le GPU (le plus souvent, un index hors limites). L&apos;installation n&apos;est pas en cause.</translation>
    </message>
    <message>
        <source>Run the program with CUDA_LAUNCH_BLOCKING=1 to see the operation that failed, or on the CPU to get a readable error.</source>
        <extracomment>from the failure signature device-side-assert</extracomment>
        <translation>Lancez le programme avec CUDA_LAUNCH_BLOCKING=1 pour voir l&apos;opération qui a échoué, ou sur le CPU pour obtenir une erreur lisible.</translation>
    </message>
</context>
<context>
    <name>Install</name>
    <message>
        <source>Nothing from it was unpacked; get the archive again from a source you trust.</source>
        <translation>Rien n&apos;en a été décompressé&#x202f;; procurez-vous de nouveau l&apos;archive auprès d&apos;une source de confiance.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its symlink &quot;%2&quot; has no target.</source>
        <extracomment>%1 is an archive, %2 a symlink&apos;s name in it</extracomment>
        <translation>L&apos;archive %1 est refusée&#xa0;: son lien symbolique «&#xa0;%2&#xa0;» n&apos;a pas de cible.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: the target of its symlink &quot;%2&quot; contains a control character.</source>
        <extracomment>%1 is an archive, %2 a symlink&apos;s name in it</extracomment>
        <translation>L&apos;archive %1 est refusée&#xa0;: la cible de son lien symbolique «&#xa0;%2&#xa0;» contient un caractère de contrôle.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: the target of its symlink &quot;%2&quot; contains a backslash.</source>
        <extracomment>%1 is an archive, %2 a symlink&apos;s name in it</extracomment>
        <translation>L&apos;archive %1 est refusée&#xa0;: la cible de son lien symbolique «&#xa0;%2&#xa0;» contient une barre oblique inverse.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its symlink &quot;%2&quot; points to an absolute path.</source>
        <extracomment>%1 is an archive, %2 a symlink&apos;s name in it</extracomment>
        <translation>L&apos;archive %1 est refusée&#xa0;: son lien symbolique «&#xa0;%2&#xa0;» pointe vers un chemin absolu.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; is a hard link, which could make two names share one file.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>L&apos;archive %1 est refusée&#xa0;: son élément «&#xa0;%2&#xa0;» est un lien physique, qui pourrait faire partager un même fichier à deux noms.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; is a device or a FIFO, not a file.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>L&apos;archive %1 est refusée&#xa0;: son élément «&#xa0;%2&#xa0;» est un périphérique ou un FIFO, et non un fichier.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; is of a kind this program does not unpack.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>L&apos;archive %1 est refusée&#xa0;: son élément «&#xa0;%2&#xa0;» est d&apos;un type que ce programme ne décompresse pas.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: the name of its member &quot;%2&quot; is not valid UTF-8.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>L&apos;archive %1 est refusée&#xa0;: le nom de son élément «&#xa0;%2&#xa0;» n&apos;est pas de l&apos;UTF-8 valide.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: the name of its member &quot;%2&quot; contains a control character.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>L&apos;archive %1 est refusée&#xa0;: le nom de son élément «&#xa0;%2&#xa0;» contient un caractère de contrôle.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: the name of its member &quot;%2&quot; contains a backslash, which Windows reads as a folder separator.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>L&apos;archive %1 est refusée&#xa0;: le nom de son élément «&#xa0;%2&#xa0;» contient une barre oblique inverse, que Windows interprète comme un séparateur de dossiers.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; has an absolute path.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>L&apos;archive %1 est refusée&#xa0;: son élément «&#xa0;%2&#xa0;» a un chemin absolu.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: the path of its member &quot;%2&quot; contains &quot;..&quot;.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>L&apos;archive %1 est refusée&#xa0;: le chemin de son élément «&#xa0;%2&#xa0;» contient «&#xa0;..&#xa0;».</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; has no name.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>L&apos;archive %1 est refusée&#xa0;: son élément «&#xa0;%2&#xa0;» n&apos;a pas de nom.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; is a folder or a link but carries data.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>L&apos;archive %1 est refusée&#xa0;: son élément «&#xa0;%2&#xa0;» est un dossier ou un lien, mais contient des données.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; unpacks to %3 bytes, more than the %4 allowed for one file.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it, %3 and %4 numbers of bytes</extracomment>
        <translation>L&apos;archive %1 est refusée&#xa0;: son élément «&#xa0;%2&#xa0;» occupe %3 octets une fois décompressé, plus que les %4 autorisés pour un seul fichier.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: with its member &quot;%2&quot; it unpacks to more than the %3 bytes allowed in all.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it, %3 a number of bytes</extracomment>
        <translation>L&apos;archive %1 est refusée&#xa0;: avec son élément «&#xa0;%2&#xa0;», elle occupe une fois décompressée plus que les %3 octets autorisés au total.</translation>
    </message>
    <message>
        <source>The archive %1 holds the symlink &quot;%2&quot;, which cannot be created on Windows without a special privilege.</source>
        <extracomment>%1 is an archive, %2 a symlink&apos;s name in it</extracomment>
        <translation>L&apos;archive %1 contient le lien symbolique «&#xa0;%2&#xa0;», qui ne peut pas être créé sous Windows sans un privilège particulier.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: the target of its symlink &quot;%2&quot; is not valid UTF-8.</source>
        <extracomment>%1 is an archive, %2 a symlink&apos;s name in it</extracomment>
        <translation>L&apos;archive %1 est refusée&#xa0;: la cible de son lien symbolique «&#xa0;%2&#xa0;» n&apos;est pas de l&apos;UTF-8 valide.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; lies below &quot;%3&quot;, which is not a folder.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it, %3 the path of another member</extracomment>
        <translation>L&apos;archive %1 est refusée&#xa0;: son élément «&#xa0;%2&#xa0;» se trouve sous «&#xa0;%3&#xa0;», qui n&apos;est pas un dossier.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: the path of its member &quot;%2&quot; differs from &quot;%3&quot; only in case, and both would be one folder on Windows and macOS.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it, %3 the path of another member</extracomment>
        <translation>L&apos;archive %1 est refusée&#xa0;: le chemin de son élément «&#xa0;%2&#xa0;» ne diffère de «&#xa0;%3&#xa0;» que par la casse, et les deux désigneraient un même dossier sous Windows et macOS.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; appears twice.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>L&apos;archive %1 est refusée&#xa0;: son élément «&#xa0;%2&#xa0;» apparaît deux fois.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; is not a folder, but members before it lie below it.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it</extracomment>
        <translation>L&apos;archive %1 est refusée&#xa0;: son élément «&#xa0;%2&#xa0;» n&apos;est pas un dossier, mais des éléments qui le précèdent se trouvent sous lui.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its member &quot;%2&quot; differs from &quot;%3&quot; only in case, and both would be one file on Windows and macOS.</source>
        <extracomment>%1 is an archive, %2 and %3 members&apos; names in it</extracomment>
        <translation>L&apos;archive %1 est refusée&#xa0;: son élément «&#xa0;%2&#xa0;» ne diffère de «&#xa0;%3&#xa0;» que par la casse, et les deux désigneraient un même fichier sous Windows et macOS.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its symlink &quot;%2&quot; points outside the unpacked folder.</source>
        <extracomment>%1 is an archive, %2 a symlink&apos;s name in it</extracomment>
        <translation>L&apos;archive %1 est refusée&#xa0;: son lien symbolique «&#xa0;%2&#xa0;» pointe en dehors du dossier de décompression.</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its symlink &quot;%2&quot; points through another symlink, &quot;%3&quot;.</source>
        <extracomment>%1 is an archive, %2 and %3 symlinks&apos; names in it</extracomment>
        <translation>L&apos;archive %1 est refusée&#xa0;: son lien symbolique «&#xa0;%2&#xa0;» passe par un autre lien symbolique, «&#xa0;%3&#xa0;».</translation>
    </message>
    <message>
        <source>The archive %1 is refused: its symlink &quot;%2&quot; points at the unpacked folder itself.</source>
        <extracomment>%1 is an archive, %2 a symlink&apos;s name in it</extracomment>
        <translation>L&apos;archive %1 est refusée&#xa0;: son lien symbolique «&#xa0;%2&#xa0;» pointe vers le dossier de décompression lui-même.</translation>
    </message>
    <message>
        <source>downloads</source>
        <extracomment>what goes on a volume, listed in &quot;the installation needs about 3 GB there (downloads and the environment)&quot;</extracomment>
        <translation>les téléchargements</translation>
    </message>
    <message>
        <source>pip&apos;s temporary copies</source>
        <extracomment>what goes on a volume, listed in &quot;the installation needs about 3 GB there (downloads and pip&apos;s temporary copies)&quot;</extracomment>
        <translation>les copies temporaires de pip</translation>
    </message>
    <message>
        <source>the environment</source>
        <extracomment>what goes on a volume, listed in &quot;the installation needs about 3 GB there (downloads and the environment)&quot;</extracomment>
        <translation>l&apos;environnement</translation>
    </message>
    <message>
        <source>the portable Python</source>
        <extracomment>what goes on a volume, listed in &quot;the installation needs about 3 GB there (the environment and the portable Python)&quot;</extracomment>
        <translation>le Python portable</translation>
    </message>
    <message>
        <source>The %1 build did not work (%2); trying %3.</source>
        <extracomment>%1 and %3 are builds such as cu128, %2 what went wrong (an error message)</extracomment>
        <translation>La variante %1 n&apos;a pas fonctionné (%2)&#x202f;; essai de %3.</translation>
    </message>
    <message>
        <source>Installed the %1 build instead; the builds before it did not work here: %2</source>
        <extracomment>%1 is a build such as cu126, %2 a list of builds each with what went wrong, separated by semicolons</extracomment>
        <translation>La variante %1 a été installée à la place&#x202f;; les variantes essayées avant elle n&apos;ont pas fonctionné ici&#xa0;: %2</translation>
    </message>
    <message>
        <source>None of the builds works on this computer; the environment is as it was before. What each did: %1</source>
        <extracomment>%1 is a list of builds each with what went wrong, separated by semicolons</extracomment>
        <translation>Aucune des variantes ne fonctionne sur cet ordinateur&#x202f;; l&apos;environnement est resté tel qu&apos;il était. Résultat de chacune&#xa0;: %1</translation>
    </message>
    <message>
        <source>The install record %1 could not be read (%2). Delete it to let the next install write a new one.</source>
        <extracomment>%1 is a file, %2 what is wrong with it (untranslated technical details)</extracomment>
        <translation>L&apos;enregistrement d&apos;installation %1 n&apos;a pas pu être lu (%2). Supprimez-le pour que la prochaine installation en écrive un nouveau.</translation>
    </message>
    <message>
        <source>The install record %1 was written by a newer Torch Setup (format %2; this one reads format 1). Update Torch Setup, or delete the file to let this version write its own.</source>
        <extracomment>%1 is a file, %2 a number (the file&apos;s format version)</extracomment>
        <translation>L&apos;enregistrement d&apos;installation %1 a été écrit par une version plus récente de Torch Setup (format %2&#x202f;; cette version lit le format 1). Mettez à jour Torch Setup, ou supprimez le fichier pour que cette version écrive le sien.</translation>
    </message>
    <message>
        <source>The install record %1 could not be written. Check that the environment&apos;s folder is writable and the disk has room, then run the install again.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>L&apos;enregistrement d&apos;installation %1 n&apos;a pas pu être écrit. Vérifiez que le dossier de l&apos;environnement est accessible en écriture et que le disque a assez de place, puis relancez l&apos;installation.</translation>
    </message>
    <message>
        <source>The environment has no install record %1 that could be read; it was not installed by Torch Setup, or the record was removed.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>L&apos;environnement n&apos;a pas d&apos;enregistrement d&apos;installation %1 lisible&#x202f;; il n&apos;a pas été installé par Torch Setup, ou l&apos;enregistrement a été supprimé.</translation>
    </message>
    <message>
        <source>Environment: %1</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Environnement&#xa0;: %1</translation>
    </message>
    <message>
        <source>Python: %1 (%2)</source>
        <extracomment>%1 is a Python version such as 3.12.7, %2 the interpreter&apos;s file</extracomment>
        <translation>Python&#xa0;: %1 (%2)</translation>
    </message>
    <message>
        <source>  a portable Python, downloaded from %1 and verified against the release&apos;s checksums</source>
        <extracomment>%1 is a web address (credentials hidden)</extracomment>
        <translation>  un Python portable, téléchargé depuis %1 et vérifié à l&apos;aide des sommes de contrôle de la publication</translation>
    </message>
    <message>
        <source>Build: %1 (torch %2)</source>
        <extracomment>%1 is a build such as cu128, %2 a torch version such as 2.9.0</extracomment>
        <translation>Variante&#xa0;: %1 (torch %2)</translation>
    </message>
    <message>
        <source>Packages: %1</source>
        <extracomment>%1 is a list of package requirements such as &quot;torch==2.9.0 torchvision==0.24.0&quot;</extracomment>
        <translation>Paquets&#xa0;: %1</translation>
    </message>
    <message>
        <source>From: %1</source>
        <extracomment>%1 is a list of web addresses (credentials hidden)</extracomment>
        <translation>Provenance&#xa0;: %1</translation>
    </message>
    <message>
        <source>size unknown</source>
        <translation>taille inconnue</translation>
    </message>
    <message>
        <source>Files (%1, %2 to download):</source>
        <extracomment>%1 and %2 are sizes such as &quot;2.1 GB&quot; or &quot;size unknown&quot;</extracomment>
        <translation>Fichiers (%1, dont %2 à télécharger)&#xa0;:</translation>
    </message>
    <message>
        <source>in the cache</source>
        <translation>dans le cache</translation>
    </message>
    <message>
        <source>Disk space:</source>
        <translation>Espace disque&#xa0;:</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnu</translation>
    </message>
    <message>
        <source>Variables set for this environment:</source>
        <translation>Variables définies pour cet environnement&#xa0;:</translation>
    </message>
    <message>
        <source>%1 &quot;%2&quot; is not an http or https address of a package index.</source>
        <extracomment>%1 is where the address was given, such as --index-url, PIP_INDEX_URL or &quot;index-url in pip&apos;s configuration&quot;; %2 the address given (credentials hidden)</extracomment>
        <translation>%1 «&#xa0;%2&#xa0;» n&apos;est pas une adresse http ou https d&apos;index de paquets.</translation>
    </message>
    <message>
        <source>No portable Python %1 is known; choose one of: %2.</source>
        <extracomment>%1 is a Python version such as 3.12, %2 a list of Python versions</extracomment>
        <translation>Aucun Python portable %1 n&apos;est connu&#x202f;; choisissez l&apos;une de ces versions&#xa0;: %2.</translation>
    </message>
    <message>
        <source>No portable Python is published for %1 %2; install Python from your system&apos;s packages.</source>
        <extracomment>%1 is an OS such as linux, %2 a CPU architecture such as x86_64</extracomment>
        <translation>Aucun Python portable n&apos;est publié pour %1 %2&#x202f;; installez Python à partir des paquets de votre système.</translation>
    </message>
    <message>
        <source>No environment folder was given; name one with --venv.</source>
        <translation>Aucun dossier d&apos;environnement n&apos;a été indiqué&#x202f;; indiquez-en un avec --venv.</translation>
    </message>
    <message>
        <source>The Python interpreter %1 does not exist.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>L&apos;interpréteur Python %1 n&apos;existe pas.</translation>
    </message>
    <message>
        <source>No Python interpreter here can carry a PyTorch environment. Install Python 3.10 or newer from python.org or your system&apos;s packages, or name one with --python.</source>
        <translation>Aucun interpréteur Python présent ici ne peut accueillir un environnement PyTorch. Installez Python 3.10 ou plus récent depuis python.org ou les paquets de votre système, ou indiquez-en un avec --python.</translation>
    </message>
    <message>
        <source>Planning the installation was cancelled.</source>
        <translation>La planification de l&apos;installation a été annulée.</translation>
    </message>
    <message>
        <source>PyTorch&apos;s indexes come from the mirror %1.</source>
        <translation>Les index de PyTorch proviennent du miroir %1.</translation>
    </message>
    <message>
        <source>Packages come from %1 instead of %2, the index of the %3 build.</source>
        <extracomment>%1 and %2 are web addresses, %3 a build such as cu128</extracomment>
        <translation>Les paquets proviennent de %1 au lieu de %2, l&apos;index de la variante %3.</translation>
    </message>
    <message>
        <source>%1 in pip&apos;s configuration</source>
        <extracomment>%1 is a setting&apos;s name in pip&apos;s configuration, such as index-url</extracomment>
        <translation>%1 dans la configuration de pip</translation>
    </message>
    <message>
        <source>%1 names %2, which is not an https index; it is not used.</source>
        <extracomment>%1 is PIP_INDEX_URL, PIP_EXTRA_INDEX_URL or &quot;index-url in pip&apos;s configuration&quot;; %2 a web address (credentials hidden)</extracomment>
        <translation>%1 indique %2, qui n&apos;est pas un index https&#x202f;; il n&apos;est pas utilisé.</translation>
    </message>
    <message>
        <source>%1 from %2 is searched too, after the build&apos;s index.</source>
        <extracomment>%1 is a web address (credentials hidden), %2 PIP_INDEX_URL, PIP_EXTRA_INDEX_URL or &quot;index-url in pip&apos;s configuration&quot;</extracomment>
        <translation>%1 provenant de %2 est également consulté, après l&apos;index de la variante.</translation>
    </message>
    <message>
        <source>Use https, or allow plain http explicitly if this index is on a network you trust.</source>
        <translation>Utilisez https, ou autorisez explicitement le http simple si cet index se trouve sur un réseau de confiance.</translation>
    </message>
    <message>
        <source>The wheel folder %1 does not exist.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Le dossier de paquets wheel %1 n&apos;existe pas.</translation>
    </message>
    <message>
        <source>The index %1 offers no torch wheel for Python %2 on %3 %4.</source>
        <extracomment>%1 is a web address (credentials hidden), %2 a Python version such as 3.12, %3 an OS such as linux, %4 a CPU architecture such as x86_64</extracomment>
        <translation>L&apos;index %1 ne propose aucun paquet wheel de torch pour Python %2 sur %3 %4.</translation>
    </message>
    <message>
        <source>The index %1 does not offer torch %2 yet (the newest the compatibility matrix knows for the %3 build); it installs torch %4, the newest it offers that fits.</source>
        <extracomment>%1 is a web address (credentials hidden), %2 and %4 torch versions such as 2.9.0, %3 a build such as cu128</extracomment>
        <translation>L&apos;index %1 ne propose pas encore torch %2 (la version la plus récente que la matrice de compatibilité connaisse pour la variante %3)&#x202f;; c&apos;est torch %4 qui est installé, la version adaptée la plus récente qu&apos;il propose.</translation>
    </message>
    <message>
        <source>The index %1 offers torch %2, none of which the compatibility matrix accepts for the %3 build with Python %4.</source>
        <translation>L&apos;index %1 propose torch %2, mais la matrice de compatibilité n&apos;accepte aucune de ces versions pour la variante %3 avec Python %4.</translation>
    </message>
    <message>
        <source>Preparing</source>
        <translation>Préparation</translation>
    </message>
    <message>
        <source>Getting a portable Python</source>
        <translation>Obtention d&apos;un Python portable</translation>
    </message>
    <message>
        <source>Preparing the Python environment</source>
        <translation>Préparation de l&apos;environnement Python</translation>
    </message>
    <message>
        <source>Downloading and installing packages</source>
        <translation>Téléchargement et installation des paquets</translation>
    </message>
    <message>
        <source>Configuring the environment</source>
        <translation>Configuration de l&apos;environnement</translation>
    </message>
    <message>
        <source>Checking that PyTorch works on this computer</source>
        <translation>Vérification du bon fonctionnement de PyTorch sur cet ordinateur</translation>
    </message>
    <message>
        <source>The installation was cancelled.</source>
        <translation>L&apos;installation a été annulée.</translation>
    </message>
    <message>
        <source>The installation was cancelled; %1 is as it was before.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>L&apos;installation a été annulée&#x202f;; %1 est resté tel qu&apos;il était.</translation>
    </message>
    <message>
        <source>The folder %1 could not be created; choose a folder you can write to.</source>
        <translation>Le dossier %1 n&apos;a pas pu être créé&#x202f;; choisissez un dossier dans lequel vous pouvez écrire.</translation>
    </message>
    <message>
        <source>Another installation (process %1) is working on %2; wait for it to finish, or stop it.</source>
        <extracomment>%1 is a process id (a number), %2 a folder</extracomment>
        <translation>Une autre installation (processus %1) travaille sur %2&#x202f;; attendez qu&apos;elle se termine, ou arrêtez-la.</translation>
    </message>
    <message>
        <source>%1 cannot be written: the lock file %2 could not be created. Choose a folder you can write to.</source>
        <extracomment>%1 is a folder, %2 a file</extracomment>
        <translation>Impossible d&apos;écrire dans %1&#xa0;: le fichier de verrou %2 n&apos;a pas pu être créé. Choisissez un dossier dans lequel vous pouvez écrire.</translation>
    </message>
    <message>
        <source>Nothing was changed.</source>
        <translation>Rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>The broken environment %1 could not be removed.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>L&apos;environnement endommagé %1 n&apos;a pas pu être supprimé.</translation>
    </message>
    <message>
        <source>Python %1&apos;s venv module</source>
        <extracomment>a program&apos;s name; %1 is a Python version such as 3.12.7</extracomment>
        <translation>Le module venv de Python %1</translation>
    </message>
    <message>
        <source>TORCH_SETUP_STREAM_TO_PIP is set</source>
        <translation>TORCH_SETUP_STREAM_TO_PIP est défini</translation>
    </message>
    <message>
        <source>Installing through the mirror instead: %1.</source>
        <extracomment>%1 is why the verified route was not possible (a clause)</extracomment>
        <translation>Installation via le miroir à la place&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The packages were installed, but PyTorch could not be checked (%1); the environment was put back as it was.</source>
        <extracomment>%1 is what went wrong (an error message)</extracomment>
        <translation>Les paquets ont été installés, mais PyTorch n&apos;a pas pu être vérifié (%1)&#x202f;; l&apos;environnement a été remis dans son état précédent.</translation>
    </message>
    <message>
        <source>The new PyTorch does not work on this computer: %1 The environment was put back as it was.</source>
        <extracomment>%1 is the verification&apos;s verdict, a whole sentence ending in a full stop</extracomment>
        <translation>Le nouveau PyTorch ne fonctionne pas sur cet ordinateur&#xa0;: %1 L&apos;environnement a été remis dans son état précédent.</translation>
    </message>
    <message>
        <source>%1 was not found: no version of it that fits Python %2 on this computer is on %3. Check the name and version, or choose another index.</source>
        <extracomment>%1 is a requirement such as torch==2.9.0, %2 a Python version such as 3.12, %3 a list of web addresses (credentials hidden)</extracomment>
        <translation>%1 est introuvable&#xa0;: aucune version compatible avec Python %2 sur cet ordinateur n&apos;est disponible sur %3. Vérifiez le nom et la version, ou choisissez un autre index.</translation>
    </message>
    <message>
        <source>pip could not install the packages: %1</source>
        <extracomment>%1 is how pip ended, a whole sentence such as &quot;pip exited with code 1.&quot;</extracomment>
        <translation>pip n&apos;a pas pu installer les paquets&#xa0;: %1</translation>
    </message>
    <message>
        <source>No temporary folder could be made (%1).</source>
        <extracomment>%1 is an error message from the system</extracomment>
        <translation>Aucun dossier temporaire n&apos;a pu être créé (%1).</translation>
    </message>
    <message>
        <source>The files are listed once the portable Python is there; its download comes first.</source>
        <translation>Les fichiers seront listés une fois le Python portable disponible&#x202f;; son téléchargement passe en premier.</translation>
    </message>
    <message>
        <source>pip&apos;s own report of what it would install</source>
        <translation>le rapport de pip lui-même sur ce qu&apos;il installerait</translation>
    </message>
    <message>
        <source>read from the metadata pip asked for: this pip fetches whole files for a dry run</source>
        <translation>lu dans les métadonnées demandées par pip&#xa0;: cette version de pip télécharge des fichiers entiers pour une simulation</translation>
    </message>
    <message>
        <source>The file %1 could not be read: %2.</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>Le fichier %1 n&apos;a pas pu être lu&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Checking %1 was cancelled.</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>La vérification de %1 a été annulée.</translation>
    </message>
    <message>
        <source>The archive %1 holds no Python at %2; it is not a python-build-standalone install_only archive for this computer.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 a path inside it such as python/bin/python3</extracomment>
        <translation>L&apos;archive %1 ne contient pas de Python à l&apos;emplacement %2&#x202f;; ce n&apos;est pas une archive install_only de python-build-standalone pour cet ordinateur.</translation>
    </message>
    <message>
        <source>The portable Python</source>
        <translation>Le Python portable</translation>
    </message>
    <message>
        <source>The Python unpacked from %1 does not work on this computer, so it was not installed: %2</source>
        <extracomment>%1 is an archive&apos;s file name, %2 how the program ended, a whole sentence such as &quot;Python exited with code 1.&quot;</extracomment>
        <translation>Le Python décompressé depuis %1 ne fonctionne pas sur cet ordinateur&#x202f;; il n&apos;a donc pas été installé&#xa0;: %2</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a SHA-256 digest (64 hexadecimal digits), so %2 cannot be verified.</source>
        <extracomment>%1 is the text given as a digest, %2 an archive&apos;s file name</extracomment>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une empreinte SHA-256 (64 chiffres hexadécimaux)&#xa0;: %2 ne peut donc pas être vérifié.</translation>
    </message>
    <message>
        <source>The file %1 is not the expected download: its SHA-256 is %2, but %3 was expected. Delete it and download it again.</source>
        <extracomment>%1 is a file, %2 and %3 SHA-256 checksums (64 hexadecimal digits)</extracomment>
        <translation>Le fichier %1 n&apos;est pas le téléchargement attendu&#xa0;: son SHA-256 est %2, alors que %3 était attendu. Supprimez-le et téléchargez-le à nouveau.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Python version of the form 3.X.Y.</source>
        <extracomment>%1 is the text given as a Python version</extracomment>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une version de Python de la forme 3.X.Y.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a python-build-standalone release tag (eight digits, such as 20241016).</source>
        <extracomment>%1 is the text given as a release tag</extracomment>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une étiquette de publication de python-build-standalone (huit chiffres, par exemple 20241016).</translation>
    </message>
    <message>
        <source>There is no portable Python for the platform %1; it is provided for 64-bit Linux (x86_64, aarch64), 64-bit Windows on x86_64 and macOS.</source>
        <extracomment>%1 is a platform triple such as x86_64-unknown-linux-gnu</extracomment>
        <translation>Il n&apos;existe pas de Python portable pour la plateforme %1&#x202f;; il est fourni pour Linux 64 bits (x86_64, aarch64), Windows 64 bits sur x86_64 et macOS.</translation>
    </message>
    <message>
        <source>%1 is not the name of a python-build-standalone install_only archive (cpython-&lt;version&gt;+&lt;tag&gt;-&lt;platform&gt;-install_only.tar.gz).</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>%1 n&apos;est pas le nom d&apos;une archive install_only de python-build-standalone (cpython-&lt;version&gt;+&lt;tag&gt;-&lt;platform&gt;-install_only.tar.gz).</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>%1 ne peut pas être lu&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is not a JSON object (%2).</source>
        <extracomment>%1 is a file, %2 the JSON parser&apos;s reason</extracomment>
        <translation>%1 n&apos;est pas un objet JSON (%2).</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; %3</source>
        <extracomment>%1 is a file, %2 a key in it such as &quot;versions&quot;, %3 what is wrong with its value (a clause that starts with a verb, such as &quot;must be 1.&quot;)</extracomment>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» %3</translation>
    </message>
    <message>
        <source>must be 1.</source>
        <translation>doit valoir 1.</translation>
    </message>
    <message>
        <source>must be a release&apos;s date tag such as 20260610.</source>
        <translation>doit être l&apos;étiquette de date d&apos;une publication, par exemple 20260610.</translation>
    </message>
    <message>
        <source>must be a file name.</source>
        <translation>doit être un nom de fichier.</translation>
    </message>
    <message>
        <source>maps &quot;%1&quot; to &quot;%2&quot;; each entry maps a minor such as 3.12 to a version such as 3.12.13.</source>
        <extracomment>%1 and %2 are values from the file, such as 3.12 and 3.12.13</extracomment>
        <translation>associe «&#xa0;%1&#xa0;» à «&#xa0;%2&#xa0;»&#x202f;; chaque entrée doit associer une version mineure telle que 3.12 à une version telle que 3.12.13.</translation>
    </message>
    <message>
        <source>lists no Python version.</source>
        <translation>ne mentionne aucune version de Python.</translation>
    </message>
    <message>
        <source>must be one of the minors listed in &quot;versions&quot;.</source>
        <translation>doit être l&apos;une des versions mineures listées dans &quot;versions&quot;.</translation>
    </message>
    <message>
        <source>must say where the facts come from.</source>
        <translation>doit indiquer d&apos;où proviennent les informations.</translation>
    </message>
    <message>
        <source>The Python at %1 could not be examined, so it is not used. %2</source>
        <extracomment>%1 is a file, %2 how the program ended, a whole sentence such as &quot;Python exited with code 1.&quot;</extracomment>
        <translation>Le Python situé à %1 n&apos;a pas pu être examiné&#x202f;; il n&apos;est donc pas utilisé. %2</translation>
    </message>
    <message>
        <source>The Python at %1 ran but did not answer the question about its version, so it is not used.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>Le Python situé à %1 s&apos;est exécuté mais n&apos;a pas répondu à la question sur sa version&#x202f;; il n&apos;est donc pas utilisé.</translation>
    </message>
    <message>
        <source>The Python at %1 is Python %2; PyTorch needs Python 3, so install a current Python 3.</source>
        <extracomment>%1 is a file, %2 a Python version such as 2.7.18</extracomment>
        <translation>Le Python situé à %1 est Python %2&#x202f;; PyTorch a besoin de Python 3&#xa0;: installez un Python 3 récent.</translation>
    </message>
    <message>
        <source>The Python at %1 is %2 %3; PyTorch publishes wheels for CPython only, so use CPython (from python.org or your system&apos;s packages).</source>
        <extracomment>%1 is a file, %2 a Python implementation such as PyPy, %3 its version</extracomment>
        <translation>Le Python situé à %1 est %2 %3&#x202f;; PyTorch ne publie des paquets wheel que pour CPython&#xa0;: utilisez donc CPython (depuis python.org ou les paquets de votre système).</translation>
    </message>
    <message>
        <source>The Python at %1 is a 32-bit build of Python %2; PyTorch needs a 64-bit Python, so install the 64-bit version.</source>
        <extracomment>%1 is a file, %2 a Python version such as 3.12.7</extracomment>
        <translation>Le Python situé à %1 est une version 32 bits de Python %2&#x202f;; PyTorch a besoin d&apos;un Python 64 bits&#xa0;: installez la version 64 bits.</translation>
    </message>
    <message>
        <source>The Python at %1 is a Python %2 build for %3 on %4, where PyTorch publishes no wheels.</source>
        <extracomment>%1 is a file, %2 a Python version such as 3.12.7, %3 a CPU architecture such as armv7l, %4 an OS such as linux</extracomment>
        <translation>Le Python situé à %1 est un Python %2 compilé pour %3 sur %4, où PyTorch ne publie aucun paquet wheel.</translation>
    </message>
    <message>
        <source>The Python at %1 is Python %2, for which PyTorch publishes no wheels on %3.</source>
        <extracomment>%1 is a file, %2 a Python version such as 3.12, %3 a platform such as linux-x86_64</extracomment>
        <translation>Le Python situé à %1 est Python %2, pour lequel PyTorch ne publie aucun paquet wheel sur %3.</translation>
    </message>
    <message>
        <source>The Python at %1 is Python %2, which PyTorch publishes no wheels for on %3 yet; the newest Python it supports there is %4.</source>
        <extracomment>%1 is a file, %2 and %4 Python versions such as 3.14, %3 a platform such as linux-x86_64</extracomment>
        <translation>Le Python situé à %1 est Python %2, pour lequel PyTorch ne publie pas encore de paquets wheel sur %3&#x202f;; le Python le plus récent qu&apos;il y prend en charge est %4.</translation>
    </message>
    <message>
        <source>The Python at %1 is Python %2, but the last PyTorch release for %3, torch %4, supports Python %5 at the newest.</source>
        <extracomment>%1 is a file, %2 and %5 Python versions such as 3.13, %3 a platform such as macos-x86_64, %4 a torch version such as 2.2.2</extracomment>
        <translation>Le Python situé à %1 est Python %2, mais la dernière version de PyTorch pour %3, torch %4, prend en charge au plus Python %5.</translation>
    </message>
    <message>
        <source>The Python at %1 is Python %2, which is older than any Python that PyTorch publishes wheels for on %3; the oldest it supports there is %4.</source>
        <extracomment>%1 is a file, %2 and %4 Python versions such as 3.8, %3 a platform such as linux-x86_64</extracomment>
        <translation>Le Python situé à %1 est Python %2, plus ancien que tous les Python pour lesquels PyTorch publie des paquets wheel sur %3&#x202f;; le plus ancien qu&apos;il y prend en charge est %4.</translation>
    </message>
    <message>
        <source>The Python at %1 has no venv module, so it cannot create virtual environments; install a complete Python %2.</source>
        <extracomment>%1 is a file, %2 a Python version such as 3.12</extracomment>
        <translation>Le Python situé à %1 n&apos;a pas de module venv et ne peut donc pas créer d&apos;environnements virtuels&#x202f;; installez un Python %2 complet.</translation>
    </message>
    <message>
        <source>The Python at %1 cannot create virtual environments with pip because its ensurepip module is missing; on Debian and Ubuntu, install the python%2-venv package (sudo apt install python%2-venv).</source>
        <extracomment>%1 is a file, %2 a Python version such as 3.12 (also in the package&apos;s name, python3.12-venv)</extracomment>
        <translation>Le Python situé à %1 ne peut pas créer d&apos;environnements virtuels avec pip, car son module ensurepip est absent&#x202f;; sous Debian et Ubuntu, installez le paquet python%2-venv (sudo apt install python%2-venv).</translation>
    </message>
    <message>
        <source>The Python at %1 cannot create virtual environments with pip because its ensurepip module is missing; reinstall Python %2 with pip included.</source>
        <extracomment>%1 is a file, %2 a Python version such as 3.12</extracomment>
        <translation>Le Python situé à %1 ne peut pas créer d&apos;environnements virtuels avec pip, car son module ensurepip est absent&#x202f;; réinstallez Python %2 en incluant pip.</translation>
    </message>
    <message>
        <source>Python %1 gets torch %2 at most on %3; a newer Python gets torch %4.</source>
        <extracomment>%1 is a Python version such as 3.9, %2 and %4 torch versions such as 2.8.0, %3 a platform such as linux-x86_64</extracomment>
        <translation>Python %1 permet au plus torch %2 sur %3&#x202f;; un Python plus récent permet torch %4.</translation>
    </message>
    <message>
        <source>The search for Python interpreters was cancelled.</source>
        <translation>La recherche d&apos;interpréteurs Python a été annulée.</translation>
    </message>
    <message>
        <source>Unpacking %1 was cancelled.</source>
        <extracomment>%1 is an archive&apos;s file name</extracomment>
        <translation>La décompression de %1 a été annulée.</translation>
    </message>
    <message>
        <source>The archive %1 could not be opened: %2.</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>L&apos;archive %1 n&apos;a pas pu être ouverte&#xa0;: %2.</translation>
    </message>
    <message>
        <source>The archive %1 could not be opened: this build cannot decompress its format.</source>
        <extracomment>%1 is an archive&apos;s file name</extracomment>
        <translation>L&apos;archive %1 n&apos;a pas pu être ouverte&#xa0;: cette version du programme ne sait pas décompresser son format.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist, so nothing can be unpacked into it.</source>
        <translation>Le dossier %1 n&apos;existe pas&#xa0;: rien ne peut donc y être décompressé.</translation>
    </message>
    <message>
        <source>%1 already exists and is not a folder; choose another place to unpack to.</source>
        <extracomment>%1 is a path</extracomment>
        <translation>%1 existe déjà et n&apos;est pas un dossier&#x202f;; choisissez un autre emplacement où décompresser.</translation>
    </message>
    <message>
        <source>The folder %1 is not empty; choose an empty or new folder to unpack to.</source>
        <translation>Le dossier %1 n&apos;est pas vide&#x202f;; choisissez un dossier vide ou nouveau où décompresser.</translation>
    </message>
    <message>
        <source>No folder to unpack %1 into was given.</source>
        <extracomment>%1 is an archive&apos;s file name</extracomment>
        <translation>Aucun dossier dans lequel décompresser %1 n&apos;a été indiqué.</translation>
    </message>
    <message>
        <source>There is not enough free space in %1 to unpack %2: it needs %3 MB and %4 MB are free. Free some space and try again.</source>
        <extracomment>%1 is a folder, %2 an archive&apos;s file name, %3 and %4 numbers of megabytes</extracomment>
        <translation>Il n&apos;y a pas assez d&apos;espace libre dans %1 pour décompresser %2&#xa0;: il faut %3 Mo et %4 Mo sont libres. Libérez de l&apos;espace et réessayez.</translation>
    </message>
    <message>
        <source>The archive %1 changed while it was being unpacked; nothing was kept.</source>
        <extracomment>%1 is an archive&apos;s file name</extracomment>
        <translation>L&apos;archive %1 a été modifiée pendant sa décompression&#x202f;; rien n&apos;a été conservé.</translation>
    </message>
    <message>
        <source>Line %1 of %2 is not of the form &quot;&lt;64 hexadecimal digits&gt;  &lt;file name&gt;&quot;; the checksum list cannot be trusted.</source>
        <extracomment>%1 is a line number, %2 a checksum list&apos;s web address</extracomment>
        <translation>La ligne %1 de %2 n&apos;est pas de la forme «&#xa0;&lt;64 chiffres hexadécimaux&gt;  &lt;nom de fichier&gt;&#xa0;»&#x202f;; la liste des sommes de contrôle n&apos;est pas fiable.</translation>
    </message>
    <message>
        <source>Line %1 of %2 names a file in text that is not UTF-8; the checksum list cannot be trusted.</source>
        <extracomment>%1 is a line number, %2 a checksum list&apos;s web address</extracomment>
        <translation>La ligne %1 de %2 désigne un fichier dans un texte qui n&apos;est pas de l&apos;UTF-8&#x202f;; la liste des sommes de contrôle n&apos;est pas fiable.</translation>
    </message>
    <message>
        <source>Line %1 of %2 does not name a plain file (a folder, a control character or surrounding spaces); the checksum list cannot be trusted.</source>
        <extracomment>%1 is a line number, %2 a checksum list&apos;s web address</extracomment>
        <translation>La ligne %1 de %2 ne désigne pas un fichier ordinaire (dossier, caractère de contrôle ou espaces autour du nom)&#x202f;; la liste des sommes de contrôle n&apos;est pas fiable.</translation>
    </message>
    <message>
        <source>Line %1 of %2 lists %3 a second time; the checksum list cannot be trusted.</source>
        <extracomment>%1 is a line number, %2 a checksum list&apos;s web address, %3 a file name</extracomment>
        <translation>La ligne %1 de %2 mentionne %3 une seconde fois&#x202f;; la liste des sommes de contrôle n&apos;est pas fiable.</translation>
    </message>
    <message>
        <source>%1 lists no files; the checksum list is empty or not a checksum list.</source>
        <extracomment>%1 is a checksum list&apos;s web address</extracomment>
        <translation>%1 ne mentionne aucun fichier&#x202f;; la liste des sommes de contrôle est vide, ou ce n&apos;est pas une liste de sommes de contrôle.</translation>
    </message>
    <message>
        <source>%1 lists no checksum for %2, so that file cannot be verified.</source>
        <extracomment>%1 is a checksum list&apos;s web address, %2 a file name</extracomment>
        <translation>%1 ne donne aucune somme de contrôle pour %2&#xa0;: ce fichier ne peut donc pas être vérifié.</translation>
    </message>
    <message>
        <source>A temporary folder for unpacking %1 could not be created in %2. Check that the folder is writable.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 a folder</extracomment>
        <translation>Un dossier temporaire pour décompresser %1 n&apos;a pas pu être créé dans %2. Vérifiez que le dossier est accessible en écriture.</translation>
    </message>
    <message>
        <source>There is not enough free space in %1 to unpack %2. Free some space and try again.</source>
        <extracomment>%1 is a folder, %2 an archive&apos;s file name</extracomment>
        <translation>Il n&apos;y a pas assez d&apos;espace libre dans %1 pour décompresser %2. Libérez de l&apos;espace et réessayez.</translation>
    </message>
    <message>
        <source>Writing %1 while unpacking %2 failed: %3.</source>
        <extracomment>%1 is a file, %2 an archive&apos;s file name, %3 an error message from the system</extracomment>
        <translation>L&apos;écriture de %1 pendant la décompression de %2 a échoué&#xa0;: %3.</translation>
    </message>
    <message>
        <source>The folder %1 could not be created while unpacking %2.</source>
        <translation>Le dossier %1 n&apos;a pas pu être créé pendant la décompression de %2.</translation>
    </message>
    <message>
        <source>The symlink %1 could not be created while unpacking %2.</source>
        <extracomment>%1 is a symlink&apos;s path, %2 an archive&apos;s file name</extracomment>
        <translation>Le lien symbolique %1 n&apos;a pas pu être créé pendant la décompression de %2.</translation>
    </message>
    <message>
        <source>The unpacked %1 could not be moved to %2. Make sure that folder does not exist or is empty, then try again.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 a folder</extracomment>
        <translation>Le contenu décompressé de %1 n&apos;a pas pu être déplacé vers %2. Vérifiez que ce dossier n&apos;existe pas ou qu&apos;il est vide, puis réessayez.</translation>
    </message>
    <message>
        <source>The archive %1 is incomplete or damaged: it ends before its end-of-archive marker. Get the archive again.</source>
        <extracomment>%1 is an archive&apos;s file name</extracomment>
        <translation>L&apos;archive %1 est incomplète ou endommagée&#xa0;: elle se termine avant son marqueur de fin d&apos;archive. Procurez-vous de nouveau l&apos;archive.</translation>
    </message>
    <message>
        <source>The archive %1 is incomplete or damaged: it ends inside the member &quot;%2&quot;. Get the archive again.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 a member&apos;s name in it</extracomment>
        <translation>L&apos;archive %1 est incomplète ou endommagée&#xa0;: elle se termine au milieu de l&apos;élément «&#xa0;%2&#xa0;». Procurez-vous de nouveau l&apos;archive.</translation>
    </message>
    <message>
        <source>The archive %1 is damaged: its data cannot be read or decompressed. Get the archive again.</source>
        <extracomment>%1 is an archive&apos;s file name</extracomment>
        <translation>L&apos;archive %1 est endommagée&#xa0;: ses données ne peuvent pas être lues ou décompressées. Procurez-vous de nouveau l&apos;archive.</translation>
    </message>
    <message>
        <source>Reading the archive %1 was cancelled.</source>
        <extracomment>%1 is an archive&apos;s file name</extracomment>
        <translation>La lecture de l&apos;archive %1 a été annulée.</translation>
    </message>
    <message>
        <source>The archive %1 is damaged: the header at byte %2 of its unpacked data is not valid. Get the archive again.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 a byte offset (a number)</extracomment>
        <translation>L&apos;archive %1 est endommagée&#xa0;: l&apos;en-tête situé à l&apos;octet %2 de ses données décompressées n&apos;est pas valide. Procurez-vous de nouveau l&apos;archive.</translation>
    </message>
    <message>
        <source>The archive %1 is damaged: a long name or extended header at byte %2 is not followed by a member. Get the archive again.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 a byte offset (a number)</extracomment>
        <translation>L&apos;archive %1 est endommagée&#xa0;: un nom long ou un en-tête étendu situé à l&apos;octet %2 n&apos;est suivi d&apos;aucun élément. Procurez-vous de nouveau l&apos;archive.</translation>
    </message>
    <message>
        <source>The archive %1 is damaged: an empty block at byte %2 is followed by more members. Get the archive again.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 a byte offset (a number)</extracomment>
        <translation>L&apos;archive %1 est endommagée&#xa0;: un bloc vide situé à l&apos;octet %2 est suivi d&apos;autres éléments. Procurez-vous de nouveau l&apos;archive.</translation>
    </message>
    <message>
        <source>The archive %1 gives one member two long names at byte %2; it is refused because tools would disagree about which one counts.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 a byte offset (a number)</extracomment>
        <translation>L&apos;archive %1 donne deux noms longs à un même élément à l&apos;octet %2&#x202f;; elle est refusée, car les outils ne s&apos;accorderaient pas sur celui qui compte.</translation>
    </message>
    <message>
        <source>The archive %1 holds a long name of %2 bytes at byte %3, more than the %4 allowed.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 and %4 numbers of bytes, %3 a byte offset</extracomment>
        <translation>L&apos;archive %1 contient un nom long de %2 octets à l&apos;octet %3, plus que les %4 autorisés.</translation>
    </message>
    <message>
        <source>The archive %1 has two extended headers for one member at byte %2.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 a byte offset (a number)</extracomment>
        <translation>L&apos;archive %1 a deux en-têtes étendus pour un même élément à l&apos;octet %2.</translation>
    </message>
    <message>
        <source>The archive %1 holds an extended header of %2 bytes at byte %3, more than the %4 allowed.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 and %4 numbers of bytes, %3 a byte offset</extracomment>
        <translation>L&apos;archive %1 contient un en-tête étendu de %2 octets à l&apos;octet %3, plus que les %4 autorisés.</translation>
    </message>
    <message>
        <source>The archive %1 is damaged: the extended header at byte %2 is malformed. Get the archive again.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 a byte offset (a number)</extracomment>
        <translation>L&apos;archive %1 est endommagée&#xa0;: l&apos;en-tête étendu situé à l&apos;octet %2 est mal formé. Procurez-vous de nouveau l&apos;archive.</translation>
    </message>
    <message>
        <source>The archive %1 stores a sparse file, which this program does not unpack.</source>
        <extracomment>%1 is an archive&apos;s file name</extracomment>
        <translation>L&apos;archive %1 contient un fichier creux (sparse), que ce programme ne décompresse pas.</translation>
    </message>
    <message>
        <source>The archive %1 has a global extended header at byte %2 that renames or resizes members; it is refused.</source>
        <extracomment>%1 is an archive&apos;s file name, %2 a byte offset (a number)</extracomment>
        <translation>L&apos;archive %1 a, à l&apos;octet %2, un en-tête étendu global qui renomme ou redimensionne des éléments&#x202f;; elle est refusée.</translation>
    </message>
    <message>
        <source>The archive %1 has unexpected data after its end-of-archive marker; it is refused.</source>
        <extracomment>%1 is an archive&apos;s file name</extracomment>
        <translation>L&apos;archive %1 contient des données inattendues après son marqueur de fin d&apos;archive&#x202f;; elle est refusée.</translation>
    </message>
    <message>
        <source>The archive %1 is incomplete or damaged: its compressed data ends early. Get the archive again.</source>
        <extracomment>%1 is an archive&apos;s file name</extracomment>
        <translation>L&apos;archive %1 est incomplète ou endommagée&#xa0;: ses données compressées se terminent prématurément. Procurez-vous de nouveau l&apos;archive.</translation>
    </message>
    <message>
        <source>%1 will be added.</source>
        <extracomment>%1 is a package name such as torchvision</extracomment>
        <translation>%1 sera ajouté.</translation>
    </message>
    <message>
        <source>%1 %2 will be added.</source>
        <extracomment>%1 is a package name such as torchvision, %2 a version or range such as 0.24.0+cu128 or &gt;=0.20</extracomment>
        <translation>%1 %2 sera ajouté.</translation>
    </message>
    <message>
        <source>%1 %2 will be upgraded to %3.</source>
        <extracomment>%1 is a package name such as torchvision, %2 the installed version, %3 the new version or range</extracomment>
        <translation>%1 %2 sera mis à niveau vers %3.</translation>
    </message>
    <message>
        <source>%1 %2 will be replaced by the older %3.</source>
        <extracomment>%1 is a package name such as torchvision, %2 the installed version, %3 the older version or range</extracomment>
        <translation>%1 %2 sera remplacé par la version plus ancienne %3.</translation>
    </message>
    <message>
        <source>%1 %2 will be replaced by another build.</source>
        <extracomment>%1 is a package name such as torchvision, %2 the installed version</extracomment>
        <translation>%1 %2 sera remplacé par une autre variante.</translation>
    </message>
    <message>
        <source>%1 %2 will be replaced by %3.</source>
        <extracomment>%1 is a package name such as torchvision, %2 the installed version, %3 another build&apos;s version such as 0.24.0+cu128</extracomment>
        <translation>%1 %2 sera remplacé par %3.</translation>
    </message>
    <message>
        <source>%1 %2 will be installed again.</source>
        <extracomment>%1 is a package name such as torchvision, %2 the installed version</extracomment>
        <translation>%1 %2 sera réinstallé.</translation>
    </message>
    <message>
        <source>%1 %2 will be installed again as %3.</source>
        <extracomment>%1 is a package name such as torchvision, %2 the installed version, %3 a version or range such as 0.24.0+cu128</extracomment>
        <translation>%1 %2 sera réinstallé en tant que %3.</translation>
    </message>
    <message>
        <source>%1 %2 will be removed: it belongs to another build of torch and would get in the way of this one.</source>
        <extracomment>%1 is a package name such as triton, %2 the installed version</extracomment>
        <translation>%1 %2 sera supprimé&#xa0;: il appartient à une autre variante de torch et gênerait celle-ci.</translation>
    </message>
    <message>
        <source>%1 %2 stays as it is.</source>
        <extracomment>%1 is a package name such as torchvision, %2 the installed version</extracomment>
        <translation>%1 %2 reste tel quel.</translation>
    </message>
    <message>
        <source>The environment in %1 already has the packages asked for; they will be installed again over themselves, as a repair.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>L&apos;environnement du dossier %1 contient déjà les paquets demandés&#x202f;; ils seront réinstallés par-dessus eux-mêmes, à titre de réparation.</translation>
    </message>
    <message>
        <source>The environment in %1 already has %2; it will be installed again over itself, as a repair.</source>
        <extracomment>%1 is a folder, %2 a package with its version, such as &quot;torch 2.9.0+cu128&quot;</extracomment>
        <translation>L&apos;environnement du dossier %1 contient déjà %2&#x202f;; il sera réinstallé par-dessus lui-même, à titre de réparation.</translation>
    </message>
    <message>
        <source>%1 is the CPU build, but this computer&apos;s GPU would use %2; the install switches it.</source>
        <extracomment>%1 is a package with its version, such as &quot;torch 2.9.0+cpu&quot;; %2 a build such as cu128</extracomment>
        <translation>%1 est la variante CPU, mais le GPU de cet ordinateur utiliserait %2&#x202f;; l&apos;installation change de variante.</translation>
    </message>
    <message>
        <source>%1 is the CPU build, but this computer&apos;s GPU (%2) would use %3; the install switches it.</source>
        <extracomment>%1 is a package with its version, such as &quot;torch 2.9.0+cpu&quot;; %2 a GPU&apos;s name; %3 a build such as cu128</extracomment>
        <translation>%1 est la variante CPU, mais le GPU de cet ordinateur (%2) utiliserait %3&#x202f;; l&apos;installation change de variante.</translation>
    </message>
    <message>
        <source>A new environment will be created in %1, and %2 will be installed into it.</source>
        <extracomment>%1 is a folder, %2 a package with its version, such as &quot;torch 2.9.0+cu128&quot;
----------
%1 is a folder, %2 a list of package requirements such as &quot;numpy, pillow&gt;=10&quot;</extracomment>
        <translation>Un nouvel environnement sera créé dans %1, et %2 y sera installé.</translation>
    </message>
    <message>
        <source>The environment in %1 cannot be used any more, because its pyvenv.cfg does not say where its base Python is; it will be created again, and %2 will be installed into it.</source>
        <extracomment>%1 is a folder, %2 a package with its version, such as &quot;torch 2.9.0+cu128&quot;</extracomment>
        <translation>L&apos;environnement du dossier %1 n&apos;est plus utilisable, car son fichier pyvenv.cfg n&apos;indique pas où se trouve son Python de base&#x202f;; il sera recréé, et %2 y sera installé.</translation>
    </message>
    <message>
        <source>The environment in %1 cannot be used any more, because its base Python (%2) is gone; it will be created again, and %3 will be installed into it.</source>
        <extracomment>%1 is a folder, %2 a Python interpreter&apos;s file or folder, %3 a package with its version, such as &quot;torch 2.9.0+cu128&quot;</extracomment>
        <translation>L&apos;environnement du dossier %1 n&apos;est plus utilisable, car son Python de base (%2) a disparu&#x202f;; il sera recréé, et %3 y sera installé.</translation>
    </message>
    <message>
        <source>The environment in %1 cannot be used any more, because its own Python (%2) is missing; it will be created again, and %3 will be installed into it.</source>
        <extracomment>%1 is a folder, %2 a Python interpreter&apos;s file, %3 a package with its version, such as &quot;torch 2.9.0+cu128&quot;</extracomment>
        <translation>L&apos;environnement du dossier %1 n&apos;est plus utilisable, car son propre Python (%2) est absent&#x202f;; il sera recréé, et %3 y sera installé.</translation>
    </message>
    <message>
        <source>The environment in %1 has no torch yet; %2 will be installed into it.</source>
        <extracomment>%1 is a folder, %2 a package with its version, such as &quot;torch 2.9.0+cu128&quot;</extracomment>
        <translation>L&apos;environnement du dossier %1 ne contient pas encore torch&#x202f;; %2 y sera installé.</translation>
    </message>
    <message>
        <source>The environment in %1 has %2, another build than the chosen one; it will be replaced by %3.</source>
        <extracomment>%1 is a folder, %2 and %3 packages with their versions, such as &quot;torch 2.9.0+cpu&quot; and &quot;torch 2.9.0+cu128&quot;</extracomment>
        <translation>L&apos;environnement du dossier %1 contient %2, une autre variante que celle choisie&#x202f;; elle sera remplacée par %3.</translation>
    </message>
    <message>
        <source>The environment in %1 has %2; it will be upgraded to %3.</source>
        <extracomment>%1 is a folder, %2 and %3 packages with their versions, such as &quot;torch 2.8.0&quot; and &quot;torch 2.9.0+cu128&quot;</extracomment>
        <translation>L&apos;environnement du dossier %1 contient %2&#x202f;; il sera mis à niveau vers %3.</translation>
    </message>
    <message>
        <source>The environment in %1 has %2, which is newer than the chosen %3; it will be replaced by %3.</source>
        <extracomment>%1 is a folder, %2 and %3 packages with their versions, such as &quot;torch 2.9.0&quot; and &quot;torch 2.8.0+cu128&quot;</extracomment>
        <translation>L&apos;environnement du dossier %1 contient %2, qui est plus récent que la version choisie, %3&#x202f;; il sera remplacé par %3.</translation>
    </message>
    <message>
        <source>The environment in %1 already has %2 and what goes with it; nothing needs to be installed.</source>
        <extracomment>%1 is a folder, %2 a package with its version, such as &quot;torch 2.9.0+cu128&quot;</extracomment>
        <translation>L&apos;environnement du dossier %1 contient déjà %2 et ce qui l&apos;accompagne&#x202f;; rien n&apos;a besoin d&apos;être installé.</translation>
    </message>
    <message>
        <source>The environment in %1 already has %2; the packages that go with it will be brought in line as listed.</source>
        <extracomment>%1 is a folder, %2 a package with its version, such as &quot;torch 2.9.0+cu128&quot;</extracomment>
        <translation>L&apos;environnement du dossier %1 contient déjà %2&#x202f;; les paquets qui l&apos;accompagnent seront mis en conformité comme indiqué.</translation>
    </message>
    <message>
        <source>The environment in %1 has %2; it will be replaced by %3.</source>
        <extracomment>%1 is a folder, %2 and %3 packages with their versions, such as &quot;torch 2.8.0&quot; and &quot;torch 2.9.0+cu128&quot;</extracomment>
        <translation>L&apos;environnement du dossier %1 contient %2&#x202f;; il sera remplacé par %3.</translation>
    </message>
    <message>
        <source>The environment in %1 already has %2; nothing needs to be installed.</source>
        <extracomment>%1 is a folder, %2 a list of package requirements such as &quot;numpy, pillow&gt;=10&quot;</extracomment>
        <translation>L&apos;environnement du dossier %1 contient déjà %2&#x202f;; rien n&apos;a besoin d&apos;être installé.</translation>
    </message>
    <message>
        <source>%1 will be installed into the environment in %2.</source>
        <extracomment>%1 is a list of package requirements such as &quot;numpy, pillow&gt;=10&quot;, %2 a folder</extracomment>
        <translation>%1 sera installé dans l&apos;environnement du dossier %2.</translation>
    </message>
    <message>
        <source>%1 could not be written. Check that the environment&apos;s folder is writable and the disk has room, then run the install again.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1 n&apos;a pas pu être écrit. Vérifiez que le dossier de l&apos;environnement est accessible en écriture et que le disque a assez de place, puis relancez l&apos;installation.</translation>
    </message>
    <message>
        <source>%1 is not a virtual environment with a site-packages folder, so its settings cannot be kept there. Create the environment first.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>%1 n&apos;est pas un environnement virtuel doté d&apos;un dossier site-packages&#xa0;: ses réglages ne peuvent donc pas y être conservés. Créez d&apos;abord l&apos;environnement.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; cannot be the name of an environment variable: use letters, digits and underscores only, not starting with a digit.</source>
        <extracomment>%1 is the name given for an environment variable</extracomment>
        <translation>«&#xa0;%1&#xa0;» ne peut pas être le nom d&apos;une variable d&apos;environnement&#xa0;: utilisez uniquement des lettres, des chiffres et des traits de soulignement, sans commencer par un chiffre.</translation>
    </message>
    <message>
        <source>The value of %1 holds a line break or a NUL character, which activation scripts cannot carry. Give it a value on one line.</source>
        <extracomment>%1 is an environment variable&apos;s name</extracomment>
        <translation>La valeur de %1 contient un saut de ligne ou un caractère NUL, que les scripts d&apos;activation ne peuvent pas transporter. Donnez-lui une valeur sur une seule ligne.</translation>
    </message>
    <message>
        <source>%1 could not be removed. Check that the environment&apos;s folder is writable, then run the install again.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1 n&apos;a pas pu être supprimé. Vérifiez que le dossier de l&apos;environnement est accessible en écriture, puis relancez l&apos;installation.</translation>
    </message>
    <message>
        <source>%1 could not be read. Check its permissions, then run the install again.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1 n&apos;a pas pu être lu. Vérifiez ses permissions, puis relancez l&apos;installation.</translation>
    </message>
    <message>
        <source>%1 is not UTF-8 text, so it was left as it is. Create the environment again, then run the install again.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1 n&apos;est pas un texte UTF-8&#x202f;; il a donc été laissé tel quel. Recréez l&apos;environnement, puis relancez l&apos;installation.</translation>
    </message>
    <message>
        <source>The environment&apos;s configuration file %1 could not be read. Check that it is a readable text file, or choose an empty or new folder for the environment.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>Le fichier de configuration de l&apos;environnement %1 n&apos;a pas pu être lu. Vérifiez qu&apos;il s&apos;agit d&apos;un fichier texte lisible, ou choisissez un dossier vide ou nouveau pour l&apos;environnement.</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder. Choose an empty or new folder for the environment.</source>
        <extracomment>%1 is the path given for the environment</extracomment>
        <translation>%1 est un fichier, pas un dossier. Choisissez un dossier vide ou nouveau pour l&apos;environnement.</translation>
    </message>
    <message>
        <source>The folder %1 cannot be read, so it is not known what it holds. Choose an empty or new folder for the environment.</source>
        <translation>Le dossier %1 ne peut pas être lu&#xa0;: on ne sait donc pas ce qu&apos;il contient. Choisissez un dossier vide ou nouveau pour l&apos;environnement.</translation>
    </message>
    <message>
        <source>others</source>
        <translation>d&apos;autres éléments</translation>
    </message>
    <message>
        <source>The folder %1 is not empty (it holds %2) and is not a Python virtual environment, as it has no pyvenv.cfg. Choose an empty or new folder for the environment, so that nothing in it is mixed with or overwritten by the installation.</source>
        <extracomment>%1 is a folder, %2 a list of up to three file or folder names, perhaps followed by &quot;others&quot;</extracomment>
        <translation>Le dossier %1 n&apos;est pas vide (il contient %2) et n&apos;est pas un environnement virtuel Python, car il n&apos;a pas de pyvenv.cfg. Choisissez un dossier vide ou nouveau pour l&apos;environnement, afin que rien de ce qu&apos;il contient ne soit mélangé aux fichiers de l&apos;installation ni écrasé par eux.</translation>
    </message>
    <message>
        <source>The folder %1 could not be created.</source>
        <translation>Le dossier %1 n&apos;a pas pu être créé.</translation>
    </message>
    <message>
        <source>%1 could not be copied aside before the update (%2); nothing was changed. Check the free space and the permissions of the folder, and try again.</source>
        <extracomment>%1 is a file or folder, %2 an error message from the system</extracomment>
        <translation>Impossible de faire une copie de sauvegarde de %1 avant la mise à jour (%2)&#x202f;; rien n&apos;a été modifié. Vérifiez l&apos;espace libre et les permissions du dossier, puis réessayez.</translation>
    </message>
    <message>
        <source>The journal %1 could not be written: %2.</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>Le journal %1 n&apos;a pas pu être écrit&#xa0;: %2.</translation>
    </message>
    <message>
        <source>An old copy beside the environment (%1) could not be removed; remove it and try again.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Une ancienne copie située à côté de l&apos;environnement (%1) n&apos;a pas pu être supprimée&#x202f;; supprimez-la et réessayez.</translation>
    </message>
    <message>
        <source>The copy of the environment could not be renamed to %1.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>La copie de l&apos;environnement n&apos;a pas pu être renommée en %1.</translation>
    </message>
    <message>
        <source>The half-changed environment %1 could not be removed; the previous one is kept at %2. Remove the first and rename the second back.</source>
        <extracomment>%1 and %2 are folders</extracomment>
        <translation>L&apos;environnement partiellement modifié %1 n&apos;a pas pu être supprimé&#x202f;; le précédent est conservé dans %2. Supprimez le premier et redonnez au second son nom d&apos;origine.</translation>
    </message>
    <message>
        <source>The previous environment could not be moved back from %1 to %2; rename it by hand.</source>
        <extracomment>%1 and %2 are folders</extracomment>
        <translation>L&apos;environnement précédent n&apos;a pas pu être remis en place de %1 vers %2&#x202f;; renommez-le vous-même.</translation>
    </message>
    <message>
        <source>The journal %1 of an earlier installation cannot be read, so it is not known how to repair %2. Check the environment, then remove the journal.</source>
        <extracomment>%1 is a file, %2 a folder</extracomment>
        <translation>Le journal %1 d&apos;une installation précédente ne peut pas être lu&#xa0;: on ne sait donc pas comment réparer %2. Vérifiez l&apos;environnement, puis supprimez le journal.</translation>
    </message>
    <message>
        <source>An earlier installation into %1 was interrupted; the environment it had begun to create was removed.</source>
        <translation>Une installation précédente dans %1 a été interrompue&#x202f;; l&apos;environnement qu&apos;elle avait commencé à créer a été supprimé.</translation>
    </message>
    <message>
        <source>An earlier installation into %1 was interrupted; the environment was restored to how it was before it.</source>
        <translation>Une installation précédente dans %1 a été interrompue&#x202f;; l&apos;environnement a été rétabli dans l&apos;état où il était avant elle.</translation>
    </message>
    <message>
        <source>%1 with torch-directml</source>
        <extracomment>%1 is a package with its version, such as &quot;torch 2.9.0&quot;</extracomment>
        <translation>%1 avec torch-directml</translation>
    </message>
    <message>
        <source>%1 with intel-extension-for-pytorch</source>
        <extracomment>%1 is a package with its version, such as &quot;torch 2.9.0&quot;</extracomment>
        <translation>%1 avec intel-extension-for-pytorch</translation>
    </message>
    <message>
        <source>%1 (PyPI&apos;s CUDA %2 build)</source>
        <extracomment>%1 is a package with its version, such as &quot;torch 2.9.0&quot;; %2 a CUDA version such as 12.8</extracomment>
        <translation>%1 (variante CUDA %2 de PyPI)</translation>
    </message>
    <message>
        <source>%1 (PyPI&apos;s CUDA build)</source>
        <extracomment>%1 is a package with its version, such as &quot;torch 2.9.0&quot;</extracomment>
        <translation>%1 (variante CUDA de PyPI)</translation>
    </message>
    <message>
        <source>%1 (PyPI&apos;s build for Apple silicon)</source>
        <extracomment>%1 is a package with its version, such as &quot;torch 2.9.0&quot;</extracomment>
        <translation>%1 (variante de PyPI pour Apple Silicon)</translation>
    </message>
    <message>
        <source>%1 (PyPI&apos;s CPU build)</source>
        <extracomment>%1 is a package with its version, such as &quot;torch 2.9.0&quot;</extracomment>
        <translation>%1 (variante CPU de PyPI)</translation>
    </message>
    <message>
        <source>no temporary folder (%1)</source>
        <extracomment>%1 is an error message from the system</extracomment>
        <translation>aucun dossier temporaire (%1)</translation>
    </message>
    <message>
        <source>pip&apos;s resolution ended with %1</source>
        <extracomment>%1 is how pip ended, a whole sentence such as &quot;pip exited with code 1.&quot;</extracomment>
        <translation>la résolution des dépendances par pip s&apos;est terminée ainsi&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 could not be downloaded</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>%1 n&apos;a pas pu être téléchargé</translation>
    </message>
    <message>
        <source>pip chose %1, which the mirror did not fetch</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>pip a choisi %1, que le miroir n&apos;a pas récupéré</translation>
    </message>
    <message>
        <source>pip could not install from the verified files (%1)</source>
        <extracomment>%1 is how pip ended, a whole sentence such as &quot;pip exited with code 1.&quot;</extracomment>
        <translation>pip n&apos;a pas pu installer à partir des fichiers vérifiés (%1)</translation>
    </message>
    <message>
        <source>%1 was not downloaded: the index gives no SHA-256 for it, and only verified files are installed.</source>
        <extracomment>%1 is a file&apos;s address</extracomment>
        <translation>%1 n&apos;a pas été téléchargé&#xa0;: l&apos;index ne donne pas de SHA-256 pour ce fichier, et seuls des fichiers vérifiés sont installés.</translation>
    </message>
    <message>
        <source>%1 was not downloaded: &quot;%2&quot; is not a SHA-256 digest.</source>
        <extracomment>%1 is a file&apos;s address, %2 the text given as its checksum</extracomment>
        <translation>%1 n&apos;a pas été téléchargé&#xa0;: «&#xa0;%2&#xa0;» n&apos;est pas une empreinte SHA-256.</translation>
    </message>
    <message>
        <source>%1 was not downloaded: &quot;%2&quot; is not a plain file name.</source>
        <extracomment>%1 is a file&apos;s address, %2 the name it would be saved under</extracomment>
        <translation>%1 n&apos;a pas été téléchargé&#xa0;: «&#xa0;%2&#xa0;» n&apos;est pas un simple nom de fichier.</translation>
    </message>
    <message>
        <source>No resume record at %1.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>Aucun fichier de reprise à l&apos;emplacement %1.</translation>
    </message>
    <message>
        <source>The resume record %1 is unreadable.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>Le fichier de reprise %1 est illisible.</translation>
    </message>
    <message>
        <source>The resume record %1 lists a bad range.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>Le fichier de reprise %1 indique une plage incorrecte.</translation>
    </message>
    <message>
        <source>Could not write the resume record %1: %2.</source>
        <extracomment>%1 is a file, %2 the system&apos;s reason</extracomment>
        <translation>Impossible d&apos;écrire le fichier de reprise %1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>The index page %1 is not a simple repository page (%2).</source>
        <extracomment>%1 is an address, %2 the JSON parser&apos;s reason</extracomment>
        <translation>La page d&apos;index %1 n&apos;est pas une page de dépôt simple (%2).</translation>
    </message>
    <message>
        <source>The index page %1 is not a simple repository page: it has no file list.</source>
        <extracomment>%1 is a web address (credentials hidden)</extracomment>
        <translation>La page d&apos;index %1 n&apos;est pas une page de dépôt simple&#xa0;: elle n&apos;a pas de liste de fichiers.</translation>
    </message>
    <message>
        <source>The index page %1 is neither a PEP 503 HTML page nor a PEP 691 JSON page; check the index URL.</source>
        <extracomment>%1 is a web address (credentials hidden)</extracomment>
        <translation>La page d&apos;index %1 n&apos;est ni une page HTML PEP 503 ni une page JSON PEP 691&#x202f;; vérifiez l&apos;URL de l&apos;index.</translation>
    </message>
    <message>
        <source>%1 is not an http or https address.</source>
        <extracomment>%1 is the address given (credentials hidden)</extracomment>
        <translation>%1 n&apos;est pas une adresse http ou https.</translation>
    </message>
    <message>
        <source>%1 was not fetched: downloads from another machine must use https (plain http can be altered on the way).</source>
        <extracomment>%1 is a web address (credentials hidden)</extracomment>
        <translation>%1 n&apos;a pas été récupéré&#xa0;: les téléchargements depuis une autre machine doivent utiliser https (le http simple peut être modifié en chemin).</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>one build&apos;s failure in a list: %1 is a build such as cu128, %2 why it failed
----------
%1 is a build such as cu128, %2 what went wrong (an error message)</extracomment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>  %1: needs about %2 (%3), %4 free</source>
        <extracomment>%1 is a disk or folder, %2 and %4 sizes like &quot;2.1 GB&quot;, %3 what the space is for</extracomment>
        <translation>  %1&#xa0;: nécessite environ %2 (%3), espace libre&#xa0;: %4</translation>
    </message>
    <message>
        <source>  %1: needs about %2 (%3), %4 free - NOT ENOUGH</source>
        <translation>  %1&#xa0;: nécessite environ %2 (%3), espace libre&#xa0;: %4 - INSUFFISANT</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <extracomment>%1 is a note (a whole sentence)</extracomment>
        <translation>Remarque&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 is in a folder that %2 synchronises: it would upload the environment&apos;s tens of thousands of files and may lock them while they are installed. Choose a folder outside it, such as one directly in your home folder.</source>
        <extracomment>%1 is a folder, %2 a cloud drive such as OneDrive or Dropbox</extracomment>
        <translation>%1 se trouve dans un dossier que %2 synchronise&#xa0;: il téléverserait les dizaines de milliers de fichiers de l&apos;environnement et pourrait les verrouiller pendant leur installation. Choisissez un dossier en dehors, par exemple directement dans votre dossier personnel.</translation>
    </message>
    <message numerus="yes">
        <source>The archive %1 is refused: its member &quot;%2&quot; takes it past the limit of %n members.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it, %n the most members an archive may have</extracomment>
        <translation>
            <numerusform>L&apos;archive %1 est refusée&#xa0;: son élément «&#xa0;%2&#xa0;» lui fait dépasser la limite de %n élément.</numerusform>
            <numerusform>L&apos;archive %1 est refusée&#xa0;: son élément «&#xa0;%2&#xa0;» lui fait dépasser la limite de %n éléments.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The archive %1 is refused: the path of its member &quot;%2&quot; is longer than %n characters.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it, %n the longest path allowed (a number of characters)</extracomment>
        <translation>
            <numerusform>L&apos;archive %1 est refusée&#xa0;: le chemin de son élément «&#xa0;%2&#xa0;» compte plus de %n caractère.</numerusform>
            <numerusform>L&apos;archive %1 est refusée&#xa0;: le chemin de son élément «&#xa0;%2&#xa0;» compte plus de %n caractères.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The archive %1 is refused: the target of its symlink &quot;%2&quot; is longer than %n characters.</source>
        <extracomment>%1 is an archive, %2 a symlink&apos;s name in it, %n the longest target allowed (a number of characters)</extracomment>
        <translation>
            <numerusform>L&apos;archive %1 est refusée&#xa0;: la cible de son lien symbolique «&#xa0;%2&#xa0;» compte plus de %n caractère.</numerusform>
            <numerusform>L&apos;archive %1 est refusée&#xa0;: la cible de son lien symbolique «&#xa0;%2&#xa0;» compte plus de %n caractères.</numerusform>
        </translation>
    </message>
    <message>
        <source>There is not enough disk space on %1: the installation needs about %2 there (%3), but only %4 is free. Free some disk space, or choose another folder for the environment (--venv) or the downloads (--cache-dir).</source>
        <extracomment>%1 is a volume (a drive or mount point), %2 the space the installation needs on it, %3 what goes there (such as &quot;downloads and the environment&quot;), %4 the space free on it</extracomment>
        <translation>Il n&apos;y a pas assez d&apos;espace disque sur %1&#xa0;: l&apos;installation y nécessite environ %2 (%3), mais seulement %4 sont libres. Libérez de l&apos;espace disque, ou choisissez un autre dossier pour l&apos;environnement (--venv) ou pour les téléchargements (--cache-dir).</translation>
    </message>
    <message numerus="yes">
        <source>The path %1 is %n characters long: PyTorch&apos;s deepest files inside it would pass Windows&apos; limit of 260 characters, and the installation would fail unless long paths are enabled in Windows.</source>
        <extracomment>%1 is a folder, %n its length (a number of characters); the next sentence says which length works</extracomment>
        <translation>
            <numerusform>Le chemin %1 compte %n caractère&#xa0;: les fichiers les plus profonds de PyTorch qu&apos;il contiendrait dépasseraient la limite de Windows de 260 caractères, et l&apos;installation échouerait à moins que les chemins longs ne soient activés dans Windows.</numerusform>
            <numerusform>Le chemin %1 compte %n caractères&#xa0;: les fichiers les plus profonds de PyTorch qu&apos;il contiendrait dépasseraient la limite de Windows de 260 caractères, et l&apos;installation échouerait à moins que les chemins longs ne soient activés dans Windows.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose a folder with a path of at most %n characters, such as C:\torch-env.</source>
        <extracomment>follows &quot;The path … is … characters long: …&quot;; %n is the longest path that works (a number of characters)</extracomment>
        <translation>
            <numerusform>Choisissez un dossier dont le chemin compte au plus %n caractère, par exemple C:\torch-env.</numerusform>
            <numerusform>Choisissez un dossier dont le chemin compte au plus %n caractères, par exemple C:\torch-env.</numerusform>
        </translation>
    </message>
    <message>
        <source>The folder %1 beside the environment, where installs keep their journal and the copy of the environment, %2; it is not used, so that nobody else can make an install delete or replace the environment. Remove it (after checking what it holds) and try again.</source>
        <extracomment>%1 is a folder, %2 why it cannot be used (one of the reasons below)</extracomment>
        <translation>Le dossier %1 à côté de l&apos;environnement, où les installations gardent leur journal et la copie de l&apos;environnement, %2&#x202f;; il n&apos;est pas utilisé, afin que personne d&apos;autre ne puisse faire supprimer ou remplacer l&apos;environnement par une installation. Supprimez-le (après avoir vérifié son contenu) et réessayez.</translation>
    </message>
    <message>
        <source>is not a folder but a link or a file</source>
        <extracomment>a reason, as in &quot;The folder … beside the environment … is not a folder but a link or a file; …&quot;</extracomment>
        <translation>n&apos;est pas un dossier mais un lien ou un fichier</translation>
    </message>
    <message>
        <source>belongs to another user</source>
        <extracomment>a reason, as in &quot;The folder … beside the environment … belongs to another user; …&quot;</extracomment>
        <translation>appartient à un autre utilisateur</translation>
    </message>
    <message>
        <source>may be written by other users</source>
        <extracomment>a reason, as in &quot;The folder … beside the environment … may be written by other users; …&quot;</extracomment>
        <translation>peut être modifié par d&apos;autres utilisateurs</translation>
    </message>
    <message>
        <source>%1 cannot be written: the folder %2 could not be created. Choose a folder you can write to.</source>
        <extracomment>%1 is a folder, %2 a folder inside it</extracomment>
        <translation>%1 n&apos;est pas accessible en écriture&#xa0;: le dossier %2 n&apos;a pas pu être créé. Choisissez un dossier dans lequel vous pouvez écrire.</translation>
    </message>
    <message>
        <source>Also from the folder: %1 (its files are installed unverified: no index gives their SHA-256)</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Aussi depuis le dossier&#xa0;: %1 (ses fichiers sont installés sans vérification&#xa0;: aucun index ne donne leur SHA-256)</translation>
    </message>
    <message>
        <source>An earlier installation into %1 was interrupted; the environment it had begun to create is removed first.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Une installation précédente dans %1 a été interrompue&#x202f;; l&apos;environnement qu&apos;elle avait commencé à créer est d&apos;abord supprimé.</translation>
    </message>
    <message>
        <source>An earlier installation into %1 was interrupted; the environment is first restored to how it was before it.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Une installation précédente dans %1 a été interrompue&#x202f;; l&apos;environnement est d&apos;abord remis dans l&apos;état où il était avant elle.</translation>
    </message>
    <message>
        <source>%1 is a link; the environment is installed where it points: %2.</source>
        <extracomment>%1 and %2 are folders</extracomment>
        <translation>%1 est un lien&#x202f;; l&apos;environnement est installé là où il pointe&#xa0;: %2.</translation>
    </message>
    <message>
        <source>The download cache %1 may be written by other users. Nothing they put there is installed (each file is checked against its SHA-256 when it is used), but they can delete or replace downloads, which are then fetched again. Choose a cache only you can write to with --cache-dir.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Le cache de téléchargement %1 peut être modifié par d&apos;autres utilisateurs. Rien de ce qu&apos;ils y déposent n&apos;est installé (chaque fichier est vérifié avec son SHA-256 lors de son utilisation), mais ils peuvent supprimer ou remplacer des téléchargements, qui sont alors récupérés à nouveau. Choisissez avec --cache-dir un cache où vous seul pouvez écrire.</translation>
    </message>
    <message>
        <source>%1 asks for the %2 build, but --backend %3 was chosen; leave one of them out.</source>
        <extracomment>%1 is a pin such as torch==2.5.1+cu124, %2 and %3 build names such as cu124</extracomment>
        <translation>%1 demande la variante %2, mais --backend %3 a été choisi&#x202f;; omettez l&apos;un des deux.</translation>
    </message>
    <message>
        <source>The %1 build that %2 asks for is not one this computer can use with Python %3; choose one of: %4.</source>
        <extracomment>%1 is a build name such as cu124, %2 a pin such as torch==2.5.1+cu124, %3 a Python version, %4 a list of build names</extracomment>
        <translation>La variante %1 demandée par %2 n&apos;est pas utilisable sur cet ordinateur avec Python %3&#x202f;; choisissez parmi&#xa0;: %4.</translation>
    </message>
    <message>
        <source>%1 asks for the %2 build; it is installed instead of the recommended %3.</source>
        <extracomment>%1 is a pin such as torch==2.5.1+cu124, %2 and %3 builds such as cu124</extracomment>
        <translation>%1 demande la variante %2&#x202f;; elle est installée à la place de la variante %3 recommandée.</translation>
    </message>
    <message>
        <source>find-links in pip&apos;s configuration</source>
        <translation>find-links dans la configuration de pip</translation>
    </message>
    <message>
        <source>%1 names the wheel folder %2: pip may take packages from it, installed as they are there (no index gives their SHA-256, so they are not verified).</source>
        <extracomment>%1 is PIP_FIND_LINKS or &quot;find-links in pip&apos;s configuration&quot;, %2 a folder</extracomment>
        <translation>%1 indique le dossier de wheels %2&#xa0;: pip peut y prendre des paquets, installés tels quels (aucun index ne donne leur SHA-256, ils ne sont donc pas vérifiés).</translation>
    </message>
    <message>
        <source>%1 names the address %2; only folders are taken from it, so it is ignored (give an index with --extra-index-url instead).</source>
        <extracomment>%1 is PIP_FIND_LINKS or &quot;find-links in pip&apos;s configuration&quot;, %2 an address</extracomment>
        <translation>%1 indique l&apos;adresse %2&#x202f;; seuls des dossiers y sont pris en compte, elle est donc ignorée (indiquez plutôt un index avec --extra-index-url).</translation>
    </message>
    <message>
        <source>%1 names %2, which does not exist; it is ignored.</source>
        <extracomment>%1 is PIP_FIND_LINKS or &quot;find-links in pip&apos;s configuration&quot;, %2 a folder</extracomment>
        <translation>%1 indique %2, qui n&apos;existe pas&#x202f;; il est ignoré.</translation>
    </message>
    <message>
        <source>A lock left %1 hours ago by an installation on another computer was removed.</source>
        <extracomment>%1 is a number of hours</extracomment>
        <translation>Un verrou laissé il y a %1 heures par une installation sur un autre ordinateur a été supprimé.</translation>
    </message>
    <message>
        <source>Another installation (process %1 on the computer %2) is working on %3; wait for it to finish. If it stopped without finishing, its lock is taken over %4 hours after it was made.</source>
        <extracomment>%1 a process number, %2 a computer&apos;s name, %3 a folder, %4 a number of hours</extracomment>
        <translation>Une autre installation (processus %1 sur l&apos;ordinateur %2) travaille sur %3&#x202f;; attendez qu&apos;elle se termine. Si elle s&apos;est arrêtée sans terminer, son verrou est repris %4 heures après sa création.</translation>
    </message>
    <message>
        <source>The file %1 for pip could not be written: %2.</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>Le fichier %1 destiné à pip n&apos;a pas pu être écrit&#xa0;: %2.</translation>
    </message>
    <message>
        <source>The copy of the environment could not be moved into %1.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>La copie de l&apos;environnement n&apos;a pas pu être déplacée dans %1.</translation>
    </message>
    <message>
        <source>The journal %1 could not be moved into %2.</source>
        <extracomment>%1 is a file, %2 a folder</extracomment>
        <translation>Le journal %1 n&apos;a pas pu être déplacé dans %2.</translation>
    </message>
    <message>
        <source>%1 could not be read</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1 n&apos;a pas pu être lu</translation>
    </message>
    <message>
        <source>the list of verified files could not be written (%1)</source>
        <extracomment>%1 is a folder
----------
%1 is an error message from the system</extracomment>
        <translation>la liste des fichiers vérifiés n&apos;a pas pu être écrite (%1)</translation>
    </message>
    <message>
        <source>%1 was not fetched: an index or a redirect pointed at a service on this computer that was not named as an index.</source>
        <extracomment>%1 is a web address (credentials hidden)</extracomment>
        <translation>%1 n&apos;a pas été récupéré&#xa0;: un index ou une redirection pointait vers un service de cet ordinateur qui n&apos;a pas été indiqué comme index.</translation>
    </message>
    <message>
        <source>Every package is compiled to bytecode before the installation ends: it runs as root, and users who may not write to the environment could not keep what their Python compiles.</source>
        <translation>Chaque paquet est compilé en bytecode avant la fin de l&apos;installation&#xa0;: elle s&apos;exécute en tant que root, et les utilisateurs qui ne peuvent pas écrire dans l&apos;environnement ne pourraient pas conserver ce que leur Python compile.</translation>
    </message>
    <message>
        <source>Not every file of the environment could be compiled to bytecode (%1); Python compiles the rest when it first imports them.</source>
        <extracomment>%1 is how the program ended, a whole sentence such as &quot;Python exited with code 1.&quot;</extracomment>
        <translation>Tous les fichiers de l&apos;environnement n&apos;ont pas pu être compilés en bytecode (%1)&#x202f;; Python compile le reste lors de leur première importation.</translation>
    </message>
    <message>
        <source>%1 beside the environment is not a folder of yours; it is not used. Remove it (after checking what it holds) and try again.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>%1 à côté de l&apos;environnement n&apos;est pas un de vos dossiers&#x202f;; il n&apos;est pas utilisé. Supprimez-le (après avoir vérifié son contenu) et réessayez.</translation>
    </message>
    <message>
        <source>The environment %1 cannot be written.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>L&apos;environnement %1 n&apos;est pas accessible en écriture.</translation>
    </message>
    <message>
        <source>An earlier installation into %1 was interrupted, but the folder was made anew since; it is left as it is.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Une installation précédente dans %1 a été interrompue, mais le dossier a été recréé depuis&#x202f;; il est laissé tel quel.</translation>
    </message>
    <message>
        <source>The %1 build is not one %2 offers; it offers: %3.</source>
        <extracomment>%1 is a build such as cu128, %2 a product&apos;s name, %3 a list of builds or patterns</extracomment>
        <translation>La variante %1 ne fait pas partie de celles que propose %2&#x202f;; il propose&#xa0;: %3.</translation>
    </message>
    <message>
        <source>%1 offers none of the builds that fit this computer (%2 would). Ask its makers which build to use.</source>
        <extracomment>%1 is a product&apos;s name, %2 a build&apos;s name such as &quot;CUDA 13.0&quot;</extracomment>
        <translation>%1 ne propose aucune des variantes adaptées à cet ordinateur (%2 conviendrait). Demandez à ses créateurs quelle variante utiliser.</translation>
    </message>
    <message>
        <source>%1 does not offer the build that fits this computer best (%2); %3, the first of the builds it offers, is chosen.</source>
        <extracomment>%1 is a product&apos;s name, %2 and %3 builds&apos; names such as &quot;CUDA 13.0&quot;</extracomment>
        <translation>%1 ne propose pas la variante la mieux adaptée à cet ordinateur (%2)&#x202f;; %3, la première des variantes proposées, est choisie.</translation>
    </message>
    <message>
        <source>Nothing to do: %1 already has what was asked for.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Rien à faire&#xa0;: %1 contient déjà ce qui était demandé.</translation>
    </message>
    <message>
        <source>Installed into %1; %2 downloaded.</source>
        <extracomment>%1 is a folder, %2 a size such as &quot;1.2 GB&quot;</extracomment>
        <translation>Installé dans %1&#x202f;; %2 téléchargés.</translation>
    </message>
    <message>
        <source>Installed into %1 (%2); %3 downloaded.</source>
        <extracomment>%1 is a folder, %2 a torch build such as &quot;torch 2.6.0+cpu&quot;, %3 a size</extracomment>
        <translation>Installé dans %1 (%2)&#x202f;; %3 téléchargés.</translation>
    </message>
    <message>
        <source>The path %1 has a space in it: PyTorch works there, but torch.compile may fail to build its kernels for the processor (PyTorch 2.6 does). Choose a folder without spaces if you will use torch.compile.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Le chemin %1 contient une espace&#xa0;: PyTorch y fonctionne, mais torch.compile risque de ne pas pouvoir construire ses noyaux pour le processeur (c&apos;est le cas de PyTorch 2.6). Choisissez un dossier sans espaces si vous comptez utiliser torch.compile.</translation>
    </message>
    <message>
        <source>The full check (torch.compile and the rest) was skipped; PyTorch passed the installation&apos;s own check.</source>
        <translation>La vérification complète (torch.compile et le reste) a été ignorée&#x202f;; PyTorch a réussi la vérification de l&apos;installation.</translation>
    </message>
    <message>
        <source>The full check could not run (%1); PyTorch passed the installation&apos;s own check.</source>
        <extracomment>%1 is why the check could not run (an error message)</extracomment>
        <translation>La vérification complète n&apos;a pas pu s&apos;exécuter (%1)&#x202f;; PyTorch a réussi la vérification de l&apos;installation.</translation>
    </message>
    <message>
        <source>The %1 build is not one this computer can use with Python %2; choose one of: %3.</source>
        <extracomment>%1 is a build such as cu130, %2 a Python version, %3 a list of builds</extracomment>
        <translation>La variante %1 ne peut pas être utilisée sur cet ordinateur avec Python %2&#x202f;; choisissez parmi&#xa0;: %3.</translation>
    </message>
    <message>
        <source>The full check was stopped; the installation is kept, and PyTorch passed its own check.</source>
        <translation>La vérification complète a été arrêtée&#x202f;; l&apos;installation est conservée, et PyTorch a réussi sa propre vérification.</translation>
    </message>
    <message>
        <source>The archive %1 is of a kind this program does not unpack; it unpacks .tar and .tar.gz archives.</source>
        <extracomment>%1 is an archive&apos;s file name</extracomment>
        <translation>L&apos;archive %1 est d&apos;un type que ce programme ne décompresse pas&#x202f;; il décompresse les archives .tar et .tar.gz.</translation>
    </message>
    <message>
        <source>pip chose %1.</source>
        <extracomment>%1 is a list of packages with their versions, such as &quot;torch 2.14.1+cu130, torchvision 0.29.1+cu130&quot;</extracomment>
        <translation>pip a choisi %1.</translation>
    </message>
    <message>
        <source>Windows does not allow &quot;%1&quot; in a name</source>
        <extracomment>%1 is a character such as &apos;:&apos;</extracomment>
        <translation>Windows n&apos;accepte pas «&#xa0;%1&#xa0;» dans un nom</translation>
    </message>
    <message>
        <source>Windows drops a dot or a space at the end of a name</source>
        <translation>Windows supprime un point ou une espace à la fin d&apos;un nom</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names a device on Windows</source>
        <extracomment>%1 is a device name such as CON or COM1</extracomment>
        <translation>«&#xa0;%1&#xa0;» désigne un périphérique sous Windows</translation>
    </message>
    <message>
        <source>The archive %1 is refused: the name of its member &quot;%2&quot; cannot be stored on Windows: %3.</source>
        <extracomment>%1 is an archive, %2 a member&apos;s name in it, %3 why Windows cannot hold it (a clause)</extracomment>
        <translation>L&apos;archive %1 est refusée&#xa0;: le nom de son élément «&#xa0;%2&#xa0;» ne peut pas être enregistré sous Windows&#xa0;: %3.</translation>
    </message>
    <message>
        <source>%1.x (the newest %1 release)</source>
        <extracomment>%1 is a version series such as 2.14; pip installs that series&apos; newest patch release (2.14.1, ...)</extracomment>
        <translation>%1.x (la version %1 la plus récente)</translation>
    </message>
    <message>
        <source>%1 (process %2)</source>
        <extracomment>%1 is a program&apos;s name (python3), %2 its process number</extracomment>
        <translation>%1 (processus %2)</translation>
    </message>
    <message>
        <source>%1, which started this installation, uses the environment %2; restart it when the installation is done.</source>
        <extracomment>%1 is a program and its process number, %2 a folder</extracomment>
        <translation>%1, qui a lancé cette installation, utilise l&apos;environnement %2&#x202f;; redémarrez-le une fois l&apos;installation terminée.</translation>
    </message>
    <message>
        <source>%1 uses the environment %2: close it, then try again. Nothing was changed.</source>
        <extracomment>%1 is a program and its process number (&quot;python3 (process 4242)&quot;), %2 a folder</extracomment>
        <translation>%1 utilise l&apos;environnement %2&#xa0;: fermez-le, puis réessayez. Rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>Programs that use the environment %1 are running: %2. Close them, then try again. Nothing was changed.</source>
        <extracomment>%1 is a folder, %2 a list of programs with their process numbers</extracomment>
        <translation>Des programmes qui utilisent l&apos;environnement %1 sont en cours d&apos;exécution&#xa0;: %2. Fermez-les, puis réessayez. Rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <source>%1 uses the environment %2: close it before installing.</source>
        <extracomment>%1 is a program and its process number (&quot;python3 (process 4242)&quot;), %2 a folder</extracomment>
        <translation>%1 utilise l&apos;environnement %2&#xa0;: fermez-le avant l&apos;installation.</translation>
    </message>
    <message>
        <source>Programs that use the environment %1 are running: %2. Close them before installing.</source>
        <extracomment>%1 is a folder, %2 a list of programs with their process numbers</extracomment>
        <translation>Des programmes qui utilisent l&apos;environnement %1 sont en cours d&apos;exécution&#xa0;: %2. Fermez-les avant l&apos;installation.</translation>
    </message>
    <message>
        <source>must be an https address (or plain http, which an install takes only from this computer or where insecure http is allowed).</source>
        <translation>doit être une adresse https (ou http simple, qu’une installation n’accepte que depuis cet ordinateur ou là où le http non sécurisé est permis).</translation>
    </message>
    <message>
        <source>The download cache %1 cannot be made: %2 is a file. Choose another folder for the downloads.</source>
        <extracomment>%1 is the download cache&apos;s folder, %2 the file in its way</extracomment>
        <translation>Le cache de téléchargement %1 ne peut pas être créé : %2 est un fichier. Choisissez un autre dossier pour les téléchargements.</translation>
    </message>
    <message>
        <source>The download cache %1 cannot be made: %2 cannot be written to. Choose another folder for the downloads.</source>
        <translation>Le cache de téléchargement %1 ne peut pas être créé : impossible d’écrire dans %2. Choisissez un autre dossier pour les téléchargements.</translation>
    </message>
    <message>
        <source>pip could not install the packages: %1 pip said: %2</source>
        <extracomment>%1 is how pip ended, a whole sentence such as &quot;pip exited with code 1.&quot;; %2 pip&apos;s own last error message, in English</extracomment>
        <translation>pip n’a pas pu installer les paquets : %1 pip a indiqué : %2</translation>
    </message>
    <message>
        <source>%1 is a folder, not a Python interpreter; did you mean %2?</source>
        <extracomment>%1 is a folder, %2 the Python interpreter in it</extracomment>
        <translation>%1 est un dossier, pas un interpréteur Python ; vouliez-vous dire %2 ?</translation>
    </message>
    <message>
        <source>%1 is a folder, not a Python interpreter; name the interpreter&apos;s file itself (python3, or python.exe on Windows).</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>%1 est un dossier, pas un interpréteur Python ; indiquez le fichier de l&apos;interpréteur lui-même (python3, ou python.exe sous Windows).</translation>
    </message>
    <message>
        <source>%1 is not the name of a PyTorch build; builds are named like cpu, cu130, rocm7.1 or xpu. The ones this computer can use with Python %2: %3.</source>
        <extracomment>%1 is what the user typed after --backend, %2 a Python version, %3 a list of builds</extracomment>
        <translation>%1 n&apos;est pas le nom d&apos;une version de PyTorch ; les versions s&apos;appellent par exemple cpu, cu130, rocm7.1 ou xpu. Celles que cet ordinateur peut utiliser avec Python %2 : %3.</translation>
    </message>
    <message>
        <source>%1 is a file, not a folder: a wheel folder is the folder the wheels are in, such as %2.</source>
        <extracomment>%1 is a file, %2 the folder it is in</extracomment>
        <translation>%1 est un fichier, pas un dossier : un dossier de wheels est le dossier où se trouvent les wheels, par exemple %2.</translation>
    </message>
    <message>
        <source>%1 is a link to %2, which does not exist. Make that folder first, or name another folder for the environment.</source>
        <extracomment>%1 is a folder, %2 where the link points</extracomment>
        <translation>%1 est un lien vers %2, qui n&apos;existe pas. Créez d&apos;abord ce dossier, ou indiquez un autre dossier pour l&apos;environnement.</translation>
    </message>
    <message>
        <source>The environment %1 cannot be made: %2 is a file, not a folder. Name a folder whose path goes through folders only.</source>
        <extracomment>%1 is the environment&apos;s folder, %2 a file on its path</extracomment>
        <translation>L&apos;environnement %1 ne peut pas être créé : %2 est un fichier, pas un dossier. Indiquez un dossier dont le chemin ne passe que par des dossiers.</translation>
    </message>
    <message>
        <source>Python cannot make an environment in %1: its path holds &quot;%2&quot;, which separates the folders of PATH. Name a folder without it.</source>
        <extracomment>%1 is a folder, %2 a character such as &apos;:&apos;</extracomment>
        <translation>Python ne peut pas créer d&apos;environnement dans %1 : son chemin contient « %2 », qui sépare les dossiers de PATH. Indiquez un dossier sans ce caractère.</translation>
    </message>
    <message>
        <source>The environment %1 cannot be changed: this user may not write in it. Choose a folder you can write to, or run as a user who may write there.</source>
        <translation>L&apos;environnement %1 ne peut pas être modifié : cet utilisateur n&apos;a pas le droit d&apos;y écrire. Choisissez un dossier où vous pouvez écrire, ou lancez l&apos;installation en tant qu&apos;utilisateur qui peut y écrire.</translation>
    </message>
    <message>
        <source>The environment %1 cannot be made: this user may not write in %2. Choose a folder you can write to.</source>
        <translation>L&apos;environnement %1 ne peut pas être créé : cet utilisateur n&apos;a pas le droit d&apos;écrire dans %2. Choisissez un dossier où vous pouvez écrire.</translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <extracomment>%1 is a list of packages with their versions, %2 how many more there are</extracomment>
        <translation>
            <numerusform>%1 et %n autre</numerusform>
            <numerusform>%1 et %n autres</numerusform>
        </translation>
    </message>
    <message>
        <source>What else the environment holds is not kept: %1. Install it again afterwards.</source>
        <extracomment>%1 is a list of packages with their versions, such as &quot;numpy 2.1.0 and pillow 11.0.0&quot;</extracomment>
        <translation>Le reste de ce que contient l&apos;environnement n&apos;est pas conservé : %1. Installez-le de nouveau ensuite.</translation>
    </message>
    <message>
        <source>The download cache %1 cannot be written to. Choose another folder for the downloads.</source>
        <translation>Impossible d&apos;écrire dans le cache de téléchargement %1. Choisissez un autre dossier pour les téléchargements.</translation>
    </message>
    <message>
        <source>The environment %1 cannot be changed: this user may not write in %2, where the installation keeps what it needs to undo a change. Choose a folder you can write to, or run as a user who may write there.</source>
        <extracomment>%1 is the environment&apos;s folder, %2 the folder it is in</extracomment>
        <translation>L&apos;environnement %1 ne peut pas être modifié : cet utilisateur n&apos;a pas le droit d&apos;écrire dans %2, où l&apos;installation garde ce qu&apos;il lui faut pour annuler une modification. Choisissez un dossier où vous pouvez écrire, ou lancez l&apos;installation en tant qu&apos;utilisateur qui peut y écrire.</translation>
    </message>
    <message>
        <source>process %1</source>
        <extracomment>%1 is a process number</extracomment>
        <translation>processus %1</translation>
    </message>
    <message>
        <source>process %1 on the computer %2</source>
        <extracomment>%1 is a process number, %2 a computer&apos;s name</extracomment>
        <translation>processus %1 sur l’ordinateur %2</translation>
    </message>
    <message>
        <source>An earlier installation into %1 was interrupted; the environment it had begun to create is gone already.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Une installation précédente dans %1 a été interrompue ; l’environnement qu’elle avait commencé à créer n’existe déjà plus.</translation>
    </message>
    <message>
        <source>The environment in %1 cannot be used any more, because its own Python (%2) does not start (%3); it will be created again, and %4 will be installed into it.</source>
        <extracomment>%1 is a folder, %2 a Python interpreter&apos;s file, %3 what it printed (in English) or how it ended, %4 a package with its version, such as &quot;torch 2.9.0+cu128&quot;</extracomment>
        <translation>L’environnement dans %1 ne peut plus être utilisé, car son propre Python (%2) ne démarre pas (%3) ; il sera recréé, et %4 y sera installé.</translation>
    </message>
    <message>
        <source>The environment %1 stopped working after the installation was planned; nothing was changed. Run the installation again: it creates the environment again.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>L’environnement %1 a cessé de fonctionner après la planification de l’installation ; rien n’a été modifié. Relancez l’installation : elle recrée l’environnement.</translation>
    </message>
</context>
<context>
    <name>Network</name>
    <message>
        <source>The download cache folder %1 cannot be created; choose another with --cache-dir.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Le dossier du cache de téléchargement %1 ne peut pas être créé&#x202f;; choisissez-en un autre avec --cache-dir.</translation>
    </message>
    <message>
        <source>The download cache folder %1 cannot be written; choose another with --cache-dir.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Le dossier du cache de téléchargement %1 n&apos;est pas accessible en écriture&#x202f;; choisissez-en un autre avec --cache-dir.</translation>
    </message>
    <message>
        <source>%1 cannot be written in the download cache (%2); choose another with --cache-dir.</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>%1 ne peut pas être écrit dans le cache de téléchargement (%2)&#x202f;; choisissez-en un autre avec --cache-dir.</translation>
    </message>
    <message>
        <source>the server refused the range asked for (416)</source>
        <translation>le serveur a refusé la plage demandée (416)</translation>
    </message>
    <message>
        <source>the server answered %1 %2</source>
        <extracomment>%1 is an HTTP status code such as 503, %2 the server&apos;s reason phrase such as &quot;Service Unavailable&quot;</extracomment>
        <translation>le serveur a répondu %1 %2</translation>
    </message>
    <message>
        <source>%1 does not exist on the server (%2). The index lists a file it does not have; try again later or choose another index.</source>
        <extracomment>%1 is a web address (credentials hidden), %2 the server&apos;s answer, such as &quot;the server answered 404 Not Found&quot;</extracomment>
        <translation>%1 n&apos;existe pas sur le serveur (%2). L&apos;index mentionne un fichier que le serveur n&apos;a pas&#x202f;; réessayez plus tard ou choisissez un autre index.</translation>
    </message>
    <message>
        <source>%1 was refused (%2). Check the user name and token of the index, or whether the index needs them.</source>
        <extracomment>%1 is a web address (credentials hidden), %2 the server&apos;s answer, such as &quot;the server answered 403 Forbidden&quot;</extracomment>
        <translation>%1 a été refusé (%2). Vérifiez le nom d&apos;utilisateur et le jeton de l&apos;index, ou si l&apos;index en a besoin.</translation>
    </message>
    <message>
        <source>%1 could not be downloaded: %2.</source>
        <extracomment>%1 is a web address (credentials hidden), %2 the server&apos;s answer, such as &quot;the server answered 500 Internal Server Error&quot;</extracomment>
        <translation>%1 n&apos;a pas pu être téléchargé&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 could not be downloaded: asked for bytes from %2 on, the server sent no range. The partial file was discarded; try again, or choose another index or mirror if this repeats.</source>
        <extracomment>%1 is an address, %2 a byte offset</extracomment>
        <translation>%1 n&apos;a pas pu être téléchargé&#xa0;: à la demande des octets à partir de %2, le serveur n&apos;a renvoyé aucune plage. Le fichier partiel a été supprimé&#x202f;; réessayez, ou choisissez un autre index ou miroir si le problème se reproduit.</translation>
    </message>
    <message>
        <source>%1 could not be downloaded: asked for bytes from %2 on, the server sent &quot;%3&quot;. The partial file was discarded; try again, or choose another index or mirror if this repeats.</source>
        <extracomment>%1 is an address, %2 a byte offset, %3 the server&apos;s Content-Range header</extracomment>
        <translation>%1 n&apos;a pas pu être téléchargé&#xa0;: à la demande des octets à partir de %2, le serveur a renvoyé «&#xa0;%3&#xa0;». Le fichier partiel a été supprimé&#x202f;; réessayez, ou choisissez un autre index ou miroir si le problème se reproduit.</translation>
    </message>
    <message>
        <source>%1 is larger than the %2 bytes its index lists; it was not kept. Try again, and report it to the index&apos;s owners if it repeats.</source>
        <extracomment>%1 is a web address (credentials hidden), %2 a number of bytes</extracomment>
        <translation>%1 est plus volumineux que les %2 octets qu&apos;indique son index&#x202f;; il n&apos;a pas été conservé. Réessayez, et signalez-le aux responsables de l&apos;index si le problème se reproduit.</translation>
    </message>
    <message>
        <source>%1 could not be written to the download cache at %2: %3. Free some disk space or choose another cache folder with --cache-dir.</source>
        <extracomment>%1 is a file name, %2 a folder, %3 an error message from the system</extracomment>
        <translation>%1 n&apos;a pas pu être écrit dans le cache de téléchargement situé à %2&#xa0;: %3. Libérez de l&apos;espace disque ou choisissez un autre dossier de cache avec --cache-dir.</translation>
    </message>
    <message>
        <source>the connection ended after %1 of %2</source>
        <extracomment>%1 and %2 are sizes such as &quot;1.2 GB&quot;</extracomment>
        <translation>la connexion s&apos;est terminée après %1 sur %2</translation>
    </message>
    <message>
        <source>%1 was not downloaded: the server&apos;s TLS certificate could not be verified (%2). If your network inspects TLS traffic, point SSL_CERT_FILE at its CA certificate; never download without verification.</source>
        <extracomment>%1 is a web address (credentials hidden), %2 an error message from the network library</extracomment>
        <translation>%1 n&apos;a pas été téléchargé&#xa0;: le certificat TLS du serveur n&apos;a pas pu être vérifié (%2). Si votre réseau inspecte le trafic TLS, faites pointer SSL_CERT_FILE vers le certificat de son autorité de certification&#x202f;; ne téléchargez jamais sans vérification.</translation>
    </message>
    <message>
        <source>%1 could not be downloaded: %2. Check the network connection and proxy settings.</source>
        <extracomment>%1 is a web address (credentials hidden), %2 an error message from the network library</extracomment>
        <translation>%1 n&apos;a pas pu être téléchargé&#xa0;: %2. Vérifiez la connexion réseau et les paramètres du proxy.</translation>
    </message>
    <message>
        <source>%1 was redirected to an address that is not fetched: %2</source>
        <extracomment>%1 is a web address (credentials hidden), %2 why the new address is not fetched (a sentence)</extracomment>
        <translation>%1 a été redirigé vers une adresse que le programme ne consulte pas&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 could not be written to the download cache: %2. Free some disk space or choose another cache folder with --cache-dir.</source>
        <extracomment>%1 is a file name, %2 an error message from the system</extracomment>
        <translation>%1 n&apos;a pas pu être écrit dans le cache de téléchargement&#xa0;: %2. Libérez de l&apos;espace disque ou choisissez un autre dossier de cache avec --cache-dir.</translation>
    </message>
    <message>
        <source>%1 could not be read back from the download cache.</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>%1 n&apos;a pas pu être relu depuis le cache de téléchargement.</translation>
    </message>
    <message>
        <source>%1 was downloaded but is not the file the index lists: its SHA-256 is %2, the index says %3. It was deleted. The server or a proxy changed the file; try again, and report it to the index&apos;s owners if it repeats.</source>
        <extracomment>%1 is a file name, %2 and %3 SHA-256 checksums (64 hexadecimal digits)</extracomment>
        <translation>%1 a été téléchargé mais n&apos;est pas le fichier qu&apos;indique l&apos;index&#xa0;: son SHA-256 est %2, alors que l&apos;index indique %3. Il a été supprimé. Le serveur ou un proxy a modifié le fichier&#x202f;; réessayez, et signalez-le aux responsables de l&apos;index si le problème se reproduit.</translation>
    </message>
    <message>
        <source>%1 could not be moved into the download cache at %2.</source>
        <extracomment>%1 is a file name, %2 a file</extracomment>
        <translation>%1 n&apos;a pas pu être déplacé dans le cache de téléchargement situé à %2.</translation>
    </message>
    <message>
        <source>The download of %1 was cancelled.</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>Le téléchargement de %1 a été annulé.</translation>
    </message>
    <message>
        <source>No package index was given to install from.</source>
        <translation>Aucun index de paquets n&apos;a été indiqué pour l&apos;installation.</translation>
    </message>
    <message>
        <source>The local package mirror could not open a port on 127.0.0.1: %1.</source>
        <extracomment>%1 is an error message from the system</extracomment>
        <translation>Le miroir local de paquets n&apos;a pas pu ouvrir de port sur 127.0.0.1&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The index page %1 could not be read: %2.</source>
        <extracomment>%1 is a web address (credentials hidden), %2 what went wrong (a clause such as &quot;the server answered 404&quot;)</extracomment>
        <translation>La page d&apos;index %1 n&apos;a pas pu être lue&#xa0;: %2.</translation>
    </message>
    <message>
        <source>The metadata of %1 could not be read from %2: %3.</source>
        <extracomment>%1 is a file name, %2 a web address (credentials hidden), %3 what went wrong (a clause such as &quot;the server answered 404&quot;)</extracomment>
        <translation>Les métadonnées de %1 n&apos;ont pas pu être lues depuis %2&#xa0;: %3.</translation>
    </message>
    <message>
        <source>The metadata of %1 does not match the hash its index gives (%2, not %3); it was not used.</source>
        <extracomment>%1 is a file name, %2 and %3 SHA-256 checksums (64 hexadecimal digits)</extracomment>
        <translation>Les métadonnées de %1 ne correspondent pas à l&apos;empreinte que donne son index (%2 au lieu de %3)&#x202f;; elles n&apos;ont pas été utilisées.</translation>
    </message>
    <message>
        <source>the answer is larger than %1 MB</source>
        <extracomment>a reason, as in &quot;&lt;address&gt; could not be read: the answer is larger than 8 MB&quot;</extracomment>
        <translation>la réponse dépasse %1 Mo</translation>
    </message>
    <message>
        <source>more than 10 redirects</source>
        <translation>plus de 10 redirections</translation>
    </message>
    <message>
        <source>a redirect from https to plain http (%1) was refused</source>
        <extracomment>%1 is a web address (credentials hidden)</extracomment>
        <translation>une redirection de https vers du http simple (%1) a été refusée</translation>
    </message>
    <message>
        <source>the server&apos;s TLS certificate could not be verified (%1); if your network inspects TLS traffic, point SSL_CERT_FILE at its CA certificate</source>
        <extracomment>%1 is an error message from the network library</extracomment>
        <translation>le certificat TLS du serveur n&apos;a pas pu être vérifié (%1)&#x202f;; si votre réseau inspecte le trafic TLS, faites pointer SSL_CERT_FILE vers le certificat de son autorité de certification</translation>
    </message>
    <message>
        <source>the server answered %1</source>
        <extracomment>%1 is an HTTP status code such as 404</extracomment>
        <translation>le serveur a répondu %1</translation>
    </message>
    <message>
        <source>%1 could not be read: %2.</source>
        <extracomment>%1 is a web address (credentials hidden), %2 what went wrong (a clause such as &quot;the server answered 404&quot;)</extracomment>
        <translation>%1 n&apos;a pas pu être lu&#xa0;: %2.</translation>
    </message>
    <message>
        <source>The download was cancelled.</source>
        <translation>Le téléchargement a été annulé.</translation>
    </message>
    <message numerus="yes">
        <source>no data arrived for %n seconds</source>
        <extracomment>a reason, as in &quot;&lt;address&gt; could not be downloaded after 5 attempts: no data arrived for 30 seconds&quot;; %n is a number of seconds</extracomment>
        <translation>
            <numerusform>aucune donnée reçue pendant %n seconde</numerusform>
            <numerusform>aucune donnée reçue pendant %n secondes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the server did not answer within %n seconds</source>
        <extracomment>a reason, as in &quot;&lt;address&gt; could not be downloaded after 5 attempts: the server did not answer within 30 seconds&quot;; %n is a number of seconds</extracomment>
        <translation>
            <numerusform>le serveur n&apos;a pas répondu dans un délai de %n seconde</numerusform>
            <numerusform>le serveur n&apos;a pas répondu dans un délai de %n secondes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 could not be downloaded: the server redirected it more than %n times.</source>
        <extracomment>%1 is an address, %n a number of redirects</extracomment>
        <translation>
            <numerusform>%1 n&apos;a pas pu être téléchargé&#xa0;: le serveur l&apos;a redirigé plus de %n fois.</numerusform>
            <numerusform>%1 n&apos;a pas pu être téléchargé&#xa0;: le serveur l&apos;a redirigé plus de %n fois.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 could not be downloaded after one attempt: %2. What was received is kept; running the installation again continues from there.</source>
        <extracomment>%1 is an address, %2 the reason, such as &quot;no data arrived for 30 seconds&quot;</extracomment>
        <translation>%1 n&apos;a pas pu être téléchargé après une tentative&#xa0;: %2. Ce qui a été reçu est conservé&#x202f;; si vous relancez l&apos;installation, elle reprendra à partir de là.</translation>
    </message>
    <message numerus="yes">
        <source>%1 could not be downloaded after %n attempts: %2. What was received is kept; running the installation again continues from there.</source>
        <extracomment>%1 is an address, %2 the reason, such as &quot;no data arrived for 30 seconds&quot;; %n is the number of attempts, 2 or more (one attempt has its own sentence)</extracomment>
        <translation>
            <numerusform>%1 n&apos;a pas pu être téléchargé après %n tentative&#xa0;: %2. Ce qui a été reçu est conservé&#x202f;; si vous relancez l&apos;installation, elle reprendra à partir de là.</numerusform>
            <numerusform>%1 n&apos;a pas pu être téléchargé après %n tentatives&#xa0;: %2. Ce qui a été reçu est conservé&#x202f;; si vous relancez l&apos;installation, elle reprendra à partir de là.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 is being downloaded into the same cache by another program (process %2) that has not received a byte for %n seconds; end it, or choose another cache folder with --cache-dir.</source>
        <extracomment>%1 is a file, %2 a process number, %n a number of seconds</extracomment>
        <translation>
            <numerusform>%1 est en cours de téléchargement dans le même cache par un autre programme (processus %2) qui n&apos;a reçu aucun octet depuis %n seconde&#x202f;; arrêtez-le ou choisissez un autre dossier de cache avec --cache-dir.</numerusform>
            <numerusform>%1 est en cours de téléchargement dans le même cache par un autre programme (processus %2) qui n&apos;a reçu aucun octet depuis %n secondes&#x202f;; arrêtez-le ou choisissez un autre dossier de cache avec --cache-dir.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is larger than %2, the most this program downloads for one file whose size the index does not give; it was not kept.</source>
        <extracomment>%1 is an address, %2 a size such as &quot;16.0 GB&quot;</extracomment>
        <translation>%1 dépasse %2, le maximum que ce programme télécharge pour un fichier dont l&apos;index ne donne pas la taille&#x202f;; il n&apos;a pas été conservé.</translation>
    </message>
    <message numerus="yes">
        <source>%1 (%n attempts)</source>
        <extracomment>%1 is a reason such as &quot;the server answered 503&quot;, %n the number of attempts (2 or more)</extracomment>
        <translation>
            <numerusform>%1 (%n tentative)</numerusform>
            <numerusform>%1 (%n tentatives)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 could not be read: the server answered 304 (not modified) to a request that asked for the whole file.</source>
        <extracomment>%1 is a web address (credentials hidden)</extracomment>
        <translation>%1 n&apos;a pas pu être lu&#xa0;: le serveur a répondu 304 (non modifié) à une requête qui demandait le fichier entier.</translation>
    </message>
</context>
<context>
    <name>Policy</name>
    <message>
        <source>%1 of torch %2 ships no kernels for %3 (it has %4)</source>
        <extracomment>%1 is a build such as rocm6.4, %2 a torch version, %3 and %4 lists of gfx targets such as gfx1100</extracomment>
        <translation>%1 de torch %2 ne fournit aucun noyau pour %3 (noyaux fournis&#xa0;: %4)</translation>
    </message>
    <message>
        <source>%1 of torch %2 ships native kernels for %3</source>
        <extracomment>%1 is a build such as rocm6.4, %2 a torch version, %3 a list of gfx targets such as gfx1100</extracomment>
        <translation>%1 de torch %2 fournit des noyaux natifs pour %3</translation>
    </message>
    <message>
        <source>AMD&apos;s TheRock %1 wheels have no %2 build for %3</source>
        <extracomment>%1 is a channel, &quot;stable&quot; or &quot;nightly&quot;; %2 a gfx target such as gfx1100; %3 a platform such as linux-x86_64</extracomment>
        <translation>les paquets wheel TheRock %1 d&apos;AMD n&apos;ont pas de variante %2 pour %3</translation>
    </message>
    <message>
        <source>AMD&apos;s TheRock %1 wheels have no build for Python %2 (they have %3)</source>
        <extracomment>%1 is a channel, &quot;stable&quot; or &quot;nightly&quot;; %2 a Python version such as 3.12; %3 a list of Python versions</extracomment>
        <translation>les paquets wheel TheRock %1 d&apos;AMD n&apos;ont pas de variante pour Python %2 (ils en ont pour %3)</translation>
    </message>
    <message>
        <source>AMD&apos;s TheRock %1 wheels: %2</source>
        <extracomment>%1 is a channel, &quot;stable&quot; or &quot;nightly&quot;; %2 a reason (a clause)</extracomment>
        <translation>paquets wheel TheRock %1 d&apos;AMD&#xa0;: %2</translation>
    </message>
    <message>
        <source>AMD&apos;s TheRock %1 wheels (%2) have native kernels for %3 on %4, chosen with the extra %5; torch %6 is the newest they offer</source>
        <extracomment>%1 is a channel, &quot;stable&quot; or &quot;nightly&quot;; %2 a web address; %3 a list of gfx targets such as gfx1100; %4 a platform such as linux-x86_64; %5 a pip extra such as [device-gfx1100]; %6 a torch version such as 2.9</extracomment>
        <translation>les paquets wheel TheRock %1 d&apos;AMD (%2) ont des noyaux natifs pour %3 sur %4, choisis avec l&apos;extra %5&#x202f;; torch %6 est le plus récent qu&apos;ils proposent</translation>
    </message>
    <message>
        <source>AMD&apos;s TheRock %1 wheels offer no torch allowed by the pins</source>
        <extracomment>%1 is a channel, &quot;stable&quot; or &quot;nightly&quot;</extracomment>
        <translation>les paquets wheel TheRock %1 d&apos;AMD ne proposent aucun torch autorisé par les contraintes de version</translation>
    </message>
    <message>
        <source>torch %1 with %2 (Python %3, --index-url %4)</source>
        <extracomment>%1 is a torch version, %2 a build such as rocm6.4, %3 a Python version or range such as 3.10–3.14, %4 a web address</extracomment>
        <translation>torch %1 avec %2 (Python %3, --index-url %4)</translation>
    </message>
    <message>
        <source>AMD&apos;s TheRock %1 wheels (torch %2, Python %3, --index-url %4)</source>
        <extracomment>%1 is a channel, &quot;stable&quot; or &quot;nightly&quot;; %2 a torch version or range such as 2.9–2.10; %3 a Python version or range such as 3.10–3.14; %4 a web address</extracomment>
        <translation>paquets wheel TheRock %1 d&apos;AMD (torch %2, Python %3, --index-url %4)</translation>
    </message>
    <message>
        <source>%1; or %2</source>
        <comment>two ways to get a build</comment>
        <extracomment>%1 and %2 are ways to get a build, each a phrase such as &quot;torch 2.9.0 with rocm6.4 (…)&quot;</extracomment>
        <translation>%1&#x202f;; ou %2</translation>
    </message>
    <message>
        <source>%1 needs %2=%3 with every ROCm build</source>
        <extracomment>%1 is a gfx target such as gfx1100, %2 an environment variable&apos;s name, %3 its value</extracomment>
        <translation>%1 nécessite %2=%3 avec toute variante ROCm</translation>
    </message>
    <message>
        <source>The gfx target of %1 is unknown, so no ROCm build can be matched to it</source>
        <extracomment>%1 is a GPU with its number and facts, such as &quot;GPU 0 (AMD Radeon RX 7900 XTX)&quot;</extracomment>
        <translation>La cible gfx de %1 est inconnue&#xa0;: aucune variante ROCm ne peut donc lui être associée</translation>
    </message>
    <message>
        <source>Send dxdiag /t output with the report</source>
        <translation>Envoyez la sortie de dxdiag /t avec le rapport</translation>
    </message>
    <message>
        <source>Run rocminfo and send its output with the report</source>
        <translation>Exécutez rocminfo et envoyez sa sortie avec le rapport</translation>
    </message>
    <message>
        <source>%1; the nightly channel has it. Nightly builds change daily and are less tested</source>
        <extracomment>%1 is why the stable channel has no build (a clause)</extracomment>
        <translation>%1&#x202f;; le canal nightly en propose une. Les variantes nightly changent chaque jour et sont moins testées</translation>
    </message>
    <message>
        <source>%1; %2</source>
        <comment>two reasons in a row</comment>
        <extracomment>%1 and %2 are reasons, each a clause</extracomment>
        <translation>%1&#x202f;; %2</translation>
    </message>
    <message>
        <source>DirectML runs on any DirectX 12 GPU on Windows; torch-directml pins torch %1</source>
        <extracomment>%1 is a torch version such as 2.4.1</extracomment>
        <translation>DirectML fonctionne sur tout GPU DirectX 12 sous Windows&#x202f;; torch-directml impose la version %1 de torch</translation>
    </message>
    <message>
        <source>DirectML is slower than native ROCm kernels and stays on torch %1</source>
        <extracomment>%1 is a torch version such as 2.4.1</extracomment>
        <translation>DirectML est plus lent que les noyaux ROCm natifs et reste bloqué sur torch %1</translation>
    </message>
    <message>
        <source>upstream PyTorch&apos;s ROCm build already has native kernels; TheRock is AMD&apos;s own build of the same</source>
        <translation>la variante ROCm officielle de PyTorch a déjà des noyaux natifs&#x202f;; TheRock est la même chose, compilée par AMD elle-même</translation>
    </message>
    <message>
        <source>no upstream ROCm build has native kernels for %1</source>
        <extracomment>%1 is a list of gfx targets such as gfx1100</extracomment>
        <translation>aucune variante ROCm officielle n&apos;a de noyaux natifs pour %1</translation>
    </message>
    <message>
        <source>HSA_OVERRIDE_GFX_VERSION=%1 (running the %2 kernels on %3)</source>
        <extracomment>%1 is a version such as 10.3.0, %2 and %3 gfx targets such as gfx1030</extracomment>
        <translation>HSA_OVERRIDE_GFX_VERSION=%1 (exécute les noyaux %2 sur %3)</translation>
    </message>
    <message>
        <source>%1 is never offered: %2</source>
        <extracomment>%1 is a phrase such as &quot;HSA_OVERRIDE_GFX_VERSION=10.3.0 (running the gfx1030 kernels on gfx1031)&quot;, %2 what reports say about it (a sentence)</extracomment>
        <translation>%1 n&apos;est jamais proposé&#xa0;: %2</translation>
    </message>
    <message>
        <source>Python %1</source>
        <extracomment>%1 is a Python version such as 3.12</extracomment>
        <translation>Python %1</translation>
    </message>
    <message>
        <source>No PyTorch build allowed here (%1) runs %2 natively, and the stand-in HSA_OVERRIDE_GFX_VERSION=%3 is not offered: %4. The CPU build is used instead</source>
        <extracomment>%1 is a list of limits (a Python version and package pins), %2 one or more GPUs with their numbers and facts, %3 a version such as 10.3.0, %4 what reports say about it (a sentence)</extracomment>
        <translation>Aucune variante de PyTorch autorisée ici (%1) n&apos;exécute %2 de façon native, et le forçage HSA_OVERRIDE_GFX_VERSION=%3 n&apos;est pas proposé&#xa0;: %4. La variante CPU est utilisée à la place</translation>
    </message>
    <message>
        <source>Keep the CPU build until a PyTorch release ships native %1 kernels</source>
        <extracomment>%1 is a gfx target such as gfx1100</extracomment>
        <translation>Gardez la variante CPU jusqu&apos;à ce qu&apos;une version de PyTorch fournisse des noyaux natifs %1</translation>
    </message>
    <message>
        <source>These run %1 natively: %2</source>
        <extracomment>%1 is a gfx target such as gfx1100, %2 one or more ways to get a build, such as &quot;torch 2.9.0 with rocm6.4 (…)&quot;</extracomment>
        <translation>Ces options exécutent %1 de façon native&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 of torch %2 has no kernels for %3; it runs the %4 kernels when HSA_OVERRIDE_GFX_VERSION=%5 (an override: the GPU is treated as %4)</source>
        <extracomment>%1 is a build such as rocm6.4, %2 a torch version, %3 a list of gfx targets, %4 a gfx target such as gfx1030, %5 a version such as 10.3.0</extracomment>
        <translation>%1 de torch %2 n&apos;a pas de noyaux pour %3&#x202f;; cette variante exécute les noyaux %4 lorsque HSA_OVERRIDE_GFX_VERSION=%5 (un forçage&#xa0;: le GPU est traité comme un %4)</translation>
    </message>
    <message>
        <source>an override (HSA_OVERRIDE_GFX_VERSION=%1) runs kernels built for %2, not for this GPU</source>
        <extracomment>%1 is a version such as 10.3.0, %2 a gfx target such as gfx1030</extracomment>
        <translation>un forçage (HSA_OVERRIDE_GFX_VERSION=%1) exécute des noyaux compilés pour %2, et non pour ce GPU</translation>
    </message>
    <message>
        <source>This machine has other AMD GPUs besides %1, and HIP&apos;s order of them is unknown here, so HIP_VISIBLE_DEVICES cannot be set; HIP may pick a GPU this build has no kernels for</source>
        <extracomment>%1 is a GPU with its number and facts, such as &quot;GPU 0 (AMD Radeon RX 7900 XTX)&quot;</extracomment>
        <translation>Cette machine a d&apos;autres GPU AMD en plus de %1, et l&apos;ordre que HIP leur donne est inconnu ici&#xa0;: HIP_VISIBLE_DEVICES ne peut donc pas être défini, et HIP risque de choisir un GPU pour lequel cette variante n&apos;a pas de noyaux</translation>
    </message>
    <message>
        <source>Run detect on the machine itself (it reads the KFD topology), or set HIP_VISIBLE_DEVICES to the GPU&apos;s index in rocminfo&apos;s list of GPU agents</source>
        <translation>Exécutez detect sur la machine elle-même (il lit la topologie KFD), ou définissez HIP_VISIBLE_DEVICES sur l&apos;indice du GPU dans la liste des agents GPU de rocminfo</translation>
    </message>
    <message>
        <source>/dev/kfd does not exist, so ROCm cannot reach the GPU (the amdgpu driver&apos;s compute interface is missing, or a container was started without it)</source>
        <translation>/dev/kfd n&apos;existe pas&#xa0;: ROCm ne peut donc pas atteindre le GPU (l&apos;interface de calcul du pilote amdgpu est absente, ou un conteneur a été démarré sans elle)</translation>
    </message>
    <message>
        <source>Load the amdgpu driver; in a container, pass --device=/dev/kfd --device=/dev/dri</source>
        <translation>Chargez le pilote amdgpu&#x202f;; dans un conteneur, passez --device=/dev/kfd --device=/dev/dri</translation>
    </message>
    <message>
        <source>This user may not open /dev/kfd, so ROCm will not see the GPU</source>
        <translation>Cet utilisateur n&apos;a pas le droit d&apos;ouvrir /dev/kfd&#xa0;: ROCm ne verra donc pas le GPU</translation>
    </message>
    <message>
        <source>sudo usermod -aG render,video $USER, then log out and back in</source>
        <translation>sudo usermod -aG render,video $USER, puis fermez la session et rouvrez-la</translation>
    </message>
    <message>
        <source>HSA_OVERRIDE_GFX_VERSION=%1 is already set in the environment; it changes the gfx target ROCm reports, so tools (rocminfo) may show the override, not the GPU</source>
        <extracomment>%1 is the value found in the environment, such as 10.3.0</extracomment>
        <translation>HSA_OVERRIDE_GFX_VERSION=%1 est déjà défini dans l&apos;environnement&#x202f;; il modifie la cible gfx que signale ROCm, si bien que les outils (rocminfo) peuvent afficher le forçage plutôt que le GPU</translation>
    </message>
    <message>
        <source>Unset it unless you set it on purpose; the installed environment sets what it needs</source>
        <translation>Supprimez cette variable, sauf si vous l&apos;avez définie volontairement&#x202f;; l&apos;environnement installé définit ce dont il a besoin</translation>
    </message>
    <message>
        <source>No ROCm build runs %1 natively or through an override, so PyTorch cannot use it</source>
        <extracomment>%1 is a list of gfx targets such as gfx1100</extracomment>
        <translation>Aucune variante ROCm n&apos;exécute %1, ni de façon native ni par un forçage&#xa0;: PyTorch ne peut donc pas l&apos;utiliser</translation>
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
        <translation>ROCm d&apos;AMD (TheRock)</translation>
    </message>
    <message>
        <source>AMD&apos;s ROCm (TheRock) for %1</source>
        <translation>ROCm d&apos;AMD (TheRock) pour %1</translation>
    </message>
    <message>
        <source>the processor only</source>
        <translation>le processeur uniquement</translation>
    </message>
    <message>
        <source>Apple&apos;s Metal</source>
        <translation>Metal d&apos;Apple</translation>
    </message>
    <message>
        <source>Intel&apos;s XPU</source>
        <translation>XPU d&apos;Intel</translation>
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
        <translation>PyTorch %1 pour le processeur (cet ordinateur n&apos;a aucun GPU que PyTorch puisse utiliser)</translation>
    </message>
    <message>
        <source>PyTorch %1 for the processor</source>
        <extracomment>%1 is a torch version such as 2.9.0</extracomment>
        <translation>PyTorch %1 pour le processeur</translation>
    </message>
    <message>
        <source>PyTorch %1 with %2</source>
        <extracomment>%1 is a torch version such as 2.9.0, %2 a build&apos;s name such as &quot;CUDA 12.8&quot; or &quot;Apple&apos;s Metal&quot;</extracomment>
        <translation>PyTorch %1 avec %2</translation>
    </message>
    <message>
        <source>PyTorch %1 with %2 for your %3</source>
        <extracomment>%1 is a torch version such as 2.9.0, %2 a build&apos;s name such as &quot;CUDA 12.8&quot;, %3 one or more GPU names</extracomment>
        <translation>PyTorch %1 avec %2 pour votre %3</translation>
    </message>
    <message>
        <source>integrated</source>
        <translation>intégré</translation>
    </message>
    <message>
        <source>compute capability %1</source>
        <extracomment>%1 is a number such as 8.9</extracomment>
        <translation>capacité de calcul %1</translation>
    </message>
    <message>
        <source>GPU %1 (%2)</source>
        <extracomment>%1 is the GPU&apos;s number, %2 a list of facts such as its name, architecture and compute capability</extracomment>
        <translation>GPU %1 (%2)</translation>
    </message>
    <message>
        <source>the GPU database (%1:%2)</source>
        <extracomment>%1 and %2 are PCI vendor and device ids, such as 10de and 2684</extracomment>
        <translation>la base de données des GPU (%1:%2)</translation>
    </message>
    <message>
        <source>the GPU database (by name)</source>
        <translation>la base de données des GPU (par nom)</translation>
    </message>
    <message>
        <source>%1 GPU</source>
        <comment>a GPU known only by its vendor</comment>
        <extracomment>%1 is a vendor&apos;s name such as NVIDIA, AMD, Intel or Apple</extracomment>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>Apple Silicon GPUs are part of the chip</source>
        <translation>Les GPU Apple Silicon font partie de la puce</translation>
    </message>
    <message>
        <source>whether %1 runs PyTorch&apos;s XPU build is unknown</source>
        <extracomment>%1 is a GPU with its number and facts, such as &quot;GPU 0 (Intel Arc A770)&quot;</extracomment>
        <translation>on ne sait pas si %1 peut exécuter la variante XPU de PyTorch</translation>
    </message>
    <message>
        <source>%1 is older graphics, which PyTorch&apos;s XPU build does not support (it needs Arc or Core Ultra graphics)</source>
        <extracomment>%1 is a GPU with its number and facts, such as &quot;GPU 0 (Intel UHD Graphics 630, integrated)&quot;</extracomment>
        <translation>%1 est une puce graphique ancienne, que la variante XPU de PyTorch ne prend pas en charge (il lui faut une puce graphique Arc ou Core Ultra)</translation>
    </message>
    <message>
        <source>%1 is %2 graphics, which PyTorch&apos;s XPU build does not support (it needs Arc or Core Ultra graphics)</source>
        <extracomment>%2 is an Intel graphics generation such as &quot;Gen9&quot;</extracomment>
        <translation>%1 est une puce graphique %2, que la variante XPU de PyTorch ne prend pas en charge (il lui faut une puce graphique Arc ou Core Ultra)</translation>
    </message>
    <message>
        <source>PyTorch&apos;s XPU build runs on %1</source>
        <extracomment>%1 is a GPU with its number and facts, such as &quot;GPU 0 (Intel Arc A770)&quot;</extracomment>
        <translation>la variante XPU de PyTorch fonctionne sur %1</translation>
    </message>
    <message>
        <source>no XPU build exists for Python %1, so %2 is used</source>
        <extracomment>%1 is a Python version such as 3.12, %2 a build such as directml or ipex</extracomment>
        <translation>aucune variante XPU n&apos;existe pour Python %1&#xa0;: %2 est donc utilisé</translation>
    </message>
    <message>
        <source>DirectML runs on any DirectX 12 GPU on Windows</source>
        <translation>DirectML fonctionne sur tout GPU DirectX 12 sous Windows</translation>
    </message>
    <message>
        <source>%1; on Linux PyTorch will use the CPU</source>
        <extracomment>%1 is why the GPU cannot use the XPU build (a clause)</extracomment>
        <translation>%1&#x202f;; sous Linux, PyTorch utilisera le CPU</translation>
    </message>
    <message>
        <source>Apple Silicon: PyTorch&apos;s macOS arm64 wheel uses the GPU through Metal (MPS)</source>
        <translation>Apple Silicon&#xa0;: le paquet wheel macOS arm64 de PyTorch utilise le GPU via Metal (MPS)</translation>
    </message>
    <message>
        <source>an Intel Mac with an AMD GPU: torch %1, the last release for Intel Macs, uses the GPU through Metal (MPS); PYTORCH_ENABLE_MPS_FALLBACK=1 runs operators Metal lacks on the CPU</source>
        <extracomment>%1 is a torch version such as 2.2.2</extracomment>
        <translation>un Mac Intel avec un GPU AMD&#xa0;: torch %1, la dernière version pour les Mac Intel, utilise le GPU via Metal (MPS)&#x202f;; PYTORCH_ENABLE_MPS_FALLBACK=1 exécute sur le CPU les opérateurs qui manquent à Metal</translation>
    </message>
    <message>
        <source>the CPU index (%1) is named explicitly: the plain PyPI torch for Linux is a CUDA build since torch 2.11</source>
        <extracomment>%1 is a web address</extracomment>
        <translation>l&apos;index CPU (%1) est indiqué explicitement&#xa0;: depuis torch 2.11, le torch ordinaire de PyPI pour Linux est une variante CUDA</translation>
    </message>
    <message>
        <source>%1 is not Torch Setup&apos;s network module</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1 n&apos;est pas le module réseau de Torch Setup</translation>
    </message>
    <message>
        <source>the network module could not be loaded (%1); reinstall Torch Setup</source>
        <extracomment>%1 is a list of problems, each an error message, separated by semicolons</extracomment>
        <translation>le module réseau n&apos;a pas pu être chargé (%1)&#x202f;; réinstallez Torch Setup</translation>
    </message>
    <message>
        <source>The compute capability of %1 is unknown, so the CUDA build&apos;s kernels could not be checked for it</source>
        <extracomment>%1 is a GPU with its number and facts, such as &quot;GPU 0 (NVIDIA GeForce RTX 4090, Ada)&quot;</extracomment>
        <translation>La capacité de calcul de %1 est inconnue&#xa0;: les noyaux de la variante CUDA n&apos;ont donc pas pu être vérifiés pour ce GPU</translation>
    </message>
    <message>
        <source>Run nvidia-smi --query-gpu=name,compute_cap --format=csv and send its output with the report</source>
        <translation>Exécutez nvidia-smi --query-gpu=name,compute_cap --format=csv et envoyez sa sortie avec le rapport</translation>
    </message>
    <message>
        <source>%1 (CUDA %2) of torch %3</source>
        <extracomment>%1 is a build such as cu128, %2 a CUDA version such as 12.8, %3 a torch version</extracomment>
        <translation>%1 (CUDA %2) de torch %3</translation>
    </message>
    <message>
        <source>%1 has no kernels for compute capability %2 of GPU %3 (it ships %4)</source>
        <extracomment>%1 is a build such as &quot;cu128 (CUDA 12.8) of torch 2.9.0&quot;, %2 a number such as 8.9, %3 a GPU&apos;s number, %4 a list of kernels such as &quot;sm_80, sm_90 + PTX 9.0&quot;</extracomment>
        <translation>%1 n&apos;a pas de noyaux pour la capacité de calcul %2 du GPU %3 (noyaux fournis&#xa0;: %4)</translation>
    </message>
    <message>
        <source>%1: the matrix has no kernel list for it on %2</source>
        <extracomment>%1 is a build such as &quot;cu128 (CUDA 12.8) of torch 2.9.0&quot;, %2 a platform such as linux-x86_64</extracomment>
        <translation>%1&#xa0;: la matrice n&apos;a pas de liste de noyaux pour cette variante sur %2</translation>
    </message>
    <message>
        <source>GPU %1 (compute capability %2)</source>
        <extracomment>%1 is a GPU&apos;s number, %2 a number such as 8.9</extracomment>
        <translation>GPU %1 (capacité de calcul %2)</translation>
    </message>
    <message>
        <source>%1 ships kernels for compute capability %2 of GPU %3 (%4)</source>
        <extracomment>%1 is a build such as &quot;cu128 (CUDA 12.8) of torch 2.9.0&quot;, %2 a number such as 8.9, %3 a GPU&apos;s number, %4 a list of kernels such as &quot;sm_80, sm_90 + PTX 9.0&quot;</extracomment>
        <translation>%1 fournit des noyaux pour la capacité de calcul %2 du GPU %3 (%4)</translation>
    </message>
    <message>
        <source>%1 runs on compute capability %2 of GPU %3 only through its PTX, which the driver compiles on first use: the first start is slow (%4)</source>
        <translation>%1 ne fonctionne sur la capacité de calcul %2 du GPU %3 que grâce à son code PTX, que le pilote compile à la première utilisation&#xa0;: le premier démarrage est lent (%4)</translation>
    </message>
    <message>
        <source>torch %1 has no wheels for Python %2 on %3 (it has %4)</source>
        <extracomment>%1 is a torch version, %2 a Python version such as 3.12, %3 a platform such as linux-x86_64, %4 a list of Python versions</extracomment>
        <translation>torch %1 n&apos;a pas de paquets wheel pour Python %2 sur %3 (il en a pour %4)</translation>
    </message>
    <message>
        <source>%1 has no kernels built for %2, only PTX that the driver compiles on first use: the first start takes long, and the verification shows whether every operation works</source>
        <extracomment>%1 is a build such as &quot;cu128 (CUDA 12.8) of torch 2.9.0&quot;, %2 a list of GPUs such as &quot;GPU 0 (compute capability 12.0)&quot;</extracomment>
        <translation>%1 n&apos;a pas de noyaux compilés pour %2, seulement du code PTX que le pilote compile à la première utilisation&#xa0;: le premier démarrage est long, et la vérification montre si chaque opération fonctionne</translation>
    </message>
    <message>
        <source>A newer Python or looser package pins allow a torch with native kernels for this GPU</source>
        <translation>Un Python plus récent ou des contraintes de version moins strictes permettraient d&apos;avoir un torch doté de noyaux natifs pour ce GPU</translation>
    </message>
    <message>
        <source>%1 needs NVIDIA driver %2 or newer on %3; this machine has %4</source>
        <extracomment>%1 is a build such as &quot;cu128 (CUDA 12.8) of torch 2.9.0&quot;, %2 and %4 driver versions such as 570.86, %3 an OS such as linux or windows</extracomment>
        <translation>%1 nécessite le pilote NVIDIA %2 ou plus récent sur %3&#x202f;; cette machine a la version %4</translation>
    </message>
    <message>
        <source>NVIDIA driver %1 meets the minimum of %2 that CUDA %3 needs on %4</source>
        <extracomment>%1 and %2 are driver versions such as 570.86, %3 a CUDA version such as 12.8, %4 an OS such as linux or windows</extracomment>
        <translation>le pilote NVIDIA %1 atteint le minimum de %2 qu&apos;exige CUDA %3 sur %4</translation>
    </message>
    <message>
        <source>no NVIDIA driver was found, so %1 is chosen: of torch %2&apos;s CUDA builds it runs with the oldest drivers</source>
        <extracomment>%1 is a build such as cu126, %2 a torch version</extracomment>
        <translation>aucun pilote NVIDIA n&apos;a été trouvé, %1 est donc choisi&#xa0;: parmi les variantes CUDA de torch %2, c&apos;est celle qui fonctionne avec les pilotes les plus anciens</translation>
    </message>
    <message>
        <source>No NVIDIA driver was found; PyTorch cannot use the GPU without it</source>
        <translation>Aucun pilote NVIDIA n&apos;a été trouvé&#x202f;; PyTorch ne peut pas utiliser le GPU sans lui</translation>
    </message>
    <message>
        <source>Install the NVIDIA driver (%1 or newer), then run the setup again</source>
        <extracomment>%1 is a driver version such as 570.86</extracomment>
        <translation>Installez le pilote NVIDIA (%1 ou plus récent), puis relancez l&apos;installation</translation>
    </message>
    <message>
        <source>Install the NVIDIA driver, then run the setup again</source>
        <translation>Installez le pilote NVIDIA, puis relancez l&apos;installation</translation>
    </message>
    <message>
        <source>NVIDIA driver %1 is too old for every PyTorch build that has kernels for these GPUs; %2 will not start on the GPU until the driver is updated</source>
        <extracomment>%1 is a driver version such as 535.54, %2 a build such as cu128</extracomment>
        <translation>Le pilote NVIDIA %1 est trop ancien pour toutes les variantes de PyTorch qui ont des noyaux pour ces GPU&#x202f;; %2 ne démarrera pas sur le GPU tant que le pilote n&apos;aura pas été mis à jour</translation>
    </message>
    <message>
        <source>Update the NVIDIA driver to %1 or newer</source>
        <extracomment>%1 is a driver version such as 570.86</extracomment>
        <translation>Mettez à jour le pilote NVIDIA vers la version %1 ou plus récente</translation>
    </message>
    <message>
        <source>Update the NVIDIA driver to the current release</source>
        <translation>Mettez à jour le pilote NVIDIA vers la version actuelle</translation>
    </message>
    <message>
        <source>A newer driver would allow torch %1 with %2</source>
        <extracomment>%1 is a torch version, %2 a build such as cu128</extracomment>
        <translation>Un pilote plus récent permettrait d&apos;avoir torch %1 avec %2</translation>
    </message>
    <message>
        <source>%1 needs a build with its kernels, such as %2, but %3</source>
        <extracomment>%1 is one or more GPUs with their numbers and facts, %2 a build such as &quot;cu128 (CUDA 12.8) of torch 2.9.0&quot;, %3 why it cannot be used (a clause)</extracomment>
        <translation>%1 a besoin d&apos;une variante dotée de ses noyaux, comme %2, mais %3</translation>
    </message>
    <message>
        <source>No PyTorch CUDA build has kernels for %1 together, so PyTorch will not use these GPUs</source>
        <extracomment>%1 is one or more GPUs with their numbers and facts, such as &quot;GPU 0 (…) and GPU 1 (…)&quot;</extracomment>
        <translation>Aucune variante CUDA de PyTorch n&apos;a de noyaux pour %1 à la fois&#xa0;: PyTorch n&apos;utilisera donc pas ces GPU</translation>
    </message>
    <message>
        <source>Use the newer GPU alone (CUDA_VISIBLE_DEVICES) and run the setup again</source>
        <translation>Utilisez seulement le GPU le plus récent (CUDA_VISIBLE_DEVICES) et relancez l&apos;installation</translation>
    </message>
    <message>
        <source>it is empty</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: it is empty&quot;</extracomment>
        <translation>elle est vide</translation>
    </message>
    <message>
        <source>it does not start with a package name</source>
        <translation>elle ne commence pas par un nom de paquet</translation>
    </message>
    <message>
        <source>a &quot;.*&quot; version only goes with == or !=</source>
        <translation>une version en &quot;.*&quot; ne s&apos;emploie qu&apos;avec == ou !=</translation>
    </message>
    <message>
        <source>~= needs at least two version parts</source>
        <translation>~= nécessite au moins deux composants de version</translation>
    </message>
    <message>
        <source>torch %1 (with %2 %3) is excluded by %4</source>
        <extracomment>%1 is a torch series such as 2.9.*, %2 a package name such as torchvision, %3 its series such as 0.24.* or &quot;none&quot;, %4 a pin such as torchvision&lt;0.20</extracomment>
        <translation>torch %1 (avec %2 %3) est exclu par %4</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>torch %1.* is not in the compatibility matrix, so %2 cannot be checked against it</source>
        <extracomment>%1 is a torch version such as 2.11, %2 a pin such as torchvision&lt;0.20</extracomment>
        <translation>torch %1.* n&apos;est pas dans la matrice de compatibilité&#xa0;: %2 ne peut donc pas être vérifié par rapport à elle</translation>
    </message>
    <message>
        <source>torch %1.* is excluded by %2</source>
        <extracomment>%1 is a torch version such as 2.11, %2 a pin such as torch&lt;2.10</extracomment>
        <translation>torch %1.* est exclu par %2</translation>
    </message>
    <message>
        <source>no torch release has a %1 build for %2</source>
        <extracomment>%1 is a build such as mps, %2 a platform such as macos-x86_64
----------
%1 is a build such as cu128, %2 a platform such as linux-x86_64</extracomment>
        <translation>aucune version de torch n&apos;a de variante %1 pour %2</translation>
    </message>
    <message>
        <source>no torch release has a %1 build for Python %2 on %3</source>
        <extracomment>%1 is a build such as cu128, %2 a Python version such as 3.12, %3 a platform such as linux-x86_64</extracomment>
        <translation>aucune version de torch n&apos;a de variante %1 pour Python %2 sur %3</translation>
    </message>
    <message>
        <source>torch %1 is a patch release newer than the compatibility matrix knows; it is taken with the builds and companions of torch %2 (the matrix lists %3)</source>
        <extracomment>%1 is a torch version such as 2.9.2, %2 a torch series such as 2.9, %3 a torch version such as 2.9.1</extracomment>
        <translation>torch %1 est une version corrective plus récente que celles que connaît la matrice de compatibilité&#x202f;; elle est prise avec les variantes et les paquets associés de torch %2 (la matrice indique %3)</translation>
    </message>
    <message>
        <source>torch %1 is the newest release with wheels for Python %2 on %3</source>
        <extracomment>%1 is a torch version, %2 a Python version such as 3.12, %3 a platform such as linux-x86_64</extracomment>
        <translation>torch %1 est la version la plus récente qui a des paquets wheel pour Python %2 sur %3</translation>
    </message>
    <message>
        <source>torch %1 is the newest release with a %4 build with wheels for Python %2 on %3</source>
        <extracomment>%4 is a build&apos;s name such as xpu or mps</extracomment>
        <translation>torch %1 est la version la plus récente qui a une variante %4 avec des paquets wheel pour Python %2 sur %3</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no release</comment>
        <translation>aucune</translation>
    </message>
    <message>
        <source>torch %1 is the newest release that passes every check below (the newest for Python %2 on %3 is %4)</source>
        <extracomment>%1 is a torch version, %2 a Python version such as 3.12, %3 a platform such as linux-x86_64, %4 a torch version or &quot;none&quot;</extracomment>
        <translation>torch %1 est la version la plus récente qui passe toutes les vérifications ci-dessous (la plus récente pour Python %2 sur %3 est %4)</translation>
    </message>
    <message>
        <source>torch %1 is the newest release with a %5 build that passes every check below (the newest for Python %2 on %3 is %4)</source>
        <extracomment>%5 is a build&apos;s name such as xpu or mps</extracomment>
        <translation>torch %1 est la version la plus récente qui a une variante %5 passant toutes les vérifications ci-dessous (la plus récente pour Python %2 sur %3 est %4)</translation>
    </message>
    <message>
        <source>the OS (--os linux|windows|macos)</source>
        <translation>le système d&apos;exploitation (--os linux|windows|macos)</translation>
    </message>
    <message>
        <source>the CPU architecture (--arch x86_64|aarch64)</source>
        <translation>l&apos;architecture du processeur (--arch x86_64|aarch64)</translation>
    </message>
    <message>
        <source>the Python version (--python 3.12)</source>
        <translation>la version de Python (--python 3.12)</translation>
    </message>
    <message>
        <source>the hardware description does not say %1; give it</source>
        <extracomment>%1 is a list of what is missing, such as &quot;the OS (--os linux|windows|macos)&quot;</extracomment>
        <translation>la description du matériel n&apos;indique pas %1&#x202f;; précisez cette information</translation>
    </message>
    <message>
        <source>PyTorch publishes no builds for %1 on %2; supported are %3</source>
        <extracomment>%1 is an OS such as linux, %2 a CPU architecture such as x86_64, %3 a list of platforms such as linux-x86_64</extracomment>
        <translation>PyTorch ne publie aucune variante pour %1 sur %2&#x202f;; sont prises en charge&#xa0;: %3</translation>
    </message>
    <message>
        <source>no PyTorch release has wheels for Python %1 on %2; use one of %3</source>
        <extracomment>%1 is a Python version such as 3.12, %2 a platform such as linux-x86_64, %3 a list of Python versions</extracomment>
        <translation>aucune version de PyTorch n&apos;a de paquets wheel pour Python %1 sur %2&#x202f;; utilisez l&apos;une de ces versions&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1 is skipped: %2</source>
        <extracomment>%1 is a GPU with its number and facts, such as &quot;GPU 0 (NVIDIA GeForce RTX 4090, Ada)&quot;; %2 why it cannot be used (a clause)</extracomment>
        <translation>%1 est ignoré&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is skipped: PyTorch has no build for its vendor</source>
        <extracomment>%1 is a GPU with its number and facts, such as &quot;GPU 0 (NVIDIA GeForce RTX 4090, Ada)&quot;</extracomment>
        <translation>%1 est ignoré&#xa0;: PyTorch n&apos;a aucune variante pour son fabricant</translation>
    </message>
    <message>
        <source>%1: PyTorch has no CUDA build for macOS</source>
        <extracomment>%1 is one or more GPUs with their numbers and facts, such as &quot;GPU 0 (…) and GPU 1 (…)&quot;</extracomment>
        <translation>%1&#xa0;: PyTorch n&apos;a pas de variante CUDA pour macOS</translation>
    </message>
    <message>
        <source>no CUDA build exists for macOS</source>
        <translation>aucune variante CUDA n&apos;existe pour macOS</translation>
    </message>
    <message>
        <source>Change the Python version or the pins to use these GPUs as well</source>
        <translation>Changez la version de Python ou les contraintes de version pour utiliser aussi ces GPU</translation>
    </message>
    <message>
        <source>the only usable GPUs&apos; vendor</source>
        <translation>le seul fabricant dont les GPU sont utilisables</translation>
    </message>
    <message>
        <source>the only usable GPU</source>
        <translation>le seul GPU utilisable</translation>
    </message>
    <message>
        <source>a discrete %1 GPU: discrete GPUs come before integrated ones, NVIDIA before AMD before Intel</source>
        <extracomment>%1 is a vendor&apos;s name such as NVIDIA, AMD or Intel</extracomment>
        <translation>un GPU %1 dédié&#xa0;: les GPU dédiés passent avant les GPU intégrés, NVIDIA avant AMD, et AMD avant Intel</translation>
    </message>
    <message>
        <source>the first integrated GPU with a build (no discrete GPU has one)</source>
        <translation>le premier GPU intégré pour lequel une variante existe (aucun GPU dédié n&apos;en a)</translation>
    </message>
    <message>
        <source>%1 are chosen: %2</source>
        <extracomment>%1 is two or more GPUs with their numbers and facts, %2 why (a clause)</extracomment>
        <translation>%1 sont choisis&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is chosen: %2</source>
        <translation>%1 est choisi&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 are not chosen: no build here runs them</source>
        <extracomment>%1 is two or more GPUs with their numbers and facts</extracomment>
        <translation>%1 ne sont pas choisis&#xa0;: aucune variante disponible ici ne les prend en charge</translation>
    </message>
    <message>
        <source>%1 is not chosen: no build here runs it</source>
        <translation>%1 n&apos;est pas choisi&#xa0;: aucune variante disponible ici ne le prend en charge</translation>
    </message>
    <message>
        <source>%1 are not chosen: no build here runs them (%2)</source>
        <extracomment>%1 is two or more GPUs with their numbers and facts, %2 why (a sentence)</extracomment>
        <translation>%1 ne sont pas choisis&#xa0;: aucune variante disponible ici ne les prend en charge (%2)</translation>
    </message>
    <message>
        <source>%1 is not chosen: no build here runs it (%2)</source>
        <translation>%1 n&apos;est pas choisi&#xa0;: aucune variante disponible ici ne le prend en charge (%2)</translation>
    </message>
    <message>
        <source>%1 are not chosen: %2 ranks first</source>
        <extracomment>%1 is two or more GPUs with their numbers and facts, %2 one or more GPUs</extracomment>
        <translation>%1 ne sont pas choisis&#xa0;: la priorité va à %2</translation>
    </message>
    <message>
        <source>%1 is not chosen: %2 ranks first</source>
        <translation>%1 n&apos;est pas choisi&#xa0;: la priorité va à %2</translation>
    </message>
    <message>
        <source>not taken: %1</source>
        <extracomment>%1 is why a build was not taken (a clause)</extracomment>
        <translation>non retenu&#xa0;: %1</translation>
    </message>
    <message>
        <source>it uses %1, which ranks below %2</source>
        <extracomment>%1 is one or more GPUs with their numbers and facts, %2 one or more other GPUs</extracomment>
        <translation>elle utilise %1, qui passe après %2</translation>
    </message>
    <message>
        <source>no GPU was found, so the CPU build is the one to install</source>
        <translation>aucun GPU n&apos;a été trouvé&#xa0;: c&apos;est donc la variante CPU qu&apos;il faut installer</translation>
    </message>
    <message>
        <source>no usable GPU has a PyTorch build here, so the CPU build is the one to install</source>
        <translation>aucun GPU utilisable n&apos;a de variante de PyTorch ici&#xa0;: c&apos;est donc la variante CPU qu&apos;il faut installer</translation>
    </message>
    <message>
        <source>the CPU build works everywhere but uses no GPU</source>
        <translation>la variante CPU fonctionne partout mais n&apos;utilise aucun GPU</translation>
    </message>
    <message>
        <source>%1 does not exist; write it with detect --json</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1 n&apos;existe pas&#x202f;; créez-le avec detect --json</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>%1 ne peut pas être lu&#xa0;: %2</translation>
    </message>
    <message>
        <source>--os &quot;%1&quot; is not one of linux, windows, macos</source>
        <extracomment>%1 is what was typed after --os</extracomment>
        <translation>--os &quot;%1&quot; n&apos;est pas l&apos;une des valeurs linux, windows, macos</translation>
    </message>
    <message>
        <source>--arch &quot;%1&quot; is not a CPU architecture such as x86_64 or aarch64</source>
        <extracomment>%1 is what was typed after --arch</extracomment>
        <translation>--arch &quot;%1&quot; n&apos;est pas une architecture de processeur telle que x86_64 ou aarch64</translation>
    </message>
    <message>
        <source>--python &quot;%1&quot; is not a Python 3 version such as 3.12</source>
        <extracomment>%1 is what was typed after --python</extracomment>
        <translation>--python &quot;%1&quot; n&apos;est pas une version de Python 3 telle que 3.12</translation>
    </message>
    <message>
        <source>%1; the recommendation rests on the built-in matrix (updated %2)</source>
        <extracomment>%1 is what the index said or why it could not be asked (a sentence without a full stop), %2 a date such as 2026-11-24</extracomment>
        <translation>%1&#x202f;; la recommandation repose sur la matrice intégrée (mise à jour&#xa0;: %2)</translation>
    </message>
    <message>
        <source>Pick an alternative, or check the index in a browser</source>
        <translation>Choisissez une autre option, ou vérifiez l&apos;index dans un navigateur</translation>
    </message>
    <message>
        <source>The index %1 was not asked: remote indexes must use https</source>
        <extracomment>%1 is an address (credentials hidden)</extracomment>
        <translation>L&apos;index %1 n&apos;a pas été interrogé&#xa0;: les index distants doivent utiliser https</translation>
    </message>
    <message>
        <source>%1 for Python %2 on %3 %4</source>
        <extracomment>%1 is a package, %2 a Python version, %3 an OS and %4 a CPU architecture</extracomment>
        <translation>%1 pour Python %2 sur %3 %4</translation>
    </message>
    <message>
        <source>%1 %2 for Python %3 on %4 %5</source>
        <extracomment>%1 is a package and %2 its version, %3 a Python version, %4 an OS, %5 a CPU architecture</extracomment>
        <translation>%1 %2 pour Python %3 sur %4 %5</translation>
    </message>
    <message>
        <source>The index %1 lists %2 right now (%3)</source>
        <extracomment>%1 is an address, %2 what was asked for (a package for a Python, OS and CPU), %3 a wheel&apos;s file name</extracomment>
        <translation>L&apos;index %1 propose actuellement %2 (%3)</translation>
    </message>
    <message>
        <source>The index %1 could not be asked (%2)</source>
        <extracomment>%1 is an address (credentials hidden), %2 an error message from the network library</extracomment>
        <translation>L&apos;index %1 n&apos;a pas pu être interrogé (%2)</translation>
    </message>
    <message>
        <source>HIP_VISIBLE_DEVICES=%1 keeps what is chosen (numbered in HIP&apos;s order) and hides every other AMD GPU from HIP</source>
        <extracomment>%1 is the chosen GPUs&apos; numbers in HIP&apos;s order, such as &quot;0&quot; or &quot;0,2&quot;</extracomment>
        <translation>HIP_VISIBLE_DEVICES=%1 conserve les GPU choisis (numérotés dans l&apos;ordre de HIP) et masque à HIP tous les autres GPU AMD</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a package spec: %2 (write e.g. &quot;torch&lt;2.7&quot; or &quot;torchvision==0.20.1&quot;)</source>
        <extracomment>%1 is the text given as a package spec (a pip requirement), %2 what is wrong with it, one of the reasons in this context such as &quot;it is empty&quot;</extracomment>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une spécification de paquet&#xa0;: %2 (écrivez par exemple &quot;torch&lt;2.7&quot; ou &quot;torchvision==0.20.1&quot;)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a version condition</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;; %1 is the part of the spec that is wrong</extracomment>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une condition de version</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a version</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;; %1 is the version given in it
----------
%1 is the text given as a version</extracomment>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une version</translation>
    </message>
    <message>
        <source>The index %1 lists no wheel of %2 right now (1 file looked at)</source>
        <extracomment>%1 is an address, %2 what was asked for (a package for a Python, OS and CPU)</extracomment>
        <translation>L&apos;index %1 ne propose actuellement aucun paquet wheel de %2 (1 fichier examiné)</translation>
    </message>
    <message numerus="yes">
        <source>The index %1 lists no wheel of %2 right now (%n files looked at)</source>
        <extracomment>%1 is an address, %2 what was asked for (a package for a Python, OS and CPU), %n the number of files looked at (not 1: one file has its own sentence)</extracomment>
        <translation>
            <numerusform>L&apos;index %1 ne propose actuellement aucun paquet wheel de %2 (%n fichier examiné)</numerusform>
            <numerusform>L&apos;index %1 ne propose actuellement aucun paquet wheel de %2 (%n fichiers examinés)</numerusform>
        </translation>
    </message>
    <message>
        <source>it holds a line break or another control character</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;</extracomment>
        <translation>elle contient un saut de ligne ou un autre caractère de contrôle</translation>
    </message>
    <message>
        <source>a package from an address (name @ URL) is not supported here</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;</extracomment>
        <translation>un paquet depuis une adresse (nom @ URL) n&apos;est pas pris en charge ici</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not the name of an extra</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;; %1 is the text in square brackets</extracomment>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas le nom d&apos;un extra</translation>
    </message>
    <message>
        <source>nothing follows the &quot;;&quot; (write a marker such as sys_platform == &quot;linux&quot;)</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;</extracomment>
        <translation>rien ne suit le «&#xa0;;&#xa0;» (écrivez un marqueur comme sys_platform == &quot;linux&quot;)</translation>
    </message>
    <message>
        <source>a quoted text in the marker is not closed</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;</extracomment>
        <translation>un texte entre guillemets du marqueur n&apos;est pas fermé</translation>
    </message>
    <message>
        <source>a quoted text in the marker holds a character pip does not take</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;</extracomment>
        <translation>un texte entre guillemets du marqueur contient un caractère que pip n&apos;accepte pas</translation>
    </message>
    <message>
        <source>the marker holds &quot;%1&quot;, which pip does not take there</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;; %1 is one character</extracomment>
        <translation>le marqueur contient «&#xa0;%1&#xa0;», que pip n&apos;accepte pas à cet endroit</translation>
    </message>
    <message>
        <source>the marker ends too early</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;</extracomment>
        <translation>le marqueur se termine trop tôt</translation>
    </message>
    <message>
        <source>the marker has &quot;%1&quot; where pip expects something else</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;; %1 is a word or sign of the marker</extracomment>
        <translation>le marqueur contient «&#xa0;%1&#xa0;» là où pip attend autre chose</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a marker variable (such as sys_platform or python_version)</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;; %1 is a word of the marker</extracomment>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une variable de marqueur (comme sys_platform ou python_version)</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a version operator</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;; %1 is the operator written, such as &quot;=&gt;&quot;</extracomment>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un opérateur de version</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not followed by a version</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;; %1 is the operator, such as &quot;&lt;&quot;</extracomment>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas suivi d&apos;une version</translation>
    </message>
    <message>
        <source>a local version such as &quot;%1&quot; only goes with == or !=</source>
        <extracomment>a reason, as in &quot;“…” is not a package spec: …&quot;; %1 is the version, such as 2.5.1+cu124</extracomment>
        <translation>une version locale comme «&#xa0;%1&#xa0;» ne va qu&apos;avec == ou !=</translation>
    </message>
    <message>
        <source>an older PyTorch (%1) with %2</source>
        <extracomment>%1 is a version, %2 a build&apos;s name such as &quot;CUDA 12.6&quot;</extracomment>
        <translation>un PyTorch plus ancien (%1) avec %2</translation>
    </message>
    <message>
        <source>the same PyTorch %1 with %2 instead of %3, for when the newer one does not work here</source>
        <extracomment>%1 is a version, %2 and %3 builds&apos; names such as &quot;CUDA 12.6&quot; and &quot;CUDA 13.0&quot;</extracomment>
        <translation>le même PyTorch %1 avec %2 au lieu de %3, pour le cas où le plus récent ne fonctionne pas ici</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <extracomment>a GPU named again in a sentence that described it already; %1 is its number</extracomment>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>torch %1 is excluded by %2</source>
        <extracomment>%1 is a torch series such as 2.9.*, %2 a pin such as torch&lt;2.9</extracomment>
        <translation>torch %1 est exclu par %2</translation>
    </message>
    <message>
        <source>torch %1 has no %2 build for Python %3 on %4, only for Python %5</source>
        <extracomment>%1 is a torch version such as 1.13.1, %2 a build such as cpu, %3 a Python version such as 3.11, %4 a platform such as linux-x86_64, %5 a list of Python versions such as &quot;3.7, 3.8, 3.9, 3.10&quot;</extracomment>
        <translation>torch %1 n&apos;a pas de variante %2 pour Python %3 sur %4, seulement pour Python %5</translation>
    </message>
    <message>
        <source>%1 only for torch %2</source>
        <extracomment>%1 is a gfx target such as gfx90c, %2 a list of torch versions such as 2.12</extracomment>
        <translation>%1 seulement pour torch %2</translation>
    </message>
    <message>
        <source>AMD&apos;s TheRock %1 wheels build no torch for all of these GPUs together (%2)</source>
        <extracomment>%1 is a channel, &quot;stable&quot; or &quot;nightly&quot;; %2 a list of limits such as &quot;gfx90c only for torch 2.12&quot;</extracomment>
        <translation>les paquets wheel TheRock %1 d&apos;AMD ne proposent aucun torch qui prenne en charge tous ces GPU à la fois (%2)</translation>
    </message>
    <message>
        <source>pip takes the newest torch %1.x patch the index offers, with the torchvision and torchaudio that pair with it; the compatibility matrix lists %2</source>
        <extracomment>%1 is a torch series such as 2.14, %2 a torch version such as 2.14.0</extracomment>
        <translation>pip prend la version corrective de torch %1.x la plus récente que propose l&apos;index, avec les torchvision et torchaudio qui vont avec&#x202f;; la matrice de compatibilité indique %2</translation>
    </message>
    <message>
        <source>torch %1 has wheels for Python %2 only as a preview on download.pytorch.org: torch alone, without torchvision, and none on PyPI, so no complete PyTorch can be installed for Python %2 on %3 yet; use one of %4</source>
        <extracomment>%1 is a torch version such as 2.14.0, %2 a Python version such as 3.15, %3 a platform such as linux-x86_64, %4 a list of Python versions</extracomment>
        <translation>torch %1 n&apos;a de paquets wheel pour Python %2 qu&apos;en préversion sur download.pytorch.org&#xa0;: torch seul, sans torchvision, et aucun sur PyPI&#x202f;; aucun PyTorch complet ne peut donc encore être installé pour Python %2 sur %3&#x202f;; utilisez l&apos;une de ces versions&#xa0;: %4</translation>
    </message>
    <message>
        <source>The policy data from %1 is not a valid policy bundle: %2. The update was not used.</source>
        <extracomment>%1 is where the policy data came from (a folder or a web address), %2 what is wrong with it (a technical clause in English, such as &quot;data_version: is missing&quot;)</extracomment>
        <translation>Les données de politique provenant de %1 ne constituent pas un lot de données de politique valide&#xa0;: %2. La mise à jour n&apos;a pas été appliquée.</translation>
    </message>
    <message>
        <source>The policy data from %1 has format %2, newer than this program reads (%3). Update Torch Setup to use it; the current policy data stays in use.</source>
        <extracomment>%1 is where the policy data came from, %2 and %3 format numbers such as 2 and 1</extracomment>
        <translation>Les données de politique provenant de %1 sont au format %2, plus récent que celui que ce programme sait lire (%3). Mettez à jour Torch Setup pour les utiliser&#x202f;; les données de politique actuelles restent utilisées.</translation>
    </message>
    <message>
        <source>The %1 in the policy data from %2 is invalid: %3 The update was not used.</source>
        <extracomment>%1 is a file name such as compat-matrix.json, %2 where the policy data came from, %3 what is wrong (the loader&apos;s message, in English, naming the entry)</extracomment>
        <translation>Le fichier %1 des données de politique provenant de %2 n&apos;est pas valide&#xa0;: %3 La mise à jour n&apos;a pas été appliquée.</translation>
    </message>
    <message>
        <source>The policy data from %1 is larger than %2 MiB; the update was not used.</source>
        <extracomment>%1 is where the policy data came from, %2 a size in MiB</extracomment>
        <translation>Les données de politique provenant de %1 dépassent %2 Mio&#x202f;; la mise à jour n&apos;a pas été appliquée.</translation>
    </message>
    <message>
        <source>The policy data %1 needs Torch Setup %2 or newer; this is %3. Update Torch Setup to use it; the current policy data stays in use.</source>
        <extracomment>%1 is a data version such as 2026-11-27.1, %2 and %3 program versions such as 0.2.0</extracomment>
        <translation>Les données de politique %1 nécessitent Torch Setup %2 ou plus récent&#x202f;; cette version est la %3. Mettez à jour Torch Setup pour les utiliser&#x202f;; les données de politique actuelles restent utilisées.</translation>
    </message>
    <message>
        <source>The policy data %1 is not newer than the data built into this program (%2); the built-in data stays in use.</source>
        <extracomment>%1 and %2 are data versions such as 2026-11-27.1</extracomment>
        <translation>Les données de politique %1 ne sont pas plus récentes que celles intégrées à ce programme (%2)&#x202f;; les données intégrées restent utilisées.</translation>
    </message>
    <message>
        <source>The policy data %1 is older than the update accepted before (%2): an old bundle is never taken back. The current policy data stays in use.</source>
        <extracomment>%1 and %2 are data versions such as 2026-11-27.1</extracomment>
        <translation>Les données de politique %1 sont plus anciennes que la mise à jour acceptée précédemment (%2)&#xa0;: on ne revient jamais à un lot plus ancien. Les données de politique actuelles restent utilisées.</translation>
    </message>
    <message>
        <source>The stored policy data says %1 but was accepted as %2; it is not used.</source>
        <extracomment>%1 and %2 are data versions such as 2026-11-27.1</extracomment>
        <translation>Les données de politique enregistrées indiquent %1 mais ont été acceptées en tant que %2&#x202f;; elles ne sont pas utilisées.</translation>
    </message>
    <message>
        <source>Another program is updating the policy data in %1; try again when it is done.</source>
        <extracomment>%1 is a folder&apos;s path</extracomment>
        <translation>Un autre programme est en train de mettre à jour les données de politique dans %1&#x202f;; réessayez lorsqu&apos;il aura terminé.</translation>
    </message>
    <message>
        <source>The policy data %1 is already in use.</source>
        <extracomment>%1 is a data version such as 2026-11-27.1</extracomment>
        <translation>Les données de politique %1 sont déjà utilisées.</translation>
    </message>
    <message>
        <source>The policy data %1 from %2 is now in use.</source>
        <extracomment>%1 is a data version such as 2026-11-27.1, %2 where it came from (a folder or a web address)</extracomment>
        <translation>Les données de politique %1 provenant de %2 sont maintenant utilisées.</translation>
    </message>
    <message>
        <source>%1 could not be written: %2.</source>
        <extracomment>%1 is a file&apos;s path, %2 the system&apos;s reason</extracomment>
        <translation>%1 n&apos;a pas pu être écrit&#xa0;: %2.</translation>
    </message>
    <message>
        <source>The folder %1 could not be created.</source>
        <extracomment>%1 is a folder&apos;s path</extracomment>
        <translation>Le dossier %1 n&apos;a pas pu être créé.</translation>
    </message>
    <message>
        <source>The stored policy data %1 cannot be read: %2.</source>
        <extracomment>%1 is a file&apos;s path, %2 the system&apos;s reason</extracomment>
        <translation>Les données de politique enregistrées %1 ne peuvent pas être lues&#xa0;: %2.</translation>
    </message>
    <message>
        <source>This build of the program trusts no key for policy-data updates, so it uses only its built-in policy data.</source>
        <translation>Cette version du programme ne fait confiance à aucune clé pour les mises à jour des données de politique&#xa0;: elle n&apos;utilise donc que ses données de politique intégrées.</translation>
    </message>
    <message>
        <source>The signature is not an Ed25519 signature (%1 bytes instead of 64); the update was not used.</source>
        <extracomment>%1 is a number of bytes</extracomment>
        <translation>La signature n&apos;est pas une signature Ed25519 (%1 octets au lieu de 64)&#x202f;; la mise à jour n&apos;a pas été appliquée.</translation>
    </message>
    <message>
        <source>The signature does not match the policy data with any key this program trusts: the file was altered or cut short, or signed with another key. The update was not used.</source>
        <translation>La signature ne correspond aux données de politique pour aucune des clés auxquelles ce programme fait confiance&#xa0;: le fichier a été modifié ou tronqué, ou signé avec une autre clé. La mise à jour n&apos;a pas été appliquée.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2.</source>
        <extracomment>%1 is a file&apos;s path, %2 the system&apos;s reason</extracomment>
        <translation>%1 ne peut pas être lu&#xa0;: %2.</translation>
    </message>
    <message>
        <source>The policy data at %1 has not changed since the last check.</source>
        <extracomment>%1 is a web address</extracomment>
        <translation>Les données de politique à %1 n&apos;ont pas changé depuis la dernière vérification.</translation>
    </message>
    <message>
        <source>No place to fetch policy-data updates from is set: name one with `data update --from URL|DIR` or %1.</source>
        <translation>Aucun emplacement n&apos;est défini pour les mises à jour des données de politique&#xa0;: indiquez-en un avec `data update --from URL|DIR` ou %1.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; (from %2) is neither an https address nor a folder or file.</source>
        <extracomment>%1 is what was given as the place of the updates, %2 what named it (such as --from)</extracomment>
        <translation>«&#xa0;%1&#xa0;» (de %2) n&apos;est ni une adresse https ni un dossier ou un fichier.</translation>
    </message>
    <message>
        <source>The support bundle&apos;s policy data says %1, not the %2 its report names; this replay decides with the data in use here.</source>
        <extracomment>%1 and %2 are data versions such as 2026-11-27.1</extracomment>
        <translation>Les données de politique du paquet d&apos;assistance sont %1, et non %2 comme le dit son rapport&#x202f;; cette reprise décide avec les données utilisées ici.</translation>
    </message>
    <message>
        <source>The customer&apos;s policy data %1 cannot be used here: %2 This replay decides with the policy data %3.</source>
        <extracomment>%1 and %3 are data versions such as 2026-11-27.1, %2 why (whole sentences)</extracomment>
        <translation>Les données de politique %1 du client ne peuvent pas être utilisées ici&#xa0;: %2 Cette reprise décide avec les données de politique %3.</translation>
    </message>
    <message>
        <source>The customer decided with a policy-data update %1 that the support bundle does not carry; this replay decides with the policy data %2.</source>
        <extracomment>%1 and %2 are data versions such as 2026-11-27.1</extracomment>
        <translation>Le client a décidé avec une mise à jour %1 des données de politique que le paquet d&apos;assistance ne contient pas&#x202f;; cette reprise décide avec les données de politique %2.</translation>
    </message>
    <message>
        <source>The customer&apos;s program decided with its built-in policy data %1; this replay decides with the policy data %2. Differences between the two may change the recommendation.</source>
        <extracomment>%1 and %2 are data versions such as 2026-11-27.1</extracomment>
        <translation>Le programme du client a décidé avec ses données de politique intégrées %1&#x202f;; cette reprise décide avec les données de politique %2. Les différences entre les deux peuvent changer la recommandation.</translation>
    </message>
    <message>
        <source>the index also lists torch %1 for %2, a release newer than the policy data knows (%3); it is not chosen by itself, as its companions and drivers are not in the data yet: to try it, install torch==%4.* with --backend %2, or take a policy-data update (`torch-setup-cli data update`)</source>
        <extracomment>%1 is a torch version such as 2.15.0, %2 a build such as cu130, %3 the version the data knows such as 2.14, %4 a version series such as 2.15</extracomment>
        <translation>l&apos;index propose aussi torch %1 pour %2, une version plus récente que celles que connaissent les données de politique (%3)&#x202f;; elle n&apos;est pas choisie d&apos;office, car ses paquets associés et ses pilotes ne figurent pas encore dans les données&#xa0;: pour l&apos;essayer, installez torch==%4.* avec --backend %2, ou prenez une mise à jour des données de politique (`torch-setup-cli data update`)</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>The support bundle %1 cannot be written: %2. Choose a folder you can write to.</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>L&apos;archive de support %1 ne peut pas être écrite&#xa0;: %2. Choisissez un dossier dans lequel vous pouvez écrire.</translation>
    </message>
    <message>
        <source>The support bundle %1 could not be written completely (%2); is the disk full?</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>L&apos;archive de support %1 n&apos;a pas pu être écrite entièrement (%2)&#x202f;; le disque est-il plein&#x202f;?</translation>
    </message>
    <message>
        <source>The support bundle could not be moved into place at %1.</source>
        <extracomment>%1 is a file</extracomment>
        <translation>L&apos;archive de support n&apos;a pas pu être mise en place dans %1.</translation>
    </message>
    <message>
        <source>Torch Setup %1 support report, %2</source>
        <extracomment>%1 is the program&apos;s version, %2 a date and time</extracomment>
        <translation>Rapport de support de Torch Setup %1, %2</translation>
    </message>
    <message>
        <source>This computer</source>
        <translation>Cet ordinateur</translation>
    </message>
    <message>
        <source>OS: %1 %2 (%3)</source>
        <extracomment>%1 is the operating system, %2 its version, %3 the CPU architecture</extracomment>
        <translation>Système&#xa0;: %1 %2 (%3)</translation>
    </message>
    <message>
        <source>CPU: %1</source>
        <extracomment>%1 is the CPU&apos;s name, such as &quot;AMD Ryzen 9 7950X&quot;</extracomment>
        <translation>Processeur&#xa0;: %1</translation>
    </message>
    <message>
        <source>Python: %1 %2</source>
        <extracomment>%1 is a Python version, %2 the interpreter&apos;s path</extracomment>
        <translation>Python&#xa0;: %1 %2</translation>
    </message>
    <message>
        <source>GPUs: none found</source>
        <translation>GPU&#xa0;: aucun trouvé</translation>
    </message>
    <message>
        <source>driver %1</source>
        <extracomment>%1 is a driver version such as 580.95.05</extracomment>
        <translation>pilote %1</translation>
    </message>
    <message>
        <source>kernel driver %1</source>
        <extracomment>%1 is a kernel driver&apos;s name such as nvidia or amdgpu</extracomment>
        <translation>pilote du noyau %1</translation>
    </message>
    <message>
        <source>%1 MiB</source>
        <extracomment>%1 is an amount of memory (a number)</extracomment>
        <translation>%1 Mio</translation>
    </message>
    <message>
        <source>compute capability %1</source>
        <extracomment>%1 is a number such as 8.9</extracomment>
        <translation>capacité de calcul %1</translation>
    </message>
    <message>
        <source>integrated</source>
        <translation>intégré</translation>
    </message>
    <message>
        <source>discrete</source>
        <translation>dédié</translation>
    </message>
    <message>
        <source>not usable: %1</source>
        <extracomment>%1 is why the GPU cannot be used (a clause)</extracomment>
        <translation>inutilisable&#xa0;: %1</translation>
    </message>
    <message>
        <source>, </source>
        <extracomment>separates the facts about one GPU: &quot;10de:2684, driver 580.95.05, 24564 MiB&quot;</extracomment>
        <translation>, </translation>
    </message>
    <message>
        <source>GPU %1: %2 (%3)</source>
        <extracomment>%1 is the GPU&apos;s number, %2 its name, %3 facts about it</extracomment>
        <translation>GPU %1&#xa0;: %2 (%3)</translation>
    </message>
    <message>
        <source>/dev/kfd: %1</source>
        <extracomment>%1 is &quot;present, accessible&quot;, &quot;present, not accessible&quot; or &quot;absent&quot;</extracomment>
        <translation>/dev/kfd&#xa0;: %1</translation>
    </message>
    <message>
        <source>present, accessible</source>
        <translation>présent, accessible</translation>
    </message>
    <message>
        <source>present, not accessible</source>
        <translation>présent, non accessible</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>absent</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>Recommandation</translation>
    </message>
    <message>
        <source>none: %1</source>
        <extracomment>%1 is why there is no recommendation (an error message)</extracomment>
        <translation>aucune&#xa0;: %1</translation>
    </message>
    <message>
        <source>Environment %1</source>
        <extracomment>a section&apos;s title; %1 is a folder</extracomment>
        <translation>Environnement %1</translation>
    </message>
    <message>
        <source>Kind: %1; Python %2; interpreter %3</source>
        <extracomment>%1 is the kind of environment, %2 a Python version, %3 the interpreter&apos;s path</extracomment>
        <translation>Type&#xa0;: %1&#x202f;; Python %2&#x202f;; interpréteur %3</translation>
    </message>
    <message>
        <source>torch: %1</source>
        <extracomment>%1 is torch with its version and build, such as &quot;torch 2.9.0 (PyPI&apos;s CUDA build)&quot;, or &quot;not installed&quot;</extracomment>
        <translation>torch&#xa0;: %1</translation>
    </message>
    <message>
        <source>not installed in the environment itself (it also sees the system&apos;s packages)</source>
        <translation>non installé dans l&apos;environnement lui-même (il voit aussi les paquets du système)</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>non installé</translation>
    </message>
    <message>
        <source>Installed by Torch Setup %1 on %2: the %3 build from %4</source>
        <extracomment>%1 is a version, %2 a date, %3 a build such as cu128, %4 an index URL</extracomment>
        <translation>Installé par Torch Setup %1 le %2&#xa0;: la variante %3 depuis %4</translation>
    </message>
    <message>
        <source>Packages (pip freeze):</source>
        <translation>Paquets (pip freeze)&#xa0;:</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>Vérification</translation>
    </message>
    <message>
        <source>not run</source>
        <translation>non exécutée</translation>
    </message>
    <message>
        <source>Settings that change installs</source>
        <translation>Réglages qui modifient les installations</translation>
    </message>
    <message>
        <source>pip&apos;s configuration</source>
        <translation>configuration de pip</translation>
    </message>
    <message>
        <source>no configuration file</source>
        <translation>aucun fichier de configuration</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Policy data: %1 (%2)</source>
        <extracomment>%1 is the policy data&apos;s version such as 2026-11-27.1, %2 &quot;built-in&quot; or &quot;update&quot;</extracomment>
        <translation>Données de politique&#xa0;: %1 (%2)</translation>
    </message>
    <message>
        <source>Logs</source>
        <translation>Journaux</translation>
    </message>
    <message>
        <source>%1 is a folder; name the support bundle&apos;s file in it, such as %2.</source>
        <extracomment>%1 is a folder, %2 a file in it (support.zip)</extracomment>
        <translation>%1 est un dossier ; indiquez le fichier du paquet d’assistance dans ce dossier, par exemple %2.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist; name a file in a folder that does.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Le dossier %1 n’existe pas ; indiquez un fichier dans un dossier existant.</translation>
    </message>
</context>
<context>
    <name>System</name>
    <message>
        <source>%1 finished successfully.</source>
        <extracomment>%1 is a program&apos;s name</extracomment>
        <translation>%1 s&apos;est terminé avec succès.</translation>
    </message>
    <message>
        <source>%1 exited with code %2.</source>
        <extracomment>%1 is a program&apos;s name, %2 its exit code</extracomment>
        <translation>%1 s&apos;est terminé avec le code %2.</translation>
    </message>
    <message>
        <source>%1 stopped unexpectedly: it crashed or was killed by another program.</source>
        <extracomment>%1 is a program&apos;s name</extracomment>
        <translation>%1 s&apos;est arrêté de manière inattendue&#xa0;: il a planté ou a été interrompu par un autre programme.</translation>
    </message>
    <message>
        <source>%1 was stopped because the installation was cancelled.</source>
        <extracomment>%1 is a program&apos;s name</extracomment>
        <translation>%1 a été arrêté car l&apos;installation a été annulée.</translation>
    </message>
    <message>
        <source>%1 could not be started: %2.</source>
        <extracomment>%1 is a program&apos;s name, %2 why it could not start</extracomment>
        <translation>%1 n&apos;a pas pu être démarré&#xa0;: %2.</translation>
    </message>
    <message>
        <source>%1 does not exist or is not executable</source>
        <extracomment>the reason in &quot;%1 could not be started: %2.&quot;; %1 is a program&apos;s file name</extracomment>
        <translation>%1 n&apos;existe pas ou n&apos;est pas exécutable</translation>
    </message>
    <message>
        <source>no program named %1 was found on PATH</source>
        <extracomment>%1 is a program&apos;s name</extracomment>
        <translation>aucun programme nommé %1 n&apos;a été trouvé dans le PATH</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a PCI id; write 4 lowercase hex digits such as &quot;10de&quot;</source>
        <extracomment>%1 is the value found in the file</extracomment>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un identifiant PCI&#x202f;; écrivez 4 chiffres hexadécimaux en minuscules, par exemple &quot;10de&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a PCI address such as &quot;0000:01:00.0&quot;</source>
        <extracomment>%1 is the value found in the file</extracomment>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une adresse PCI telle que &quot;0000:01:00.0&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a version number such as &quot;580.95.05&quot;</source>
        <extracomment>%1 is the value found in the file</extracomment>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas un numéro de version tel que &quot;580.95.05&quot;</translation>
    </message>
    <message>
        <source>must not be negative</source>
        <translation>ne doit pas être négatif</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not an AMD gfx target such as &quot;gfx1100&quot;</source>
        <extracomment>%1 is the value found in the file</extracomment>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une cible gfx AMD telle que &quot;gfx1100&quot;</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a compute capability such as &quot;8.9&quot;</source>
        <extracomment>%1 is the value found in the file</extracomment>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une capacité de calcul telle que &quot;8.9&quot;</translation>
    </message>
    <message>
        <source>expected a string</source>
        <translation>attendu&#xa0;: une chaîne de caractères</translation>
    </message>
    <message>
        <source>null</source>
        <extracomment>what a JSON value was, in &quot;expected …, found …&quot;</extracomment>
        <translation>null</translation>
    </message>
    <message>
        <source>a boolean</source>
        <translation>un booléen</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>une chaîne de caractères</translation>
    </message>
    <message>
        <source>an array</source>
        <translation>un tableau</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>rien</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <extracomment>%1 is a key in a JSON file such as &quot;gpus[0].vendor_id&quot;, %2 what is wrong with its value
----------
%1 is a file, %2 what is wrong in it</extracomment>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected %1, found %2</source>
        <extracomment>%1 and %2 are kinds of JSON values such as &quot;a number&quot; or &quot;a string&quot;</extracomment>
        <translation>attendu&#xa0;: %1, trouvé&#xa0;: %2</translation>
    </message>
    <message>
        <source>expected a whole number, found %1</source>
        <extracomment>%1 is the number found in the file</extracomment>
        <translation>attendu&#xa0;: un nombre entier, trouvé&#xa0;: %1</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <source>version %1 is newer than this program reads (%2); update Torch Setup</source>
        <extracomment>%1 and %2 are format version numbers</extracomment>
        <translation>la version %1 est plus récente que celles que ce programme sait lire (%2)&#x202f;; mettez à jour Torch Setup</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not one of linux, windows, macos</source>
        <extracomment>%1 is the value found in the file</extracomment>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas l&apos;une des valeurs linux, windows, macos</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a CPU architecture such as x86_64, amd64, aarch64 or arm64</source>
        <extracomment>%1 is the value found in the file</extracomment>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une architecture de processeur telle que x86_64, amd64, aarch64 ou arm64</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a Python version such as &quot;3.12&quot;</source>
        <extracomment>%1 is the value found in the file</extracomment>
        <translation>«&#xa0;%1&#xa0;» n&apos;est pas une version de Python telle que &quot;3.12&quot;</translation>
    </message>
    <message>
        <source>expected an object</source>
        <translation>attendu&#xa0;: un objet</translation>
    </message>
    <message>
        <source>%1 is not valid JSON (%2 at byte %3)</source>
        <extracomment>%1 is a file, %2 the JSON parser&apos;s reason, %3 a byte offset</extracomment>
        <translation>%1 n&apos;est pas du JSON valide (%2 à l&apos;octet %3)</translation>
    </message>
    <message>
        <source>%1 holds JSON but not an object; expected the format of `detect --json`</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1 contient du JSON mais pas un objet&#x202f;; attendu&#xa0;: le format de `detect --json`</translation>
    </message>
    <message>
        <source>%1 was stopped because it had not finished after 1 second.</source>
        <extracomment>%1 is a program&apos;s name</extracomment>
        <translation>%1 a été arrêté, car il ne s&apos;était pas terminé au bout d&apos;une seconde.</translation>
    </message>
    <message numerus="yes">
        <source>%1 was stopped because it had not finished after %n seconds.</source>
        <extracomment>%1 is a program&apos;s name, %n a number of seconds, 2 or more (1 second has its own sentence)</extracomment>
        <translation>
            <numerusform>%1 a été arrêté, car il ne s&apos;était pas terminé au bout de %n seconde.</numerusform>
            <numerusform>%1 a été arrêté, car il ne s&apos;était pas terminé au bout de %n secondes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Verify</name>
    <message>
        <source>Fix: %1</source>
        <extracomment>%1 is what to do (a sentence)</extracomment>
        <translation>Solution&#xa0;: %1</translation>
    </message>
    <message>
        <source>torch is not installed in %1.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>torch n&apos;est pas installé dans %1.</translation>
    </message>
    <message>
        <source>torch does not work in %1: %2</source>
        <extracomment>%1 is a folder, %2 what went wrong (an error message)</extracomment>
        <translation>torch ne fonctionne pas dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>PyTorch %1 works in %2 (%3).</source>
        <extracomment>%1 is a torch version such as 2.9.0, %2 a folder, %3 the counts of checks, such as &quot;passed: 12, failed: 0, skipped: 2&quot;</extracomment>
        <translation>PyTorch %1 fonctionne dans %2 (%3).</translation>
    </message>
    <message>
        <source>PyTorch %1 works in %2, but torch.compile does not (%3); the failed check says how to fix it.</source>
        <extracomment>%1 is a torch version such as 2.9.0, %2 a folder, %3 the counts of checks, such as &quot;passed: 11, failed: 1, skipped: 2&quot;</extracomment>
        <translation>PyTorch %1 fonctionne dans %2, mais pas torch.compile (%3)&#x202f;; la vérification en échec indique comment corriger le problème.</translation>
    </message>
    <message>
        <source>PyTorch %1 in %2 failed a check: %3 (%4)</source>
        <extracomment>%1 is a torch version such as 2.9.0, %2 a folder, %3 what went wrong (a sentence), %4 the counts of checks, such as &quot;passed: 11, failed: 1, skipped: 2&quot;</extracomment>
        <translation>PyTorch %1 dans %2 a échoué à une vérification&#xa0;: %3 (%4)</translation>
    </message>
    <message>
        <source>The verification of %1 did not run.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>La vérification de %1 n&apos;a pas été exécutée.</translation>
    </message>
    <message>
        <source>%1 is not a Python environment (it has no pyvenv.cfg); name the folder of one with --venv.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>%1 n&apos;est pas un environnement Python (il n&apos;a pas de pyvenv.cfg)&#x202f;; indiquez le dossier d&apos;un environnement avec --venv.</translation>
    </message>
    <message>
        <source>The Python environment %1 is broken: its Python is gone. Repair it with torch-setup-cli install --venv %1.</source>
        <translation>L&apos;environnement Python %1 est endommagé&#xa0;: son Python a disparu. Réparez-le avec torch-setup-cli install --venv %1.</translation>
    </message>
    <message>
        <source>torch is not installed in %1; install it with torch-setup-cli install --venv %1.</source>
        <extracomment>%1 is a folder (both times)</extracomment>
        <translation>torch n&apos;est pas installé dans %1&#x202f;; installez-le avec torch-setup-cli install --venv %1.</translation>
    </message>
    <message>
        <source>The verification script could not be written to a temporary folder.</source>
        <translation>Le script de vérification n&apos;a pas pu être écrit dans un dossier temporaire.</translation>
    </message>
    <message>
        <source>The environment&apos;s Python</source>
        <translation>Le Python de l&apos;environnement</translation>
    </message>
    <message>
        <source>The verification was cancelled.</source>
        <translation>La vérification a été annulée.</translation>
    </message>
    <message>
        <source>Importing torch hangs: usually a GPU driver that does not answer, or security software scanning the library files. Restart the computer, update the GPU driver, and try again; the support bundle shows which library was loading.</source>
        <translation>L&apos;importation de torch reste bloquée&#xa0;: le plus souvent, c&apos;est un pilote de GPU qui ne répond pas, ou un logiciel de sécurité qui analyse les fichiers des bibliothèques. Redémarrez l&apos;ordinateur, mettez à jour le pilote du GPU, puis réessayez&#x202f;; l&apos;archive de support indique quelle bibliothèque était en cours de chargement.</translation>
    </message>
    <message>
        <source>The device may be busy or stuck: close other programs that use the GPU, restart the computer and verify again.</source>
        <translation>Le périphérique est peut-être occupé ou bloqué&#xa0;: fermez les autres programmes qui utilisent le GPU, redémarrez l&apos;ordinateur et relancez la vérification.</translation>
    </message>
    <message>
        <source>This check did not finish within %1 s; its Python process was stopped.</source>
        <extracomment>%1 is a number of seconds</extracomment>
        <translation>Cette vérification ne s&apos;est pas terminée en %1 s&#x202f;; son processus Python a été arrêté.</translation>
    </message>
    <message>
        <source>Python stopped in the middle of this check: %1</source>
        <extracomment>%1 is how Python ended, a whole sentence such as &quot;Python exited with code 1.&quot;</extracomment>
        <translation>Python s&apos;est arrêté au milieu de cette vérification&#xa0;: %1</translation>
    </message>
    <message>
        <source>A crash inside PyTorch or the GPU driver: update the driver; if it persists, save a support bundle.</source>
        <translation>Un plantage s&apos;est produit dans PyTorch ou dans le pilote du GPU&#xa0;: mettez à jour le pilote&#x202f;; si le problème persiste, enregistrez une archive de support.</translation>
    </message>
    <message>
        <source>The verification script did not run in %1: %2</source>
        <translation>Le script de vérification n&apos;a pas pu s&apos;exécuter dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>passed: %1, failed: %2, skipped: %3</source>
        <extracomment>the numbers of checks that passed, failed and were skipped</extracomment>
        <translation>réussies&#xa0;: %1, échouées&#xa0;: %2, ignorées&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1 does not exist; name the folder of a Python environment with --venv.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>%1 n&apos;existe pas ; indiquez avec --venv le dossier d&apos;un environnement Python.</translation>
    </message>
    <message>
        <source>The Python environment %1 is broken: the Python %2 it was made with is gone. Repair it with torch-setup-cli install --venv %1.</source>
        <translation>L&apos;environnement Python %1 est endommagé : le Python %2 avec lequel il a été créé n&apos;existe plus. Réparez-le avec torch-setup-cli install --venv %1.</translation>
    </message>
    <message>
        <source>An update of %1 was interrupted before it finished, so what the folder holds now is not checked. The next torch-setup-cli install --venv %1 first puts the environment back as it was before that update.</source>
        <translation>Une mise à jour de %1 a été interrompue avant la fin ; ce que contient le dossier n&apos;est donc pas vérifié. Le prochain torch-setup-cli install --venv %1 remet d&apos;abord l&apos;environnement tel qu&apos;il était avant cette mise à jour.</translation>
    </message>
    <message>
        <source>The creation of the environment %1 was interrupted before it finished, so there is nothing to check. The next torch-setup-cli install --venv %1 removes what it left and creates the environment again.</source>
        <translation>La création de l&apos;environnement %1 a été interrompue avant la fin ; il n&apos;y a donc rien à vérifier. Le prochain torch-setup-cli install --venv %1 supprime ce qu&apos;elle a laissé et crée de nouveau l&apos;environnement.</translation>
    </message>
    <message>
        <source>The verification script did not run in %1: %2 Python said: %3</source>
        <translation>Le script de vérification ne s&apos;est pas exécuté dans %1 : %2 Python a dit : %3</translation>
    </message>
    <message>
        <source>An installation (%1) is working on %2 now, so it is not checked; check it again when that installation has finished.</source>
        <extracomment>%1 names the installation&apos;s process (&quot;process 4242&quot;), %2 is a folder</extracomment>
        <translation>Une installation (%1) travaille en ce moment sur %2, qui n’est donc pas vérifié ; vérifiez-le à nouveau quand cette installation sera terminée.</translation>
    </message>
</context>
<context>
    <name>VerifyChecks</name>
    <message>
        <source>the CPU</source>
        <translation>le CPU</translation>
    </message>
    <message>
        <source>the GPU (CUDA)</source>
        <translation>le GPU (CUDA)</translation>
    </message>
    <message>
        <source>the GPU (ROCm)</source>
        <translation>le GPU (ROCm)</translation>
    </message>
    <message>
        <source>the Intel GPU (XPU)</source>
        <translation>le GPU Intel (XPU)</translation>
    </message>
    <message>
        <source>the Apple GPU (MPS)</source>
        <translation>le GPU Apple (MPS)</translation>
    </message>
    <message>
        <source>the GPU (DirectML)</source>
        <translation>le GPU (DirectML)</translation>
    </message>
    <message>
        <source>Element-wise arithmetic is correct on {where}.</source>
        <translation>L&apos;arithmétique élément par élément est correcte sur {where}.</translation>
    </message>
    <message>
        <source>Sums, means, maxima and standard deviations are correct on {where}.</source>
        <translation>Les sommes, moyennes, maxima et écarts types sont corrects sur {where}.</translation>
    </message>
    <message>
        <source>The random number generator is reproducible on {where}.</source>
        <translation>Le générateur de nombres aléatoires est reproductible sur {where}.</translation>
    </message>
    <message>
        <source>Matrix multiplication in float32 is correct on {where}.</source>
        <translation>La multiplication de matrices en float32 est correcte sur {where}.</translation>
    </message>
    <message>
        <source>Convolution in float32 is correct on {where}.</source>
        <translation>La convolution en float32 est correcte sur {where}.</translation>
    </message>
    <message>
        <source>Matrix multiplication in float16 is correct on {where}.</source>
        <translation>La multiplication de matrices en float16 est correcte sur {where}.</translation>
    </message>
    <message>
        <source>Matrix multiplication in bfloat16 is correct on {where}.</source>
        <translation>La multiplication de matrices en bfloat16 est correcte sur {where}.</translation>
    </message>
    <message>
        <source>Matrix multiplication speed on {where}.</source>
        <translation>Vitesse de la multiplication de matrices sur {where}.</translation>
    </message>
    <message>
        <source>Attention (scaled_dot_product_attention) is correct on {where}.</source>
        <translation>L&apos;attention (scaled_dot_product_attention) est correcte sur {where}.</translation>
    </message>
    <message>
        <source>torchvision&apos;s non-maximum suppression works on {where}.</source>
        <translation>La suppression des non-maxima de torchvision fonctionne sur {where}.</translation>
    </message>
    <message>
        <source>PyTorch can be imported.</source>
        <translation>PyTorch peut être importé.</translation>
    </message>
    <message>
        <source>torchvision and torchaudio load and match PyTorch.</source>
        <translation>torchvision et torchaudio se chargent et correspondent à PyTorch.</translation>
    </message>
    <message>
        <source>PyTorch sees the graphics cards this PC has.</source>
        <translation>PyTorch voit les cartes graphiques de ce PC.</translation>
    </message>
    <message>
        <source>torch.compile works on {where}.</source>
        <translation>torch.compile fonctionne sur {where}.</translation>
    </message>
    <message>
        <source>PyTorch can run a small computation on {where}.</source>
        <translation>PyTorch peut effectuer un petit calcul sur {where}.</translation>
    </message>
    <message>
        <source>torchaudio loads and computes correctly.</source>
        <translation>torchaudio se charge et calcule correctement.</translation>
    </message>
    <message>
        <source>Not run because torch did not import.</source>
        <translation>Non exécutée, car torch n&apos;a pas pu être importé.</translation>
    </message>
    <message>
        <source>the build for NVIDIA GPUs</source>
        <translation>la variante pour GPU NVIDIA</translation>
    </message>
    <message>
        <source>the build for AMD GPUs</source>
        <translation>la variante pour GPU AMD</translation>
    </message>
    <message>
        <source>the build for Intel GPUs</source>
        <translation>la variante pour GPU Intel</translation>
    </message>
    <message>
        <source>the build for Apple GPUs</source>
        <translation>la variante pour GPU Apple</translation>
    </message>
    <message>
        <source>the CPU build with DirectML for GPUs</source>
        <translation>la variante CPU avec DirectML pour les GPU</translation>
    </message>
    <message>
        <source>the CPU-only build</source>
        <translation>la variante pour CPU uniquement</translation>
    </message>
    <message>
        <source>Reinstall PyTorch with the installer; if it persists, the system lacks this library.</source>
        <translation>Réinstallez PyTorch avec le programme d&apos;installation&#x202f;; si le problème persiste, c&apos;est que cette bibliothèque manque au système.</translation>
    </message>
    <message>
        <source>Install a C++ compiler and Python&apos;s headers: {commands}.</source>
        <translation>Installez un compilateur C++ et les en-têtes de Python&#xa0;: {commands}.</translation>
    </message>
    <message>
        <source>Python&apos;s development headers are missing from {python}: reinstall Python from python.org or use the installer&apos;s portable Python.</source>
        <translation>Les en-têtes de développement de Python manquent pour {python}&#xa0;: réinstallez Python depuis python.org ou utilisez le Python portable du programme d&apos;installation.</translation>
    </message>
    <message>
        <source>Install the Triton package that matches torch {version}: {command}.</source>
        <translation>Installez le paquet Triton qui correspond à torch {version}&#xa0;: {command}.</translation>
    </message>
    <message>
        <source>PyTorch was built for GPUs but cannot see any.</source>
        <translation>PyTorch a été compilé pour des GPU mais n&apos;en voit aucun.</translation>
    </message>
    <message>
        <source>the CPU ({name})</source>
        <translation>le CPU ({name})</translation>
    </message>
    <message>
        <source>{what} on {where} gave wrong results: invalid numbers (NaN or infinity) from {parts}.</source>
        <translation>{what} sur {where}&#xa0;: résultats erronés ({parts}), avec des nombres invalides (NaN ou infini).</translation>
    </message>
    <message>
        <source>{what} on {where} gave wrong results: {parts} off by up to {error}.</source>
        <translation>{what} sur {where}&#xa0;: résultats erronés ({parts}), avec un écart allant jusqu&apos;à {error}.</translation>
    </message>
    <message>
        <source>PyTorch computes wrong numbers on the CPU, which points at a damaged installation: reinstall PyTorch; if it persists, send this report to support.</source>
        <translation>PyTorch calcule des nombres erronés sur le CPU, ce qui indique une installation endommagée&#xa0;: réinstallez PyTorch&#x202f;; si le problème persiste, envoyez ce rapport à l&apos;équipe de support.</translation>
    </message>
    <message>
        <source>It comes with the NVIDIA driver: install or repair the NVIDIA driver, restart, and run verification again.</source>
        <translation>Elle est fournie avec le pilote NVIDIA&#xa0;: installez ou réparez le pilote NVIDIA, redémarrez, puis relancez la vérification.</translation>
    </message>
    <message>
        <source>It is one of NVIDIA&apos;s {runtime} libraries, which pip installs as {packages} packages next to PyTorch; they are missing or belong to another CUDA version. Reinstall PyTorch with the installer so that the matching {packages} packages come back, and make sure {variable} does not point at another CUDA installation.</source>
        <translation>C&apos;est l&apos;une des bibliothèques {runtime} de NVIDIA, que pip installe sous forme de paquets {packages} à côté de PyTorch&#x202f;; elles sont absentes ou appartiennent à une autre version de CUDA. Réinstallez PyTorch avec le programme d&apos;installation pour que les paquets {packages} correspondants soient rétablis, et vérifiez que {variable} ne pointe pas vers une autre installation de CUDA.</translation>
    </message>
    <message>
        <source>It is part of AMD&apos;s ROCm runtime, which the ROCm build of PyTorch brings with it. Reinstall PyTorch with the installer, and make sure {variable} does not point at another ROCm installation.</source>
        <translation>Elle fait partie des bibliothèques d&apos;exécution ROCm d&apos;AMD, que la variante ROCm de PyTorch apporte avec elle. Réinstallez PyTorch avec le programme d&apos;installation, et vérifiez que {variable} ne pointe pas vers une autre installation de ROCm.</translation>
    </message>
    <message>
        <source>It belongs to Intel&apos;s GPU runtime (Level Zero / oneAPI): install Intel&apos;s GPU driver and reinstall PyTorch with the installer.</source>
        <translation>Elle fait partie des bibliothèques d&apos;exécution GPU d&apos;Intel (Level Zero / oneAPI)&#xa0;: installez le pilote GPU d&apos;Intel et réinstallez PyTorch avec le programme d&apos;installation.</translation>
    </message>
    <message>
        <source>Install the latest Microsoft Visual C++ Redistributable (x64), restart, and run verification again; if it persists, reinstall PyTorch with the installer.</source>
        <translation>Installez la dernière version de Microsoft Visual C++ Redistributable (x64), redémarrez, puis relancez la vérification&#x202f;; si le problème persiste, réinstallez PyTorch avec le programme d&apos;installation.</translation>
    </message>
    <message>
        <source>PyTorch is installed but fails to load: {error}.</source>
        <translation>PyTorch est installé mais ne parvient pas à se charger&#xa0;: {error}.</translation>
    </message>
    <message>
        <source>Reinstall PyTorch with the installer; if it persists, send this report to support.</source>
        <translation>Réinstallez PyTorch avec le programme d&apos;installation&#x202f;; si le problème persiste, envoyez ce rapport à l&apos;équipe de support.</translation>
    </message>
    <message>
        <source>PyTorch {version} loads correctly; it is {build}.</source>
        <translation>PyTorch {version} se charge correctement&#x202f;; c&apos;est {build}.</translation>
    </message>
    <message>
        <source>The packages next to PyTorch load and match it ({packages}).</source>
        <translation>Les paquets associés à PyTorch se chargent et lui correspondent ({packages}).</translation>
    </message>
    <message>
        <source>This is the CPU-only build of PyTorch, so it uses no graphics card.</source>
        <translation>C&apos;est la variante de PyTorch pour CPU uniquement&#xa0;: elle n&apos;utilise donc aucune carte graphique.</translation>
    </message>
    <message>
        <source>PyTorch sees 1 GPU: {names}.</source>
        <translation>PyTorch voit 1 GPU&#xa0;: {names}.</translation>
    </message>
    <message>
        <source>PyTorch sees {count} GPUs: {names}.</source>
        <translation>PyTorch voit {count} GPU&#xa0;: {names}.</translation>
    </message>
    <message>
        <source>PyTorch runs computations on {where} ({name}).</source>
        <translation>PyTorch effectue des calculs sur {where} ({name}).</translation>
    </message>
    <message>
        <source>Element-wise arithmetic</source>
        <translation>Arithmétique élément par élément</translation>
    </message>
    <message>
        <source>Element-wise arithmetic with broadcasting is correct on {where}.</source>
        <translation>L&apos;arithmétique élément par élément avec diffusion (broadcasting) est correcte sur {where}.</translation>
    </message>
    <message>
        <source>Reductions</source>
        <translation>Réductions</translation>
    </message>
    <message>
        <source>Sums, means, maxima, argmax and standard deviations are correct on {where}.</source>
        <translation>Les sommes, moyennes, maxima, argmax et écarts types sont corrects sur {where}.</translation>
    </message>
    <message>
        <source>The random number generator on {where} is reproducible and well spread.</source>
        <translation>Le générateur de nombres aléatoires sur {where} est reproductible, et les nombres qu&apos;il produit sont bien répartis.</translation>
    </message>
    <message>
        <source>Matrix multiplication in {dtype}</source>
        <translation>Multiplication de matrices en {dtype}</translation>
    </message>
    <message>
        <source>Matrix multiplication in {dtype} is correct on {where}.</source>
        <translation>La multiplication de matrices en {dtype} est correcte sur {where}.</translation>
    </message>
    <message>
        <source>Convolution in float32</source>
        <translation>Convolution en float32</translation>
    </message>
    <message>
        <source>{tflops} TFLOP/s in {dtype} on {where}.</source>
        <translation>{tflops} TFLOP/s en {dtype} sur {where}.</translation>
    </message>
    <message>
        <source>Attention (scaled_dot_product_attention)</source>
        <translation>Attention (scaled_dot_product_attention)</translation>
    </message>
    <message>
        <source>{module} is installed but its nms operation fails on {where}; it does not match this PyTorch.</source>
        <translation>{module} est installé, mais son opération nms échoue sur {where}&#x202f;; il ne correspond pas à ce PyTorch.</translation>
    </message>
    <message>
        <source>Reinstall {module} from the same index and variant as torch {version} ({module} {expected}.*), e.g. by running the installer again. Error: {error}</source>
        <translation>Réinstallez {module} depuis le même index et dans la même variante que torch {version} ({module} {expected}.*), par exemple en relançant le programme d&apos;installation. Erreur&#xa0;: {error}</translation>
    </message>
    <message>
        <source>torchaudio&apos;s functions</source>
        <translation>Fonctions de torchaudio</translation>
    </message>
    <message>
        <source>torchaudio {version} computes correctly on {where}.</source>
        <translation>torchaudio {version} calcule correctement sur {where}.</translation>
    </message>
    <message>
        <source>Install the Visual Studio Build Tools with the &quot;Desktop development with C++&quot; workload and run the installer again from a shell where {compiler} is on PATH (Developer PowerShell).</source>
        <translation>Installez Visual Studio Build Tools avec la charge de travail «&#xa0;Desktop development with C++&#xa0;», puis relancez le programme d&apos;installation depuis un terminal où {compiler} se trouve dans le PATH (Developer PowerShell).</translation>
    </message>
    <message>
        <source>Install Apple&apos;s command line tools: {command}.</source>
        <translation>Installez les outils en ligne de commande d&apos;Apple&#xa0;: {command}.</translation>
    </message>
    <message>
        <source>Install Python&apos;s development headers: {commands}.</source>
        <translation>Installez les en-têtes de développement de Python&#xa0;: {commands}.</translation>
    </message>
    <message>
        <source>torch.compile failed on {where}: {error}.</source>
        <translation>torch.compile a échoué sur {where}&#xa0;: {error}.</translation>
    </message>
    <message>
        <source>torch.compile is optional: models still run without it. Send this report to support so the cause can be looked at.</source>
        <translation>torch.compile est facultatif&#xa0;: les modèles fonctionnent aussi sans lui. Envoyez ce rapport à l&apos;équipe de support afin que la cause puisse être examinée.</translation>
    </message>
    <message>
        <source>torch.compile (Inductor) gives the same results as eager mode on {where}.</source>
        <translation>torch.compile (Inductor) donne les mêmes résultats que le mode eager sur {where}.</translation>
    </message>
    <message>
        <source>The graphics driver is too old for this PyTorch build.</source>
        <translation>Le pilote graphique est trop ancien pour cette variante de PyTorch.</translation>
    </message>
    <message>
        <source>PyTorch cannot use the NVIDIA GPU because no NVIDIA driver is installed.</source>
        <translation>PyTorch ne peut pas utiliser le GPU NVIDIA, car aucun pilote NVIDIA n&apos;est installé.</translation>
    </message>
    <message>
        <source>Install the NVIDIA driver for this GPU ({tool} must work), restart, and run verification again.</source>
        <translation>Installez le pilote NVIDIA de ce GPU ({tool} doit fonctionner), redémarrez, puis relancez la vérification.</translation>
    </message>
    <message>
        <source>{file} does not exist: the {driver} kernel driver is not loaded</source>
        <translation>{file} n&apos;existe pas&#xa0;: le pilote du noyau {driver} n&apos;est pas chargé</translation>
    </message>
    <message>
        <source>macOS {version}; MPS needs macOS 12.3 or newer on a Mac with a Metal GPU</source>
        <translation>macOS {version}&#x202f;; MPS nécessite macOS 12.3 ou plus récent sur un Mac doté d&apos;un GPU Metal</translation>
    </message>
    <message>
        <source>{package} is not installed</source>
        <translation>{package} n&apos;est pas installé</translation>
    </message>
    <message>
        <source>Check that the GPU driver is installed and working ({tool} must list the GPU), restart after a driver update, and run verification again.</source>
        <translation>Vérifiez que le pilote du GPU est installé et fonctionne ({tool} doit afficher le GPU), redémarrez après une mise à jour du pilote, puis relancez la vérification.</translation>
    </message>
    <message>
        <source>Check that the GPU driver is installed and working, restart after a driver update, and run verification again.</source>
        <translation>Vérifiez que le pilote du GPU est installé et fonctionne, redémarrez après une mise à jour du pilote, puis relancez la vérification.</translation>
    </message>
    <message>
        <source>This PyTorch installation has no DirectML support ({package} is not installed), so it cannot use {where}.</source>
        <translation>Cette installation de PyTorch ne prend pas en charge DirectML ({package} n&apos;est pas installé)&#xa0;: elle ne peut donc pas utiliser {where}.</translation>
    </message>
    <message>
        <source>This PyTorch installation has no {support} support, so it cannot use {where}.</source>
        <translation>Cette installation de PyTorch ne prend pas en charge {support}&#xa0;: elle ne peut donc pas utiliser {where}.</translation>
    </message>
    <message>
        <source>the Apple GPU</source>
        <translation>le GPU Apple</translation>
    </message>
    <message>
        <source>This PyTorch build contains no code for your {gpu} (compute capability {capability}).</source>
        <translation>Cette variante de PyTorch ne contient aucun code pour ce GPU&#xa0;: {gpu} (capacité de calcul {capability}).</translation>
    </message>
    <message>
        <source>The installed build supports {carried} but this GPU needs {needs}.</source>
        <translation>La variante installée prend en charge {carried}, mais ce GPU nécessite {needs}.</translation>
    </message>
    <message>
        <source>The installed build has no code for this GPU&apos;s architecture.</source>
        <translation>La variante installée n&apos;a pas de code pour l&apos;architecture de ce GPU.</translation>
    </message>
    <message>
        <source>This check ran out of memory on {where}.</source>
        <translation>Cette vérification a manqué de mémoire sur {where}.</translation>
    </message>
    <message>
        <source>Close other programs that use the GPU (games, other AI tools) and run verification again; {tools} shows what holds the memory.</source>
        <translation>Fermez les autres programmes qui utilisent le GPU (jeux, autres outils d&apos;IA), puis relancez la vérification&#x202f;; {tools} indique ce qui occupe la mémoire.</translation>
    </message>
    <message>
        <source>Update the graphics driver, restart, and run verification again.</source>
        <translation>Mettez à jour le pilote graphique, redémarrez, puis relancez la vérification.</translation>
    </message>
    <message>
        <source>PyTorch is not installed in this Python environment.</source>
        <translation>PyTorch n&apos;est pas installé dans cet environnement Python.</translation>
    </message>
    <message>
        <source>PyTorch&apos;s installation is incomplete: part of it ({module}) is missing.</source>
        <translation>L&apos;installation de PyTorch est incomplète&#xa0;: une partie ({module}) est absente.</translation>
    </message>
    <message>
        <source>Reinstall PyTorch with the installer. Also make sure the verifier does not run inside a folder that contains a &apos;torch&apos; folder of its own.</source>
        <translation>Réinstallez PyTorch avec le programme d&apos;installation. Vérifiez aussi que la vérification ne s&apos;exécute pas dans un dossier qui contient lui-même un dossier &apos;torch&apos;.</translation>
    </message>
    <message>
        <source>PyTorch is installed but a Python package it needs ({module}) is missing.</source>
        <translation>PyTorch est installé, mais un paquet Python dont il a besoin ({module}) est absent.</translation>
    </message>
    <message>
        <source>Install it into the environment: {command}, or reinstall PyTorch so that pip brings its dependencies.</source>
        <translation>Installez-le dans l&apos;environnement&#xa0;: {command}, ou réinstallez PyTorch pour que pip apporte ses dépendances.</translation>
    </message>
    <message>
        <source>PyTorch is installed but one of its libraries does not fit the others.</source>
        <translation>PyTorch est installé, mais l&apos;une de ses bibliothèques n&apos;est pas compatible avec les autres.</translation>
    </message>
    <message>
        <source>A library from another version is being loaded ({error}). Reinstall PyTorch with the installer and make sure {variable} does not point at other CUDA, ROCm or PyTorch libraries.</source>
        <translation>Une bibliothèque d&apos;une autre version est chargée ({error}). Réinstallez PyTorch avec le programme d&apos;installation et vérifiez que {variable} ne pointe pas vers d&apos;autres bibliothèques CUDA, ROCm ou PyTorch.</translation>
    </message>
    <message>
        <source>PyTorch is installed but cannot start because a library it needs ({library}) is missing.</source>
        <translation>PyTorch est installé mais ne peut pas démarrer, car une bibliothèque dont il a besoin ({library}) est absente.</translation>
    </message>
    <message>
        <source>{library} could not be loaded.</source>
        <translation>La bibliothèque {library} n&apos;a pas pu être chargée.</translation>
    </message>
    <message>
        <source>PyTorch is installed but cannot start because a library it needs is missing.</source>
        <translation>PyTorch est installé mais ne peut pas démarrer, car une bibliothèque dont il a besoin est absente.</translation>
    </message>
    <message>
        <source>A library PyTorch needs could not be loaded.</source>
        <translation>Une bibliothèque dont PyTorch a besoin n&apos;a pas pu être chargée.</translation>
    </message>
    <message>
        <source>PyTorch {version} loads correctly; it is {build} ({runtime}).</source>
        <translation>PyTorch {version} se charge correctement&#x202f;; c&apos;est {build} ({runtime}).</translation>
    </message>
    <message>
        <source>Neither torchvision nor torchaudio is installed.</source>
        <translation>Ni torchvision ni torchaudio ne sont installés.</translation>
    </message>
    <message>
        <source>PyTorch was installed as {installed}, but this PC needs {needed}.</source>
        <translation>Le PyTorch installé est {installed}, mais ce PC a besoin de {needed}.</translation>
    </message>
    <message>
        <source>PyTorch sees no GPU, and hardware detection found none for this build.</source>
        <translation>PyTorch ne voit aucun GPU, et la détection du matériel n&apos;en a trouvé aucun pour cette variante.</translation>
    </message>
    <message>
        <source>PyTorch sees no GPU (no hardware information was given to compare with).</source>
        <translation>PyTorch ne voit aucun GPU (aucune information sur le matériel n&apos;a été fournie pour comparer).</translation>
    </message>
    <message>
        <source>PyTorch sees {count} of the {found} GPUs found on this PC: {names}.</source>
        <translation>PyTorch voit {count} des {found} GPU trouvés sur ce PC&#xa0;: {names}.</translation>
    </message>
    <message>
        <source>A tiny computation on {where} gave a wrong result.</source>
        <translation>Un petit calcul sur {where} a donné un résultat erroné.</translation>
    </message>
    <message>
        <source>PyTorch runs computations on {where}.</source>
        <translation>PyTorch effectue des calculs sur {where}.</translation>
    </message>
    <message>
        <source>the same seed gave different numbers</source>
        <translation>la même graine a donné des nombres différents</translation>
    </message>
    <message>
        <source>different seeds gave the same numbers</source>
        <translation>des graines différentes ont donné les mêmes nombres</translation>
    </message>
    <message>
        <source>uniform numbers fell outside {range}</source>
        <translation>des nombres de loi uniforme sont sortis de {range}</translation>
    </message>
    <message>
        <source>uniform numbers are not spread evenly (mean {mean})</source>
        <translation>les nombres de loi uniforme ne sont pas répartis régulièrement (moyenne {mean})</translation>
    </message>
    <message>
        <source>normal numbers have mean {mean} and spread {spread}</source>
        <translation>les nombres de loi normale ont une moyenne de {mean} et un écart type de {spread}</translation>
    </message>
    <message>
        <source>The random number generator on {where} misbehaves: {problems}.</source>
        <translation>Le générateur de nombres aléatoires sur {where} se comporte mal&#xa0;: {problems}.</translation>
    </message>
    <message>
        <source>{module} is installed but cannot load because a package it needs ({package}) is missing.</source>
        <translation>{module} est installé mais ne peut pas se charger, car un paquet dont il a besoin ({package}) est absent.</translation>
    </message>
    <message>
        <source>Install it into the environment: {command}.</source>
        <translation>Installez-le dans l&apos;environnement&#xa0;: {command}.</translation>
    </message>
    <message>
        <source>{module} is installed but its functions fail; it does not match this PyTorch.</source>
        <translation>{module} est installé, mais ses fonctions échouent&#x202f;; il ne correspond pas à ce PyTorch.</translation>
    </message>
    <message>
        <source>{module} is installed but does not load; it does not match this PyTorch.</source>
        <translation>{module} est installé, mais ne se charge pas&#x202f;; il ne correspond pas à ce PyTorch.</translation>
    </message>
    <message>
        <source>{package} is not installed.</source>
        <translation>{package} n&apos;est pas installé.</translation>
    </message>
    <message>
        <source>torchvision has no DirectML version of non-maximum suppression.</source>
        <translation>torchvision n&apos;a pas de version DirectML de la suppression des non-maxima.</translation>
    </message>
    <message>
        <source>Reinstall torchvision from the same index and variant as torch {version}, e.g. by running the installer again; if it persists, send this report to support.</source>
        <translation>Réinstallez torchvision depuis le même index et dans la même variante que torch {version}, par exemple en relançant le programme d&apos;installation&#x202f;; si le problème persiste, envoyez ce rapport à l&apos;équipe de support.</translation>
    </message>
    <message>
        <source>torchvision&apos;s non-maximum suppression on {where} kept the wrong boxes.</source>
        <translation>La suppression des non-maxima de torchvision sur {where} a conservé les mauvaises boîtes.</translation>
    </message>
    <message>
        <source>torch.compile needs a C compiler (for Triton), which is not installed on this computer.</source>
        <translation>torch.compile a besoin d&apos;un compilateur C (pour Triton), qui n&apos;est pas installé sur cet ordinateur.</translation>
    </message>
    <message>
        <source>torch.compile needs Python&apos;s development headers ({file}), which are not installed.</source>
        <translation>torch.compile a besoin des en-têtes de développement de Python ({file}), qui ne sont pas installés.</translation>
    </message>
    <message>
        <source>torch.compile on {where} needs Triton, which is not installed.</source>
        <translation>torch.compile sur {where} a besoin de Triton, qui n&apos;est pas installé.</translation>
    </message>
    <message>
        <source>torch.compile does not support DirectML.</source>
        <translation>torch.compile ne prend pas en charge DirectML.</translation>
    </message>
    <message>
        <source>torch.compile on Apple GPUs needs PyTorch 2.6 or newer.</source>
        <translation>torch.compile sur les GPU Apple nécessite PyTorch 2.6 ou plus récent.</translation>
    </message>
    <message>
        <source>The check stopped with an unexpected error: {error}.</source>
        <translation>La vérification s&apos;est arrêtée sur une erreur inattendue&#xa0;: {error}.</translation>
    </message>
    <message>
        <source>Send this report to support; the details hold the full error.</source>
        <translation>Envoyez ce rapport à l&apos;équipe de support&#x202f;; les détails contiennent l&apos;erreur complète.</translation>
    </message>
    <message>
        <source>PyTorch cannot use the AMD GPU because your user account is not allowed to access it.</source>
        <translation>PyTorch ne peut pas utiliser le GPU AMD, car votre compte utilisateur n&apos;a pas le droit d&apos;y accéder.</translation>
    </message>
    <message>
        <source>Add your user to the render and video groups: {command}, then log out and in ({kfd} or {render} is not readable and writable for this user).</source>
        <translation>Ajoutez votre utilisateur aux groupes render et video&#xa0;: {command}, puis fermez la session et rouvrez-la ({kfd} ou {render} n&apos;est pas accessible en lecture et en écriture pour cet utilisateur).</translation>
    </message>
    <message>
        <source>{variable} is set to {value}, which hides every GPU</source>
        <translation>{variable} vaut {value}, ce qui masque tous les GPU</translation>
    </message>
    <message>
        <source>{variable} is set to {value}, which limits the GPUs PyTorch may use</source>
        <translation>{variable} vaut {value}, ce qui limite les GPU que PyTorch peut utiliser</translation>
    </message>
    <message>
        <source>PyTorch was built for NVIDIA GPUs but cannot see any.</source>
        <translation>PyTorch a été compilé pour les GPU NVIDIA mais n&apos;en voit aucun.</translation>
    </message>
    <message>
        <source>PyTorch was built for AMD GPUs but cannot see any.</source>
        <translation>PyTorch a été compilé pour les GPU AMD mais n&apos;en voit aucun.</translation>
    </message>
    <message>
        <source>PyTorch was built for Intel GPUs but cannot see any.</source>
        <translation>PyTorch a été compilé pour les GPU Intel mais n&apos;en voit aucun.</translation>
    </message>
    <message>
        <source>PyTorch was built for Apple GPUs but cannot see any.</source>
        <translation>PyTorch a été compilé pour les GPU Apple mais n&apos;en voit aucun.</translation>
    </message>
    <message>
        <source>Not run because {where} is not usable (see the check {check}).</source>
        <translation>Non exécutée, car {where} n&apos;est pas utilisable (voir la vérification {check}).</translation>
    </message>
    <message>
        <source>This PyTorch build contains no code for your {gpu} ({gfx}).</source>
        <translation>Cette variante de PyTorch ne contient aucun code pour ce GPU&#xa0;: {gpu} ({gfx}).</translation>
    </message>
    <message>
        <source>This PyTorch build contains no code for your {gpu}.</source>
        <translation>Cette variante de PyTorch ne contient aucun code pour ce GPU&#xa0;: {gpu}.</translation>
    </message>
    <message>
        <source>{package} {version} does not belong to torch {torch} (expected {expected}.*).</source>
        <translation>{package} {version} ne correspond pas à torch {torch} (attendu&#xa0;: {expected}.*).</translation>
    </message>
    <message>
        <source>PyTorch was installed without GPU support, but this PC has a graphics card it could use ({gpu}).</source>
        <translation>PyTorch a été installé sans prise en charge des GPU, mais ce PC a une carte graphique qu&apos;il pourrait utiliser ({gpu}).</translation>
    </message>
    <message>
        <source>PyTorch was installed without GPU support, but this PC has a graphics card it could use.</source>
        <translation>PyTorch a été installé sans prise en charge des GPU, mais ce PC a une carte graphique qu&apos;il pourrait utiliser.</translation>
    </message>
    <message>
        <source>torch.compile needs a C++ compiler ({compilers}), which does not work.</source>
        <translation>torch.compile a besoin d&apos;un compilateur C++ ({compilers}), qui ne fonctionne pas.</translation>
    </message>
    <message>
        <source>torch.compile needs a C++ compiler ({compilers}), which is not installed on this computer.</source>
        <translation>torch.compile a besoin d&apos;un compilateur C++ ({compilers}), qui n&apos;est pas installé sur cet ordinateur.</translation>
    </message>
    <message>
        <source>Reinstall {package} from the same index and variant as torch {torch} ({package} {expected}.*), e.g. by running the installer again.</source>
        <translation>Réinstallez {package} depuis le même index et dans la même variante que torch {torch} ({package} {expected}.*), par exemple en relançant le programme d&apos;installation.</translation>
    </message>
    <message>
        <source>The installer chose the CPU build for this PC on purpose.</source>
        <translation>Le programme d&apos;installation a volontairement choisi la variante CPU pour ce PC.</translation>
    </message>
    <message>
        <source>on {system} {command}</source>
        <translation>sous {system}, {command}</translation>
    </message>
    <message>
        <source>Install triton-windows in the version made for torch {version} (its releases follow torch&apos;s: see the triton-windows project), or let the installer repair the environment, which brings the right one.</source>
        <translation>Installez triton-windows dans la version faite pour torch {version} (ses versions suivent celles de torch&#xa0;: voir le projet triton-windows), ou laissez le programme d&apos;installation réparer l&apos;environnement, ce qui installe la bonne version.</translation>
    </message>
    <message>
        <source>This PyTorch build cannot multiply {dtype} matrices on {where}.</source>
        <translation>Cette variante de PyTorch ne sait pas multiplier des matrices {dtype} sur {where}.</translation>
    </message>
    <message>
        <source>It is the OpenMP runtime: install it with {apt} on Debian/Ubuntu or {dnf} on Fedora.</source>
        <translation>C&apos;est la bibliothèque d&apos;exécution OpenMP&#xa0;: installez-la avec {apt} sous Debian/Ubuntu ou avec {dnf} sous Fedora.</translation>
    </message>
    <message>
        <source>Unset {variables}, or set each to the number of the GPU to use.</source>
        <translation>Supprimez {variables}, ou donnez à chacune comme valeur le numéro du GPU à utiliser.</translation>
    </message>
    <message>
        <source>What was found: {hints}.</source>
        <translation>Constats&#xa0;: {hints}.</translation>
    </message>
    <message>
        <source>This PyTorch build contains no code for this GPU.</source>
        <translation>Cette variante de PyTorch ne contient aucun code pour ce GPU.</translation>
    </message>
    <message>
        <source>Install PyTorch again with the installer; the check ran {python}, which has no torch package.</source>
        <translation>Réinstallez PyTorch avec le programme d&apos;installation&#x202f;; la vérification a utilisé {python}, qui n&apos;a pas de paquet torch.</translation>
    </message>
    <message>
        <source>{package} {version} was built for a different PyTorch variant (+{tag}) from the installed torch {torch}.</source>
        <translation>{package} {version} a été compilé pour une autre variante de PyTorch (+{tag}) que le torch {torch} installé.</translation>
    </message>
    <message>
        <source>{gflops} GFLOP/s in {dtype} on {where}.</source>
        <translation>{gflops} GFLOP/s en {dtype} sur {where}.</translation>
    </message>
    <message>
        <source>Update the graphics driver, restart, and run verification again. If it persists, this PyTorch build does not handle this GPU correctly: try the build the installer recommends and send this report to support.</source>
        <translation>Mettez à jour le pilote graphique, redémarrez, puis relancez la vérification. Si le problème persiste, cette variante de PyTorch ne gère pas correctement ce GPU&#xa0;: essayez la variante que recommande le programme d&apos;installation et envoyez ce rapport à l&apos;équipe de support.</translation>
    </message>
    <message>
        <source>Update the NVIDIA driver (CUDA {cuda} needs driver {branch} or newer), restart the computer, and run verification again; or install the older build the installer offers for this driver.</source>
        <translation>Mettez à jour le pilote NVIDIA (CUDA {cuda} nécessite le pilote {branch} ou plus récent), redémarrez l&apos;ordinateur, puis relancez la vérification&#x202f;; ou installez la variante plus ancienne que le programme d&apos;installation propose pour ce pilote.</translation>
    </message>
    <message>
        <source>Update the graphics driver, restart the computer, and run verification again; or install the older build the installer offers for this driver.</source>
        <translation>Mettez à jour le pilote graphique, redémarrez l&apos;ordinateur, puis relancez la vérification&#x202f;; ou installez la variante plus ancienne que le programme d&apos;installation propose pour ce pilote.</translation>
    </message>
    <message>
        <source>Reinstall PyTorch with the installer and keep the build it recommends for this PC (installed: {build}, torch {version}).</source>
        <translation>Réinstallez PyTorch avec le programme d&apos;installation et gardez la variante qu&apos;il recommande pour ce PC (installée&#xa0;: {build}, torch {version}).</translation>
    </message>
    <message>
        <source>Reinstall PyTorch with the build the installer recommends for this GPU; an AMD GPU outside ROCm&apos;s list may also need the installer&apos;s {variable} override.</source>
        <translation>Réinstallez PyTorch avec la variante que le programme d&apos;installation recommande pour ce GPU&#x202f;; un GPU AMD absent de la liste de ROCm peut aussi nécessiter le forçage {variable} du programme d&apos;installation.</translation>
    </message>
    <message>
        <source>Reinstall PyTorch with the build the installer recommends for this GPU.</source>
        <translation>Réinstallez PyTorch avec la variante que le programme d&apos;installation recommande pour ce GPU.</translation>
    </message>
    <message>
        <source>Reinstall PyTorch with the installer and keep the {backend} build it recommends (installed: torch {version}).</source>
        <translation>Réinstallez PyTorch avec le programme d&apos;installation et gardez la variante {backend} qu&apos;il recommande (installé&#xa0;: torch {version}).</translation>
    </message>
    <message>
        <source>Reinstall PyTorch with the installer and keep the {backend} build it recommends; pip installed the CPU-only build (torch {version}), e.g. because another package pulled torch from PyPI or the wrong index URL was used.</source>
        <translation>Réinstallez PyTorch avec le programme d&apos;installation et gardez la variante {backend} qu&apos;il recommande&#x202f;; pip a installé la variante pour CPU uniquement (torch {version}), par exemple parce qu&apos;un autre paquet a récupéré torch depuis PyPI ou parce qu&apos;une mauvaise URL d&apos;index a été utilisée.</translation>
    </message>
    <message>
        <source>This PyTorch ({version}) has no scaled_dot_product_attention: it came with PyTorch 2.0.</source>
        <translation>Ce PyTorch ({version}) n&apos;a pas scaled_dot_product_attention&#xa0;: il est arrivé avec PyTorch 2.0.</translation>
    </message>
    <message>
        <source>torch.compile came with PyTorch 2.0; this environment has {version}. A newer build brings it.</source>
        <translation>torch.compile est arrivé avec PyTorch 2.0&#x202f;; cet environnement a {version}. Une variante plus récente l&apos;apporte.</translation>
    </message>
    <message>
        <source>Matrix multiplication in {dtype} on {where} is correct, but less precise than usual with this PyTorch on this processor.</source>
        <translation>La multiplication de matrices en {dtype} sur {where} est correcte, mais moins précise que d&apos;habitude avec ce PyTorch sur ce processeur.</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>--language %1: not a language this setup speaks; use en, de, fr, es or zh_CN</source>
        <extracomment>%1 is the value given with --language
----------
%1 is the value given to --language; the codes are not to be translated</extracomment>
        <translation>--language %1&#xa0;: cette langue n&apos;est pas disponible dans ce programme d&apos;installation&#x202f;; utilisez en, de, fr, es ou zh_CN</translation>
    </message>
    <message>
        <source>Puts the right PyTorch build on this computer: detects the graphics cards, proposes a build and says why, installs it into a Python environment and checks that it works.</source>
        <translation>Installe sur cet ordinateur la variante de PyTorch qui convient&#xa0;: détecte les cartes graphiques, propose une variante en expliquant pourquoi, l&apos;installe dans un environnement Python et vérifie qu&apos;elle fonctionne.</translation>
    </message>
    <message>
        <source>Show the machine described in FILE (detect --json, a support bundle&apos;s report.json) instead of this one.</source>
        <extracomment>--help: FILE is the option&apos;s value, as --help prints it; &quot;detect --json&quot; is a command</extracomment>
        <translation>Afficher la machine décrite dans FILE (detect --json, le report.json d&apos;une archive de support) au lieu de celle-ci.</translation>
    </message>
    <message>
        <source>Use the branding profile in FILE (docs/branding.md) instead of branding/branding.json beside the program or the built-in one.</source>
        <extracomment>--help: FILE is the option&apos;s value, as --help prints it; the rest in brackets are file names</extracomment>
        <translation>Utiliser le profil de marque contenu dans FILE (docs/branding.md) au lieu de branding/branding.json situé à côté du programme ou du profil intégré.</translation>
    </message>
    <message>
        <source>Open the window for support staff instead: a customer&apos;s machine and the decision for it (from FILE when given: a support bundle, a detect --json file or a pasted text), and the diagnosis of a pasted error. Nothing is installed.</source>
        <extracomment>--help: FILE is the file named after the options, as --help prints it; &quot;detect --json&quot; is a command</extracomment>
        <translation>Ouvrir plutôt la fenêtre de l&apos;équipe de support&#xa0;: la machine d&apos;un client et la décision prise pour elle (depuis FILE s&apos;il est indiqué&#xa0;: une archive de support, un fichier detect --json ou un texte collé), et le diagnostic d&apos;une erreur collée. Rien n&apos;est installé.</translation>
    </message>
    <message>
        <source>Speak LANG (en, de, fr, es, zh_CN) instead of the system&apos;s language.</source>
        <extracomment>--help: LANG is the option&apos;s value, as --help prints it; the codes stay as they are</extracomment>
        <translation>Utiliser la langue LANG (en, de, fr, es, zh_CN) au lieu de celle du système.</translation>
    </message>
    <message>
        <source>Look after the environment in FOLDER: change its build, repair it or check it again.</source>
        <extracomment>--help: FOLDER is the option&apos;s value, as --help prints it</extracomment>
        <translation>Gérer l&apos;environnement situé dans FOLDER&#xa0;: changer sa variante, le réparer ou le vérifier de nouveau.</translation>
    </message>
    <message>
        <source>With --support: the customer&apos;s file to open.</source>
        <extracomment>--help: FILE as --help prints it</extracomment>
        <translation>Avec --support&#xa0;: le fichier du client à ouvrir.</translation>
    </message>
    <message>
        <source>The branding profile is not valid, so the setup cannot start:

%1</source>
        <extracomment>%1 is what is wrong in the profile</extracomment>
        <translation>Le profil de marque n&apos;est pas valide, le programme d&apos;installation ne peut donc pas démarrer&#xa0;:

%1</translation>
    </message>
    <message>
        <source>cannot write the picture %1</source>
        <extracomment>%1 is a file</extracomment>
        <translation>impossible d&apos;écrire l&apos;image %1</translation>
    </message>
</context>
<context>
    <name>ts::unattended</name>
    <message>
        <source>Install with no window: detect, choose the build, install and check it, writing plain progress lines; the exit status says how it ended (docs/unattended.md).</source>
        <translation>Installer sans fenêtre&#xa0;: détecter, choisir la variante, l&apos;installer et la vérifier, en écrivant de simples lignes de progression&#x202f;; le code de sortie indique comment cela s&apos;est terminé (docs/unattended.md).</translation>
    </message>
    <message>
        <source>With --unattended: the answer file (JSON, docs/unattended.md) with the folder, build, Python, index and the acceptance of the product&apos;s licence.</source>
        <translation>Avec --unattended&#xa0;: le fichier de réponses (JSON, docs/unattended.md) contenant le dossier, la variante, Python, l&apos;index et l&apos;acceptation de la licence du produit.</translation>
    </message>
    <message>
        <source>With --unattended: the environment&apos;s folder (replaces the answer file&apos;s &quot;folder&quot;).</source>
        <translation>Avec --unattended&#xa0;: le dossier de l&apos;environnement (remplace &quot;folder&quot; du fichier de réponses).</translation>
    </message>
    <message>
        <source>With --unattended: auto (the recommendation) or a build such as cpu, cu130, rocm7.1.</source>
        <translation>Avec --unattended&#xa0;: auto (la recommandation) ou une variante telle que cpu, cu130, rocm7.1.</translation>
    </message>
    <message>
        <source>With --unattended: the Python interpreter to build the environment on.</source>
        <translation>Avec --unattended&#xa0;: l&apos;interpréteur Python sur lequel créer l&apos;environnement.</translation>
    </message>
    <message>
        <source>With --unattended: install from this index instead of the build&apos;s.</source>
        <translation>Avec --unattended&#xa0;: installer depuis cet index au lieu de celui de la variante.</translation>
    </message>
    <message>
        <source>With --unattended: a mirror of https://download.pytorch.org/whl/ with the same layout.</source>
        <translation>Avec --unattended&#xa0;: un miroir de https://download.pytorch.org/whl/ organisé de la même façon.</translation>
    </message>
    <message>
        <source>With --unattended: keep downloads here.</source>
        <translation>Avec --unattended&#xa0;: conserver les téléchargements ici.</translation>
    </message>
    <message>
        <source>With --unattended: append the progress lines to FILE too.</source>
        <translation>Avec --unattended&#xa0;: ajouter aussi les lignes de progression à FILE.</translation>
    </message>
    <message>
        <source>With --unattended: accept the licence of the branding profile (as &quot;accept_licence&quot;: true in the answer file).</source>
        <translation>Avec --unattended&#xa0;: accepter la licence du profil de marque (comme &quot;accept_licence&quot;: true dans le fichier de réponses).</translation>
    </message>
    <message>
        <source>%1 (driver %2)</source>
        <extracomment>%1 is a GPU&apos;s name, %2 a driver version such as 580.95.05</extracomment>
        <translation>%1 (pilote %2)</translation>
    </message>
    <message>
        <source>This computer: %1 (%2), Python %3; graphics: %4</source>
        <extracomment>%1 is the OS or its version, such as &quot;Ubuntu 24.04&quot;; %2 a CPU architecture such as x86_64; %3 a Python version or &quot;not found&quot;; %4 a list of GPUs or &quot;none PyTorch could use&quot;</extracomment>
        <translation>Cet ordinateur&#xa0;: %1 (%2), Python %3&#x202f;; cartes graphiques&#xa0;: %4</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>non trouvé</translation>
    </message>
    <message>
        <source>none PyTorch could use</source>
        <translation>aucune que PyTorch puisse utiliser</translation>
    </message>
    <message>
        <source>Installs PyTorch with no window (docs/unattended.md).</source>
        <translation>Installe PyTorch sans fenêtre (docs/unattended.md).</translation>
    </message>
    <message>
        <source>Plan for the machine described in FILE (detect --json) instead of this one.</source>
        <translation>Planifier pour la machine décrite dans FILE (detect --json) au lieu de celle-ci.</translation>
    </message>
    <message>
        <source>Use the branding profile in FILE (docs/branding.md).</source>
        <translation>Utiliser le profil de marque contenu dans FILE (docs/branding.md).</translation>
    </message>
    <message>
        <source>The window for support staff (not unattended).</source>
        <translation>La fenêtre de l&apos;équipe de support (pas en mode sans surveillance).</translation>
    </message>
    <message>
        <source>--answers, --venv, --backend, --python, --index-url, --pytorch-mirror, --cache-dir, --log-file and --accept-licence belong to --unattended: add --unattended to install without a window</source>
        <translation>--answers, --venv, --backend, --python, --index-url, --pytorch-mirror, --cache-dir, --log-file et --accept-licence vont avec --unattended&#xa0;: ajoutez --unattended pour installer sans fenêtre</translation>
    </message>
    <message>
        <source>--support opens a window; it cannot be unattended</source>
        <translation>--support ouvre une fenêtre&#x202f;; il ne peut pas fonctionner sans surveillance</translation>
    </message>
    <message>
        <source>unexpected argument &quot;%1&quot; (the answers go in --answers FILE)</source>
        <extracomment>%1 is the unexpected argument as typed</extracomment>
        <translation>argument inattendu «&#xa0;%1&#xa0;» (les réponses vont dans --answers FILE)</translation>
    </message>
    <message>
        <source>Write the lines in LANG (en, de, fr, es, zh_CN); English when not given, so a fleet&apos;s logs read the same on every machine.</source>
        <translation>Écrire les lignes en LANG (en, de, fr, es, zh_CN)&#x202f;; en anglais si l&apos;option n&apos;est pas donnée, afin que les journaux d&apos;un parc de machines se lisent de la même façon sur chacune d&apos;elles.</translation>
    </message>
    <message>
        <source>With --unattended: after installing, only the install&apos;s own check (import, devices, math), not the whole verification with torch.compile (as &quot;quick_check&quot;: true).</source>
        <translation>Avec --unattended&#xa0;: après l&apos;installation, seulement sa propre vérification (import, périphériques, calcul), pas la vérification complète avec torch.compile (comme &quot;quick_check&quot;: true).</translation>
    </message>
    <message>
        <source>--index-url and --pytorch-mirror exclude each other: --index-url names the index itself, --pytorch-mirror a mirror that each build&apos;s index is taken from</source>
        <translation>--index-url et --pytorch-mirror s&apos;excluent : --index-url désigne l&apos;index lui-même, --pytorch-mirror un miroir d&apos;où l&apos;index de chaque version est pris</translation>
    </message>
</context>
<context>
    <name>ts::unattended::Run</name>
    <message>
        <source>Exit status %1</source>
        <extracomment>%1 is the program&apos;s exit status (a number)</extracomment>
        <translation>Code de sortie %1</translation>
    </message>
    <message>
        <source>the command line</source>
        <translation>la ligne de commande</translation>
    </message>
    <message>
        <source>%1 needs its licence (%2) accepted before it installs: add &quot;accept_licence&quot;: true to the answer file (or --accept-licence) once it is accepted.</source>
        <extracomment>%1 is a product&apos;s name, %2 a file</extracomment>
        <translation>%1 exige que sa licence (%2) soit acceptée avant l&apos;installation&#xa0;: une fois qu&apos;elle l&apos;est, ajoutez &quot;accept_licence&quot;: true au fichier de réponses (ou --accept-licence).</translation>
    </message>
    <message>
        <source>%1: launch: the branding profile (%2) names no program to start</source>
        <extracomment>%1 is the answer file or &quot;the command line&quot;, %2 a file or &quot;built-in&quot;</extracomment>
        <translation>%1&#xa0;: launch&#xa0;: le profil de marque (%2) n&apos;indique aucun programme à démarrer</translation>
    </message>
    <message>
        <source>%1 %2: unattended install (answers: %3; branding: %4)</source>
        <extracomment>%1 is a product&apos;s name, %2 its version, %3 the answer file or &quot;none&quot;, %4 the branding profile&apos;s file or &quot;built-in&quot;</extracomment>
        <translation>%1 %2&#xa0;: installation sans surveillance (réponses&#xa0;: %3&#x202f;; profil de marque&#xa0;: %4)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Recommended: %1.</source>
        <extracomment>%1 is what is proposed, such as &quot;PyTorch 2.9.0 with CUDA 12.8 for your NVIDIA GeForce RTX 4090&quot;</extracomment>
        <translation>Recommandation&#xa0;: %1.</translation>
    </message>
    <message>
        <source>%1 (fix: %2)</source>
        <extracomment>%1 is a warning (a clause), %2 how to deal with it (a clause)</extracomment>
        <translation>%1 (solution&#xa0;: %2)</translation>
    </message>
    <message>
        <source>Cancelled; the folder is as it was.</source>
        <translation>Annulé&#x202f;; le dossier est resté tel qu&apos;il était.</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <extracomment>%1 is a note (a whole sentence)</extracomment>
        <translation>Remarque&#xa0;: %1</translation>
    </message>
    <message>
        <source>PyTorch is installed in %1, but %2 could not be started (%3).</source>
        <extracomment>%1 is a folder, %2 a product&apos;s name, %3 a program&apos;s file</extracomment>
        <translation>PyTorch est installé dans %1, mais %2 n&apos;a pas pu être démarré (%3).</translation>
    </message>
    <message>
        <source>Started %1 (process %2).</source>
        <extracomment>%1 is a product&apos;s name, %2 a process id (a number)</extracomment>
        <translation>%1 démarré (processus %2).</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>%1 and %2 are sizes such as &quot;1.2 GB&quot;</extracomment>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>%1/s</source>
        <extracomment>a download speed; %1 is a size such as &quot;1.2 MB&quot;</extracomment>
        <translation>%1/s</translation>
    </message>
    <message>
        <source>%1:%2 left</source>
        <extracomment>a time left, in minutes and seconds; %1 is the minutes, %2 the seconds (two digits)</extracomment>
        <translation>encore %1:%2</translation>
    </message>
    <message>
        <source>%1: log_file: %2</source>
        <extracomment>%1 is the answer file or &quot;the command line&quot;, %2 why the log file cannot be written (a whole sentence)</extracomment>
        <translation>%1&#xa0;: log_file&#xa0;: %2</translation>
    </message>
    <message>
        <source>Checking everything, torch.compile included...</source>
        <translation>Vérification complète, torch.compile compris...</translation>
    </message>
    <message>
        <source>%1: backend: %2 offers only these builds: %3</source>
        <extracomment>%1 is the answer file or &quot;the command line&quot;, %2 a product&apos;s name, %3 a list of builds such as cu128</extracomment>
        <translation>%1&#xa0;: backend&#xa0;: %2 ne propose que ces variantes&#xa0;: %3</translation>
    </message>
    <message>
        <source>The check was stopped; PyTorch is installed in %1 and passed the installation&apos;s own check.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>La vérification a été arrêtée&#x202f;; PyTorch est installé dans %1 et a réussi la vérification de l&apos;installation.</translation>
    </message>
    <message>
        <source>Nothing was changed. Check the network connection and run again, or get the packages another way: a proxy (HTTPS_PROXY), another index or mirror (index_url or pytorch_mirror in the answers), or a folder of wheels copied to this computer (find_links in the answers).</source>
        <translation>Rien n&apos;a été modifié. Vérifiez la connexion réseau et relancez, ou obtenez les paquets autrement&#xa0;: par un proxy (HTTPS_PROXY), un autre index ou miroir (index_url ou pytorch_mirror dans les réponses), ou un dossier de paquets wheel copié sur cet ordinateur (find_links dans les réponses).</translation>
    </message>
    <message>
        <source>Policy data: %1 (an update).</source>
        <extracomment>%1 is a data version such as 2026-11-27.1</extracomment>
        <translation>Données de politique&#xa0;: %1 (une mise à jour).</translation>
    </message>
    <message>
        <source>Policy data: %1 (built in).</source>
        <translation>Données de politique&#xa0;: %1 (intégrées).</translation>
    </message>
    <message>
        <source>%1: pytorch_mirror is not used: index_url names the index itself, which takes the place of every build&apos;s index.</source>
        <extracomment>%1 is the answer file</extracomment>
        <translation>%1 : pytorch_mirror n&apos;est pas utilisé : index_url désigne l&apos;index lui-même, qui remplace l&apos;index de chaque version.</translation>
    </message>
</context>
<context>
    <name>ts::unattended::UnattendedAnswers</name>
    <message>
        <source>%1 is not an answer file: %2 at byte %3</source>
        <extracomment>%1 is a file, %2 the JSON parser&apos;s reason or &quot;not a JSON object&quot;, %3 a byte offset</extracomment>
        <translation>%1 n&apos;est pas un fichier de réponses&#xa0;: %2 à l&apos;octet %3</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>ce n&apos;est pas un objet JSON</translation>
    </message>
    <message>
        <source>%1: format_version: this program reads format %2</source>
        <extracomment>%1 is a file, %2 a format version number</extracomment>
        <translation>%1&#xa0;: format_version&#xa0;: ce programme lit le format %2</translation>
    </message>
    <message>
        <source>%1: backend: &quot;%2&quot; is not a build (write &quot;auto&quot; or a build such as &quot;cpu&quot;, &quot;cu130&quot;, &quot;rocm7.1&quot;)</source>
        <extracomment>%1 is a file, %2 the value found in it</extracomment>
        <translation>%1&#xa0;: backend&#xa0;: «&#xa0;%2&#xa0;» n&apos;est pas une variante (écrivez &quot;auto&quot; ou une variante telle que &quot;cpu&quot;, &quot;cu130&quot;, &quot;rocm7.1&quot;)</translation>
    </message>
    <message>
        <source>%1: portable_python: expected true, false or a Python version such as &quot;3.12&quot;</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1&#xa0;: portable_python&#xa0;: attendu&#xa0;: true, false ou une version de Python telle que &quot;3.12&quot;</translation>
    </message>
    <message>
        <source>%1: portable_python: a portable Python and &quot;python&quot; exclude each other</source>
        <extracomment>%1 is a file</extracomment>
        <translation>%1&#xa0;: portable_python&#xa0;: un Python portable et &quot;python&quot; s&apos;excluent mutuellement</translation>
    </message>
    <message>
        <source>The answer file %1 cannot be read: %2</source>
        <extracomment>%1 is a file, %2 an error message from the system</extracomment>
        <translation>Le fichier de réponses %1 ne peut pas être lu&#xa0;: %2</translation>
    </message>
</context>
<context>
    <name>ts::wizard::BackendPage</name>
    <message>
        <source>PyTorch for this computer</source>
        <translation>PyTorch pour cet ordinateur</translation>
    </message>
    <message>
        <source>The build that fits your graphics card, and the others you may choose instead.</source>
        <translation>La variante adaptée à votre carte graphique, et les autres que vous pouvez choisir à la place.</translation>
    </message>
    <message>
        <source>Proposed build</source>
        <translation>Variante proposée</translation>
    </message>
    <message>
        <source>Why this build</source>
        <translation>Pourquoi cette variante</translation>
    </message>
    <message>
        <source>&amp;Why this build?</source>
        <translation>Pour&amp;quoi cette variante&#x202f;?</translation>
    </message>
    <message>
        <source>Builds to choose from</source>
        <translation>Variantes disponibles</translation>
    </message>
    <message>
        <source>torch, torchvision and torchaudio of the build</source>
        <translation>torch, torchvision et torchaudio de la variante</translation>
    </message>
    <message>
        <source>Packages and versions</source>
        <translation>Paquets et versions</translation>
    </message>
    <message>
        <source>the build&apos;s own index</source>
        <translation>l&apos;index propre à la variante</translation>
    </message>
    <message>
        <source>Package index or mirror</source>
        <translation>Index de paquets ou miroir</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Offline wheel folder</source>
        <translation>Dossier de paquets wheel hors ligne</translation>
    </message>
    <message>
        <source>&amp;Packages:</source>
        <translation>&amp;Paquets&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Index or mirror:</source>
        <translation>&amp;Index ou miroir&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Offline wheel folder:</source>
        <translation>Dossier de paquets wheel &amp;hors ligne&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Advanced settings</source>
        <translation>Paramètres &amp;avancés</translation>
    </message>
    <message>
        <source>Builds (the first is the recommended one):</source>
        <translation>Variantes (la première est celle recommandée)&#xa0;:</translation>
    </message>
    <message>
        <source>PyTorch %1 with %2</source>
        <extracomment>%1 is a torch version such as 2.9.0, %2 a build&apos;s name such as &quot;CUDA 12.8&quot; or &quot;the processor only&quot;</extracomment>
        <translation>PyTorch %1 avec %2</translation>
    </message>
    <message>
        <source>Recommended</source>
        <translation>Recommandée</translation>
    </message>
    <message>
        <source>%1 offers none of the builds that fit this computer (%2 would). Ask its makers which build to use.</source>
        <extracomment>%1 is the product&apos;s name (a distributor may set it), %2 a build&apos;s name such as &quot;CUDA 12.8&quot; or &quot;the processor only&quot;</extracomment>
        <translation>%1 ne propose aucune des variantes adaptées à cet ordinateur (%2 conviendrait). Demandez à ses créateurs quelle variante utiliser.</translation>
    </message>
    <message>
        <source>%1 does not offer the build that fits this computer best (%2); the first of the builds it offers is chosen.</source>
        <extracomment>%1 is the product&apos;s name (a distributor may set it), %2 a build&apos;s name such as &quot;CUDA 12.8&quot; or &quot;the processor only&quot;</extracomment>
        <translation>%1 ne propose pas la variante la mieux adaptée à cet ordinateur (%2)&#x202f;; la première des variantes proposées est choisie.</translation>
    </message>
    <message>
        <source>Show the reasons for this build</source>
        <translation>Afficher les raisons du choix de cette variante</translation>
    </message>
    <message>
        <source>Show the advanced settings</source>
        <translation>Afficher les paramètres avancés</translation>
    </message>
    <message>
        <source>the system&apos;s (HTTPS_PROXY, HTTP_PROXY)</source>
        <translation>celui du système (HTTPS_PROXY, HTTP_PROXY)</translation>
    </message>
    <message>
        <source>Proxy</source>
        <translation>Proxy</translation>
    </message>
    <message>
        <source>A proxy such as http://proxy.example.com:3128 for every download and for pip; empty: the system&apos;s settings.</source>
        <translation>Un proxy tel que http://proxy.example.com:3128 pour tous les téléchargements et pour pip&#x202f;; vide&#xa0;: les paramètres du système.</translation>
    </message>
    <message>
        <source>P&amp;roxy:</source>
        <translation>P&amp;roxy&#xa0;:</translation>
    </message>
    <message>
        <source>Problem with the settings</source>
        <translation>Problème dans les paramètres</translation>
    </message>
    <message>
        <source>The proxy &quot;%1&quot; is not a proxy address: write it as http://host:port (or https://, socks5://), or leave the field empty to use the system&apos;s.</source>
        <extracomment>%1 is the text typed as the proxy (a user name and password in it left out)</extracomment>
        <translation>Le proxy «&#xa0;%1&#xa0;» n&apos;est pas une adresse de proxy&#xa0;: écrivez-la sous la forme http://hôte:port (ou https://, socks5://), ou laissez le champ vide pour utiliser celui du système.</translation>
    </message>
    <message>
        <source>Chosen with the policy data of %1, an update.</source>
        <translation>Choisi avec les données de politique du %1, une mise à jour.</translation>
    </message>
    <message>
        <source>Chosen with the policy data of %1, built into this program.</source>
        <translation>Choisi avec les données de politique du %1, intégrées à ce programme.</translation>
    </message>
</context>
<context>
    <name>ts::wizard::ComputerPage</name>
    <message>
        <source>Your computer</source>
        <translation>Votre ordinateur</translation>
    </message>
    <message>
        <source>The graphics cards and drivers PyTorch can use here.</source>
        <translation>Les cartes graphiques et les pilotes que PyTorch peut utiliser ici.</translation>
    </message>
    <message>
        <source>Graphics card</source>
        <translation>Carte graphique</translation>
    </message>
    <message>
        <source>Maker</source>
        <translation>Fabricant</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Mémoire</translation>
    </message>
    <message>
        <source>Driver</source>
        <translation>Pilote</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Graphics cards found</source>
        <translation>Cartes graphiques trouvées</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Système</translation>
    </message>
    <message>
        <source>Warnings</source>
        <translation>Avertissements</translation>
    </message>
    <message>
        <source>&amp;Rescan</source>
        <translation>&amp;Relancer la détection</translation>
    </message>
    <message>
        <source>Look at the graphics cards again</source>
        <translation>Examiner de nouveau les cartes graphiques</translation>
    </message>
    <message>
        <source>Looking at this computer...</source>
        <translation>Examen de cet ordinateur...</translation>
    </message>
    <message>
        <source>compute capability %1</source>
        <extracomment>%1 is an NVIDIA compute capability, a number such as 8.9</extracomment>
        <translation>capacité de calcul %1</translation>
    </message>
    <message>
        <source>built in</source>
        <translation>intégrée</translation>
    </message>
    <message>
        <source>separate card</source>
        <translation>carte dédiée</translation>
    </message>
    <message>
        <source>not usable: %1</source>
        <extracomment>%1 is the reason, in lower case, such as &quot;no driver is bound to it; install or load the vendor&apos;s driver&quot;</extracomment>
        <translation>inutilisable&#xa0;: %1</translation>
    </message>
    <message>
        <source>unknown model (%1:%2)</source>
        <extracomment>%1 and %2 are the card&apos;s vendor and device ids, four hex digits each, as in &quot;10de:2684&quot;</extracomment>
        <translation>modèle inconnu (%1:%2)</translation>
    </message>
    <message>
        <source>No graphics card was found that PyTorch could use.</source>
        <translation>Aucune carte graphique utilisable par PyTorch n&apos;a été trouvée.</translation>
    </message>
    <message>
        <source>System: %1 (%2); Python %3</source>
        <extracomment>%1 is the operating system&apos;s name and version, such as &quot;Debian GNU/Linux 13 (trixie)&quot;, or linux, windows or macos; %2 a CPU architecture such as x86_64; %3 a Python version such as 3.12, or &quot;not found&quot;</extracomment>
        <translation>Système&#xa0;: %1 (%2)&#x202f;; Python %3</translation>
    </message>
    <message>
        <source>not found</source>
        <translation>non trouvé</translation>
    </message>
    <message>
        <source>Save &amp;diagnostics...</source>
        <translation>Enregistrer les &amp;diagnostics...</translation>
    </message>
    <message>
        <source>Save diagnostics for support staff</source>
        <translation>Enregistrer les diagnostics pour l&apos;équipe de support</translation>
    </message>
    <message>
        <source>Diagnostics</source>
        <translation>Diagnostics</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>Architecture</translation>
    </message>
</context>
<context>
    <name>ts::wizard::Diagnostics</name>
    <message>
        <source>Save diagnostics</source>
        <translation>Enregistrer les diagnostics</translation>
    </message>
    <message>
        <source>Support bundle (*.zip)</source>
        <translation>Archive de support (*.zip)</translation>
    </message>
    <message>
        <source>Diagnostics saved to %1 (your user name and home folder are left out).</source>
        <extracomment>%1 is a file (a .zip archive), with its folder</extracomment>
        <translation>Diagnostic enregistré dans %1 (votre nom d&apos;utilisateur et votre dossier personnel n&apos;y figurent pas).</translation>
    </message>
</context>
<context>
    <name>ts::wizard::FinishPage</name>
    <message>
        <source>PyTorch works</source>
        <translation>PyTorch fonctionne</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Vérifications</translation>
    </message>
    <message>
        <source>&amp;Open the folder</source>
        <translation>&amp;Ouvrir le dossier</translation>
    </message>
    <message>
        <source>&amp;Copy the activation command</source>
        <translation>&amp;Copier la commande d&apos;activation</translation>
    </message>
    <message>
        <source>&amp;Start %1</source>
        <extracomment>%1 is the product&apos;s name (a distributor may set it); a button that starts that program</extracomment>
        <translation>&amp;Démarrer %1</translation>
    </message>
    <message>
        <source>%1 could not be started (%2).</source>
        <extracomment>%1 is the product&apos;s name (a distributor may set it), %2 the program that was run (a file or a command)</extracomment>
        <translation>%1 n&apos;a pas pu être démarré (%2).</translation>
    </message>
    <message>
        <source>Fix: %1</source>
        <extracomment>%1 is a whole sentence saying what to do about a failed check</extracomment>
        <translation>Solution&#xa0;: %1</translation>
    </message>
    <message>
        <source>Open the environment folder</source>
        <translation>Ouvrir le dossier de l&apos;environnement</translation>
    </message>
    <message>
        <source>Copy the activation command</source>
        <translation>Copier la commande d&apos;activation</translation>
    </message>
    <message>
        <source>Save diagnostics for support</source>
        <translation>Enregistrer les diagnostics pour le support</translation>
    </message>
    <message>
        <source>Start %1</source>
        <extracomment>%1 is the product&apos;s name (a distributor may set it); what the button that starts that program does</extracomment>
        <translation>Démarrer %1</translation>
    </message>
    <message>
        <source>Checking PyTorch</source>
        <translation>Vérification de PyTorch</translation>
    </message>
    <message>
        <source>The last step proves it: PyTorch computes on this computer&apos;s devices and torch.compile builds kernels.</source>
        <translation>La dernière étape le prouve&#xa0;: PyTorch calcule sur les périphériques de cet ordinateur et torch.compile construit des noyaux.</translation>
    </message>
    <message>
        <source>Check a&amp;gain</source>
        <translation>&amp;Vérifier à nouveau</translation>
    </message>
    <message>
        <source>S&amp;kip the check</source>
        <translation>&amp;Passer la vérification</translation>
    </message>
    <message>
        <source>Skip the rest of the check</source>
        <translation>Passer le reste de la vérification</translation>
    </message>
    <message>
        <source>Save &amp;diagnostics...</source>
        <translation>Enregistrer les &amp;diagnostics...</translation>
    </message>
    <message>
        <source>Check again, torch.compile included</source>
        <translation>Vérifier à nouveau, torch.compile compris</translation>
    </message>
    <message>
        <source>Checking everything, torch.compile included (up to a few minutes the first time)...</source>
        <translation>Vérification complète, torch.compile compris (jusqu&apos;à quelques minutes la première fois)...</translation>
    </message>
    <message>
        <source>PyTorch is installed</source>
        <translation>PyTorch est installé</translation>
    </message>
    <message>
        <source>The full check was skipped: PyTorch passed the installation&apos;s own check (import, devices, math). Check again runs the rest.</source>
        <translation>La vérification complète a été ignorée&#xa0;: PyTorch a réussi la vérification de l&apos;installation (import, périphériques, calcul). «&#xa0;Vérifier à nouveau&#xa0;» exécute le reste.</translation>
    </message>
    <message>
        <source>The full check could not run: %1</source>
        <extracomment>%1 is an error message, a whole sentence</extracomment>
        <translation>La vérification complète n&apos;a pas pu s&apos;exécuter&#xa0;: %1</translation>
    </message>
    <message>
        <source>PyTorch works; torch.compile does not yet</source>
        <translation>PyTorch fonctionne&#x202f;; torch.compile pas encore</translation>
    </message>
    <message>
        <source>PyTorch failed a check</source>
        <translation>PyTorch a échoué à une vérification</translation>
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
        <translation>Téléchargement et installation de PyTorch. Vous pouvez annuler à tout moment&#xa0;: rien ne reste à moitié fait.</translation>
    </message>
    <message>
        <source>Overall progress</source>
        <translation>Progression globale</translation>
    </message>
    <message>
        <source>Current step</source>
        <translation>Étape en cours</translation>
    </message>
    <message>
        <source>Downloaded, speed and time left</source>
        <translation>Téléchargé, vitesse et temps restant</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Étapes</translation>
    </message>
    <message>
        <source>&amp;Files:</source>
        <translation>&amp;Fichiers&#xa0;:</translation>
    </message>
    <message>
        <source>Files</source>
        <translation>Fichiers</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Taille</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Progression</translation>
    </message>
    <message>
        <source>State</source>
        <translation>État</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>Show the &amp;log</source>
        <translation>Afficher le &amp;journal</translation>
    </message>
    <message>
        <source>&amp;Cancel the installation</source>
        <translation>&amp;Annuler l&apos;installation</translation>
    </message>
    <message>
        <source>Cancel the installation</source>
        <translation>Annuler l&apos;installation</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;Réessayer</translation>
    </message>
    <message>
        <source>Try the installation again</source>
        <translation>Relancer l&apos;installation</translation>
    </message>
    <message>
        <source>Cancel the installation?</source>
        <translation>Annuler l&apos;installation&#x202f;?</translation>
    </message>
    <message>
        <source>The installation stops and the folder is put back as it was. Cancel it?</source>
        <translation>L&apos;installation s&apos;arrête et le dossier est remis dans son état précédent. Voulez-vous l&apos;annuler&#x202f;?</translation>
    </message>
    <message>
        <source>Cancelling...</source>
        <translation>Annulation...</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <extracomment>%1 and %2 are amounts of data, formatted, such as &quot;1.2 GB&quot;: downloaded so far, and in all</extracomment>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>%1/s</source>
        <extracomment>a download speed; %1 is an amount of data, formatted, such as &quot;12.3 MB&quot;</extracomment>
        <translation>%1/s</translation>
    </message>
    <message>
        <source>%1 left</source>
        <extracomment>the time the download still needs; %1 is a duration such as 4:05 (minutes:seconds) or 1:04:05 (hours:minutes:seconds)</extracomment>
        <translation>encore %1</translation>
    </message>
    <message>
        <source>Nothing to do: the environment already has this build.</source>
        <translation>Rien à faire&#xa0;: l&apos;environnement contient déjà cette variante.</translation>
    </message>
    <message>
        <source>PyTorch is installed.</source>
        <translation>PyTorch est installé.</translation>
    </message>
    <message>
        <source>Progress of %1</source>
        <extracomment>%1 is a file name, such as torch-2.9.0+cu128-cp312-cp312-manylinux_2_28_x86_64.whl</extracomment>
        <translation>Progression de %1</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnue</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>échec</translation>
    </message>
    <message>
        <source>from the cache</source>
        <translation>depuis le cache</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>vérifié</translation>
    </message>
    <message>
        <source>checking the cached copy</source>
        <translation>vérification de la copie en cache</translation>
    </message>
    <message>
        <source>downloading</source>
        <translation>téléchargement</translation>
    </message>
    <message>
        <source>waiting</source>
        <translation>en attente</translation>
    </message>
    <message>
        <source>Show the installation log</source>
        <translation>Afficher le journal d&apos;installation</translation>
    </message>
    <message>
        <source>%1 (not needed)</source>
        <extracomment>%1 is a step of the installation, such as &quot;Downloading and installing packages&quot;</extracomment>
        <translation>%1 (inutile)</translation>
    </message>
    <message>
        <source>Change where the &amp;packages come from...</source>
        <translation>Changer la &amp;provenance des paquets...</translation>
    </message>
    <message>
        <source>Change the index, mirror, proxy or wheel folder</source>
        <translation>Changer l&apos;index, le miroir, le proxy ou le dossier de wheels</translation>
    </message>
    <message>
        <source>PyTorch can also come from another index or mirror, through a proxy, or from a folder of wheels copied here.</source>
        <translation>PyTorch peut aussi provenir d&apos;un autre index ou d&apos;un miroir, passer par un proxy, ou venir d&apos;un dossier de wheels copié ici.</translation>
    </message>
    <message>
        <source>The packages could not be downloaded.</source>
        <translation>Les paquets n&apos;ont pas pu être téléchargés.</translation>
    </message>
    <message>
        <source>PyTorch %1 is installed.</source>
        <extracomment>%1 is the torch version installed, such as 2.14.1+cu130</extracomment>
        <translation>PyTorch %1 est installé.</translation>
    </message>
</context>
<context>
    <name>ts::wizard::LicencePage</name>
    <message>
        <source>Licence</source>
        <translation>Licence</translation>
    </message>
    <message>
        <source>Please read the licence of %1 and accept it to go on.</source>
        <extracomment>%1 is the product&apos;s name (a distributor may set it)</extracomment>
        <translation>Veuillez lire la licence de %1 et l&apos;accepter pour continuer.</translation>
    </message>
    <message>
        <source>Licence text</source>
        <translation>Texte de la licence</translation>
    </message>
    <message>
        <source>I &amp;accept the licence</source>
        <translation>J&apos;&amp;accepte la licence</translation>
    </message>
    <message>
        <source>Accept the licence</source>
        <translation>Accepter la licence</translation>
    </message>
</context>
<context>
    <name>ts::wizard::LocationPage</name>
    <message>
        <source>Where to install</source>
        <translation>Emplacement de l&apos;installation</translation>
    </message>
    <message>
        <source>A folder for the Python environment: a new one, or one you installed PyTorch into before.</source>
        <translation>Un dossier pour l&apos;environnement Python&#xa0;: un nouveau, ou un dossier dans lequel vous avez déjà installé PyTorch.</translation>
    </message>
    <message>
        <source>Environment folder</source>
        <translation>Dossier de l&apos;environnement</translation>
    </message>
    <message>
        <source>&amp;Browse...</source>
        <translation>&amp;Parcourir...</translation>
    </message>
    <message>
        <source>Choose the environment folder</source>
        <translation>Choisir le dossier de l&apos;environnement</translation>
    </message>
    <message>
        <source>Python for the environment</source>
        <translation>Python pour l&apos;environnement</translation>
    </message>
    <message>
        <source>Looking for Python...</source>
        <translation>Recherche de Python...</translation>
    </message>
    <message>
        <source>What will happen</source>
        <translation>Ce qui va se passer</translation>
    </message>
    <message>
        <source>&amp;Look after this environment instead...</source>
        <translation>&amp;Gérer plutôt cet environnement...</translation>
    </message>
    <message>
        <source>Look after this environment instead</source>
        <translation>Gérer plutôt cet environnement</translation>
    </message>
    <message>
        <source>Change its build, repair it or check it again, without planning a new install here.</source>
        <translation>Changer sa variante, le réparer ou le vérifier de nouveau, sans planifier ici une nouvelle installation.</translation>
    </message>
    <message>
        <source>&amp;Folder:</source>
        <translation>&amp;Dossier&#xa0;:</translation>
    </message>
    <message>
        <source>P&amp;ython:</source>
        <translation>P&amp;ython&#xa0;:</translation>
    </message>
    <message>
        <source>The best one here (or the environment&apos;s own)</source>
        <translation>Le meilleur disponible ici (ou celui de l&apos;environnement)</translation>
    </message>
    <message>
        <source>Python %1 at %2 (newest torch: %3)</source>
        <extracomment>%1 is a Python version such as 3.12.3, %2 the interpreter&apos;s file, %3 a torch version such as 2.9.0 (the newest that runs on that Python)</extracomment>
        <translation>Python %1 dans %2 (torch le plus récent&#xa0;: %3)</translation>
    </message>
    <message>
        <source>Download a portable Python %1 (verified, kept apart from the system)</source>
        <extracomment>%1 is a Python version such as 3.12.12</extracomment>
        <translation>Télécharger un Python portable %1 (vérifié, tenu à l&apos;écart du système)</translation>
    </message>
    <message>
        <source>Choose a folder.</source>
        <translation>Choisissez un dossier.</translation>
    </message>
    <message>
        <source>&lt;b&gt;%1 cannot be written to.&lt;/b&gt; Choose a folder in your home folder.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>&lt;b&gt;Impossible d&apos;écrire dans %1.&lt;/b&gt; Choisissez un dossier situé dans votre dossier personnel.</translation>
    </message>
    <message>
        <source>Looking at the folder...</source>
        <translation>Examen du dossier...</translation>
    </message>
    <message>
        <source>Python %1 (%2)</source>
        <extracomment>%1 is a Python version such as 3.12.3, %2 the interpreter&apos;s file</extracomment>
        <translation>Python %1 (%2)</translation>
    </message>
    <message>
        <source>Free on %1: %2 (PyTorch with a GPU build needs several GB).</source>
        <extracomment>%1 is a drive or volume, named by its top folder, such as C: or /; %2 an amount of free space, formatted, such as &quot;120 GB&quot;</extracomment>
        <translation>Espace libre sur %1&#xa0;: %2 (PyTorch avec une variante GPU a besoin de plusieurs Go).</translation>
    </message>
    <message>
        <source>The installation cannot be planned.</source>
        <translation>L&apos;installation ne peut pas être planifiée.</translation>
    </message>
</context>
<context>
    <name>ts::wizard::MaintenancePage</name>
    <message>
        <source>Look after an environment</source>
        <translation>Gérer un environnement</translation>
    </message>
    <message>
        <source>This folder has PyTorch already. Change its build, repair it, or check it again.</source>
        <translation>Ce dossier contient déjà PyTorch. Changez sa variante, réparez-le ou vérifiez-le de nouveau.</translation>
    </message>
    <message>
        <source>What the environment holds</source>
        <translation>Contenu de l&apos;environnement</translation>
    </message>
    <message>
        <source>Change the &amp;build...</source>
        <translation>Changer de &amp;variante...</translation>
    </message>
    <message>
        <source>Change the build</source>
        <translation>Changer de variante</translation>
    </message>
    <message>
        <source>Choose another build; the one there now is kept until the new one works.</source>
        <translation>Choisissez une autre variante&#x202f;; celle qui est en place est conservée jusqu&apos;à ce que la nouvelle fonctionne.</translation>
    </message>
    <message>
        <source>&amp;Repair</source>
        <translation>&amp;Réparer</translation>
    </message>
    <message>
        <source>Repair: install the same build again</source>
        <translation>Réparer&#xa0;: réinstaller la même variante</translation>
    </message>
    <message>
        <source>Install the same packages in the same versions again, over the ones there.</source>
        <translation>Réinstaller les mêmes paquets dans les mêmes versions, par-dessus ceux qui sont en place.</translation>
    </message>
    <message>
        <source>Check &amp;again</source>
        <translation>Vérifier de &amp;nouveau</translation>
    </message>
    <message>
        <source>Check PyTorch again</source>
        <translation>Vérifier de nouveau PyTorch</translation>
    </message>
    <message>
        <source>Run the checks: import, devices and math against the CPU. Nothing is changed.</source>
        <translation>Lancer les vérifications&#xa0;: importation, périphériques et calculs comparés au CPU. Rien n&apos;est modifié.</translation>
    </message>
    <message>
        <source>Maintenance status</source>
        <translation>État de la maintenance</translation>
    </message>
    <message>
        <source>Checks</source>
        <translation>Vérifications</translation>
    </message>
    <message>
        <source>Looking at %1...</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Examen de %1...</translation>
    </message>
    <message>
        <source>%1 could not be read.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>%1 n&apos;a pas pu être lu.</translation>
    </message>
    <message>
        <source>%1 holds no Python environment yet; Change the build installs one there.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>%1 ne contient pas encore d&apos;environnement Python&#x202f;; «&#xa0;Changer de variante&#xa0;» en installe un à cet endroit.</translation>
    </message>
    <message>
        <source>The environment in %1 cannot be used as it is: its Python is gone. Repair creates it again with the same packages.</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>L&apos;environnement du dossier %1 ne peut pas être utilisé en l&apos;état&#xa0;: son Python a disparu. «&#xa0;Réparer&#xa0;» le recrée avec les mêmes paquets.</translation>
    </message>
    <message>
        <source>The environment in %1 (Python %2) has no PyTorch; Change the build installs one.</source>
        <extracomment>%1 is a folder, %2 a Python version such as 3.13.5</extracomment>
        <translation>L&apos;environnement du dossier %1 (Python %2) ne contient pas PyTorch&#x202f;; «&#xa0;Changer de variante&#xa0;» l&apos;installe.</translation>
    </message>
    <message>
        <source>The environment in %1 has %2, with Python %3.</source>
        <extracomment>%1 is a folder, %2 the torch installed, such as &quot;torch 2.9.0+cu128&quot; or &quot;torch 2.9.0 (PyPI&apos;s CUDA 12.8 build)&quot;, %3 a Python version such as 3.13.5</extracomment>
        <translation>L&apos;environnement du dossier %1 contient %2, avec Python %3.</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <extracomment>%1 is a package name such as torchvision, %2 its version such as 0.24.0+cu128</extracomment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Installed with it: %1.</source>
        <extracomment>%1 is a list of packages with their versions, such as &quot;torchvision 0.24.0 and torchaudio 2.9.0&quot;</extracomment>
        <translation>Installés avec lui&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Torch Setup %1 installed the %2 build here on %3.</source>
        <extracomment>%1 is a version of Torch Setup such as 0.1.0, %2 a build&apos;s code such as cu130, therock or cpu, %3 a date and time</extracomment>
        <translation>Torch Setup %1 a installé ici la variante %2 le %3.</translation>
    </message>
    <message>
        <source>Torch Setup did not install it (the folder has no record of an installation); Repair takes the build&apos;s own index.</source>
        <translation>Torch Setup ne l&apos;a pas installé (le dossier ne contient aucun enregistrement d&apos;installation)&#x202f;; «&#xa0;Réparer&#xa0;» utilise l&apos;index propre à la variante.</translation>
    </message>
    <message>
        <source>No check has been run here yet: Check again runs one now.</source>
        <translation>Aucune vérification n&apos;a encore été effectuée ici&#xa0;: «&#xa0;Vérifier de nouveau&#xa0;» en lance une maintenant.</translation>
    </message>
    <message>
        <source>Planning the repair...</source>
        <translation>Planification de la réparation...</translation>
    </message>
    <message>
        <source>The repair cannot start: %1</source>
        <extracomment>%1 is an error message, one or more whole sentences</extracomment>
        <translation>La réparation ne peut pas démarrer&#xa0;: %1</translation>
    </message>
    <message>
        <source>Checking PyTorch in %1 (import, devices, math against the CPU)...</source>
        <extracomment>%1 is a folder</extracomment>
        <translation>Vérification de PyTorch dans %1 (importation, périphériques, calculs comparés au CPU)...</translation>
    </message>
    <message>
        <source>PyTorch could not be checked: %1</source>
        <extracomment>%1 is an error message, one or more whole sentences</extracomment>
        <translation>PyTorch n&apos;a pas pu être vérifié&#xa0;: %1</translation>
    </message>
    <message>
        <source>Last check: run here at %1, its results below.</source>
        <extracomment>%1 is a time of day (today, a few moments ago), without a date</extracomment>
        <translation>Dernière vérification&#xa0;: effectuée ici à %1&#x202f;; ses résultats figurent ci-dessous.</translation>
    </message>
    <message>
        <source>Last check, on %1: PyTorch worked (%2). Check again runs it now.</source>
        <extracomment>%1 is a date and time, %2 the counts (&quot;passed: 12, failed: 0, skipped: 2&quot;)</extracomment>
        <translation>Dernière vérification, le %1&#xa0;: PyTorch fonctionnait (%2). «&#xa0;Vérifier de nouveau&#xa0;» la relance maintenant.</translation>
    </message>
    <message>
        <source>Last check, on %1: PyTorch worked, torch.compile did not (%2). Check again runs it now.</source>
        <extracomment>%1 is a date and time, %2 the counts (&quot;passed: 12, failed: 1, skipped: 2&quot;)</extracomment>
        <translation>Dernière vérification, le %1&#xa0;: PyTorch fonctionnait, mais pas torch.compile (%2). «&#xa0;Vérifier de nouveau&#xa0;» la relance maintenant.</translation>
    </message>
    <message>
        <source>Last check, on %1: PyTorch failed a check (%2). Check again shows which.</source>
        <extracomment>%1 is a date and time, %2 the counts (&quot;passed: 3, failed: 1, skipped: 10&quot;)</extracomment>
        <translation>Dernière vérification, le %1&#xa0;: PyTorch a échoué à une vérification (%2). «&#xa0;Vérifier de nouveau&#xa0;» montre laquelle.</translation>
    </message>
</context>
<context>
    <name>ts::wizard::OpenFolder</name>
    <message>
        <source>No file manager opened the folder. Open it yourself, or copy its path:

%1</source>
        <extracomment>%1 is a folder, on a line of its own</extracomment>
        <translation>Aucun gestionnaire de fichiers n’a ouvert le dossier. Ouvrez-le vous-même, ou copiez son chemin&#xa0;:

%1</translation>
    </message>
</context>
<context>
    <name>ts::wizard::SetupWizard</name>
    <message>
        <source>&amp;Install</source>
        <translation>&amp;Installer</translation>
    </message>
</context>
<context>
    <name>ts::wizard::StatusIcon</name>
    <message>
        <source>waiting</source>
        <translation>en attente</translation>
    </message>
    <message>
        <source>in progress</source>
        <translation>en cours</translation>
    </message>
    <message>
        <source>done</source>
        <translation>terminé</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>échec</translation>
    </message>
    <message>
        <source>not needed</source>
        <translation>inutile</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>avertissement</translation>
    </message>
</context>
<context>
    <name>ts::wizard::SupportWindow</name>
    <message>
        <source>Could not read it: %1</source>
        <extracomment>%1 is an error message, one or more whole sentences</extracomment>
        <translation>Impossible de le lire&#xa0;: %1</translation>
    </message>
    <message>
        <source>the system (%1)</source>
        <extracomment>an item of a list; %1 is an operating system: linux, windows or macos</extracomment>
        <translation>le système (%1)</translation>
    </message>
    <message>
        <source>the architecture (%1)</source>
        <extracomment>an item of a list; %1 is a CPU architecture: x86_64, aarch64 or arm64</extracomment>
        <translation>l&apos;architecture (%1)</translation>
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
        <translation>Absent du texte du client, donc supposé tel que choisi ci-dessus&#xa0;: %1.

</translation>
    </message>
    <message>
        <source>Machine: %1 %2, Python %3
</source>
        <extracomment>%1 is the operating system&apos;s name and version, such as &quot;Debian GNU/Linux 13 (trixie)&quot;, or linux, windows or macos; %2 a CPU architecture such as x86_64; %3 a Python version such as 3.12, or &quot;?&quot;</extracomment>
        <translation>Machine&#xa0;: %1 %2, Python %3
</translation>
    </message>
    <message>
        <source>  GPU %1: %2 [%3:%4]%5%6
</source>
        <extracomment>%1 is the GPU&apos;s number, counting from 0; %2 its name, or &quot;(no name)&quot;; %3 and %4 its vendor and device ids, four hex digits each; %5 &quot;, driver ...&quot; or nothing; %6 &quot;, compute capability ...&quot;, a gfx target such as &quot;, gfx1100&quot;, or nothing</extracomment>
        <translation>  GPU %1&#xa0;: %2 [%3:%4]%5%6
</translation>
    </message>
    <message>
        <source>(no name)</source>
        <translation>(sans nom)</translation>
    </message>
    <message>
        <source>, driver %1</source>
        <extracomment>%1 is a driver&apos;s version such as 580.95.05</extracomment>
        <translation>, pilote %1</translation>
    </message>
    <message>
        <source>, compute capability %1</source>
        <extracomment>%1 is an NVIDIA compute capability, a number such as 8.9</extracomment>
        <translation>, capacité de calcul %1</translation>
    </message>
    <message>
        <source>  No GPU.
</source>
        <translation>  Aucun GPU.
</translation>
    </message>
    <message>
        <source>No recommendation: %1</source>
        <extracomment>%1 is an error message, one or more whole sentences</extracomment>
        <translation>Aucune recommandation&#xa0;: %1</translation>
    </message>
    <message>
        <source>Torch Setup — for support staff</source>
        <translation>Torch Setup — pour l&apos;équipe de support</translation>
    </message>
    <message>
        <source>&amp;Open a support bundle, a detect --json file or a pasted text...</source>
        <translation>&amp;Ouvrir une archive de support, un fichier detect --json ou un texte collé...</translation>
    </message>
    <message>
        <source>Pasted tool output</source>
        <translation>Sortie d&apos;outil collée</translation>
    </message>
    <message>
        <source>...or paste what the customer sent: nvidia-smi, rocminfo, lspci, collect_env, dxdiag, system_profiler...</source>
        <translation>...ou collez ce que le client a envoyé&#xa0;: nvidia-smi, rocminfo, lspci, collect_env, dxdiag, system_profiler...</translation>
    </message>
    <message>
        <source>&amp;Read the pasted text</source>
        <translation>&amp;Lire le texte collé</translation>
    </message>
    <message>
        <source>When the text does not say: system</source>
        <translation>Si le texte ne le précise pas&#xa0;: système</translation>
    </message>
    <message>
        <source>System to assume</source>
        <translation>Système à supposer</translation>
    </message>
    <message>
        <source>architecture</source>
        <translation>architecture</translation>
    </message>
    <message>
        <source>Architecture to assume</source>
        <translation>Architecture à supposer</translation>
    </message>
    <message>
        <source>Python</source>
        <translation>Python</translation>
    </message>
    <message>
        <source>Python to assume</source>
        <translation>Python à supposer</translation>
    </message>
    <message>
        <source>The customer&apos;s machine and the decision</source>
        <translation>La machine du client et la décision</translation>
    </message>
    <message>
        <source>The customer&apos;s &amp;machine</source>
        <translation>La &amp;machine du client</translation>
    </message>
    <message>
        <source>Pasted error</source>
        <translation>Erreur collée</translation>
    </message>
    <message>
        <source>Paste the error, the log or the output of python -m torch.utils.collect_env</source>
        <translation>Collez l&apos;erreur, le journal ou la sortie de python -m torch.utils.collect_env</translation>
    </message>
    <message>
        <source>&amp;Diagnose</source>
        <translation>&amp;Diagnostiquer</translation>
    </message>
    <message>
        <source>Diagnosis</source>
        <translation>Diagnostic</translation>
    </message>
    <message>
        <source>Diagnose an &amp;error</source>
        <translation>Diagnostiquer une &amp;erreur</translation>
    </message>
    <message>
        <source>Nothing is installed from this window: it shows what Torch Setup sees and decides for a customer&apos;s computer.</source>
        <translation>Rien n&apos;est installé depuis cette fenêtre&#xa0;: elle montre ce que Torch Setup voit et décide pour l&apos;ordinateur d&apos;un client.</translation>
    </message>
    <message>
        <source>Open a customer&apos;s file</source>
        <translation>Ouvrir un fichier d&apos;un client</translation>
    </message>
    <message>
        <source>Support files (*.zip *.json *.txt *.log);;All files (*)</source>
        <translation>Fichiers de support (*.zip *.json *.txt *.log);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Reading %1...</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>Lecture de %1...</translation>
    </message>
    <message>
        <source>From %1:</source>
        <extracomment>%1 is a file name</extracomment>
        <translation>D&apos;après %1&#xa0;:</translation>
    </message>
    <message>
        <source>Reading the pasted text...</source>
        <translation>Lecture du texte collé...</translation>
    </message>
    <message>
        <source>the pasted text</source>
        <translation>le texte collé</translation>
    </message>
    <message>
        <source>From the pasted text:</source>
        <translation>D&apos;après le texte collé&#xa0;:</translation>
    </message>
    <message>
        <source>Diagnosing...</source>
        <translation>Diagnostic en cours...</translation>
    </message>
    <message>
        <source>Paste the error first.</source>
        <translation>Collez d&apos;abord l&apos;erreur.</translation>
    </message>
    <message>
        <source>What to look at</source>
        <translation>Éléments à examiner</translation>
    </message>
    <message>
        <source>Read the pasted text</source>
        <translation>Lire le texte collé</translation>
    </message>
    <message>
        <source>Where the machine comes from</source>
        <translation>Provenance de la machine</translation>
    </message>
    <message>
        <source>Diagnose the pasted error</source>
        <translation>Diagnostiquer l&apos;erreur collée</translation>
    </message>
</context>
<context>
    <name>ts::wizard::UnreachablePanel</name>
    <message>
        <source>This computer cannot reach the package server.</source>
        <translation>Cet ordinateur ne parvient pas à joindre le serveur de paquets.</translation>
    </message>
    <message>
        <source>Nothing was changed. Check that the computer is online and try again, or get the packages another way: through the proxy your network uses, from a mirror of the package index, or from a folder of wheel files copied to this computer.</source>
        <translation>Rien n&apos;a été modifié. Vérifiez que l&apos;ordinateur est connecté et réessayez, ou obtenez les paquets autrement&#xa0;: par le proxy de votre réseau, depuis un miroir de l&apos;index des paquets, ou depuis un dossier de fichiers wheel copié sur cet ordinateur.</translation>
    </message>
    <message>
        <source>Use a pro&amp;xy...</source>
        <translation>Utiliser un pro&amp;xy...</translation>
    </message>
    <message>
        <source>Use a proxy for the downloads</source>
        <translation>Utiliser un proxy pour les téléchargements</translation>
    </message>
    <message>
        <source>Use a &amp;mirror...</source>
        <translation>Utiliser un &amp;miroir...</translation>
    </message>
    <message>
        <source>Use another package index or mirror</source>
        <translation>Utiliser un autre index de paquets ou un miroir</translation>
    </message>
    <message>
        <source>Use a folder of &amp;wheels...</source>
        <translation>Utiliser un dossier de &amp;wheels...</translation>
    </message>
    <message>
        <source>Install from a folder of wheel files</source>
        <translation>Installer depuis un dossier de fichiers wheel</translation>
    </message>
    <message>
        <source>&amp;Try again</source>
        <translation>&amp;Réessayer</translation>
    </message>
    <message>
        <source>Try to reach the package server again</source>
        <translation>Essayer à nouveau de joindre le serveur de paquets</translation>
    </message>
</context>
<context>
    <name>ts::wizard::WelcomePage</name>
    <message>
        <source>Welcome to %1</source>
        <extracomment>%1 is the product&apos;s name (a distributor may set it)</extracomment>
        <translation>Bienvenue dans %1</translation>
    </message>
    <message>
        <source>This assistant puts PyTorch on this computer, made for its graphics card.</source>
        <translation>Cet assistant installe sur cet ordinateur un PyTorch adapté à sa carte graphique.</translation>
    </message>
    <message>
        <source>&lt;p&gt;It will:&lt;/p&gt;&lt;ol&gt;&lt;li&gt;look at this computer&apos;s graphics cards and drivers,&lt;/li&gt;&lt;li&gt;propose the PyTorch build that fits them, and say why,&lt;/li&gt;&lt;li&gt;create a Python environment in a folder you choose and install PyTorch there,&lt;/li&gt;&lt;li&gt;check that PyTorch really works on your graphics card.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Nothing changes before you confirm, and a failed or cancelled installation leaves an existing environment as it was.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Il va&#xa0;:&lt;/p&gt;&lt;ol&gt;&lt;li&gt;examiner les cartes graphiques et les pilotes de cet ordinateur,&lt;/li&gt;&lt;li&gt;proposer la variante de PyTorch qui leur convient, en expliquant pourquoi,&lt;/li&gt;&lt;li&gt;créer un environnement Python dans le dossier de votre choix et y installer PyTorch,&lt;/li&gt;&lt;li&gt;vérifier que PyTorch fonctionne réellement sur votre carte graphique.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Rien ne change avant votre confirmation, et une installation échouée ou annulée laisse un environnement existant tel qu&apos;il était.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>What this assistant does</source>
        <translation>Ce que fait cet assistant</translation>
    </message>
    <message>
        <source>For support &amp;staff: a customer&apos;s machine or error...</source>
        <translation>Pour l&apos;équipe de &amp;support&#xa0;: la machine ou l&apos;erreur d&apos;un client...</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <source>Open the window for support staff</source>
        <translation>Ouvrir la fenêtre de l&apos;équipe de support</translation>
    </message>
    <message>
        <source>Before you start</source>
        <translation>Avant de commencer</translation>
    </message>
    <message>
        <source>What the installation needs</source>
        <translation>Ce dont l&apos;installation a besoin</translation>
    </message>
    <message>
        <source>&lt;ul&gt;&lt;li&gt;&lt;b&gt;An internet connection&lt;/b&gt;, or a folder of PyTorch&apos;s wheel files copied from another computer.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Free disk space&lt;/b&gt;: about 1 GB for the processor-only build, several GB for a graphics-card build. The installer checks the space as it downloads and stops before the disk is full.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Time&lt;/b&gt;: mostly the download. You may cancel at any moment; nothing is left half installed.&lt;/li&gt;&lt;/ul&gt;</source>
        <translation>&lt;ul&gt;&lt;li&gt;&lt;b&gt;Une connexion Internet&lt;/b&gt;, ou un dossier des paquets wheel de PyTorch copié depuis un autre ordinateur.&lt;/li&gt;&lt;li&gt;&lt;b&gt;De l&apos;espace disque libre&lt;/b&gt;&#xa0;: environ 1&#xa0;Go pour la variante processeur seul, plusieurs Go pour une variante carte graphique. L&apos;installateur vérifie l&apos;espace pendant le téléchargement et s&apos;arrête avant que le disque soit plein.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Du temps&lt;/b&gt;&#xa0;: surtout pour le téléchargement. Vous pouvez annuler à tout moment&#x202f;; rien ne reste à moitié installé.&lt;/li&gt;&lt;/ul&gt;</translation>
    </message>
    <message>
        <source>The previous run ended unexpectedly</source>
        <translation>L&apos;exécution précédente s&apos;est arrêtée de façon inattendue</translation>
    </message>
    <message>
        <source>%1 stopped unexpectedly on %2. Any installation that was in progress will be undone the next time you install. If this happens again, please send this report to support: %3</source>
        <extracomment>%1 is the product&apos;s name, %2 a date and time, %3 a file</extracomment>
        <translation>%1 s&apos;est arrêté de façon inattendue le %2. Une installation qui était en cours sera annulée lors de la prochaine installation. Si cela se reproduit, envoyez ce rapport au support&#xa0;: %3</translation>
    </message>
    <message>
        <source>Open the report&apos;s &amp;folder</source>
        <translation>Ouvrir le &amp;dossier du rapport</translation>
    </message>
    <message>
        <source>Open the folder that holds the report</source>
        <translation>Ouvrir le dossier qui contient le rapport</translation>
    </message>
    <message>
        <source>Its last message was: %1</source>
        <extracomment>%1 is the message, in English, as the program printed it</extracomment>
        <translation>Son dernier message était&#xa0;: %1</translation>
    </message>
</context>
</TS>
