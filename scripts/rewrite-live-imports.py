# One-off: points imports of src/server/live/<file> at the engine's face (src/server/live/index.ts)
# and merges the imports of the face that a file then has twice.
import re,subprocess
files=subprocess.check_output(["git","ls-files","src","tests","bench","scripts"]).decode().split()
pat=re.compile(r'from "((?:\.\./|\./)+(?:src/)?(?:server/)?live)/[A-Za-z]+"')
line=re.compile(r'^import (type )?\{ ([^}]*) \} from "((?:\.\./|\./)+(?:src/)?(?:server/)?live)";\n', re.M)
for f in files:
    if not f.endswith((".ts",".tsx")) or f.startswith(("src/server/live/","src/server/limits/","tests/lint-")): continue
    s=open(f).read()
    t=pat.sub(lambda m: f'from "{m.group(1)}"', s)
    found=list(line.finditer(t))
    if len(found)>1:
        names=[]
        allType=all(m.group(1) for m in found)
        for m in found:
            for n in m.group(2).split(","):
                n=n.strip()
                if not n: continue
                if m.group(1) and not allType and not n.startswith("type "): n="type "+n
                if n not in names: names.append(n)
        names.sort(key=lambda n: n.replace("type ","").lower())
        merged=f'import {"type " if allType else ""}{{ {", ".join(names)} }} from "{found[0].group(3)}";\n'
        first=found[0].start()
        for m in reversed(found): t=t[:m.start()]+t[m.end():]
        t=t[:first]+merged+t[first:]
    if t!=s: open(f,"w").write(t); print(f)
