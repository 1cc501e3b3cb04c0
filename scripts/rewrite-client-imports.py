# One-off: imports of src/client/sync/{api,appClient} point at their new home, src/client/lib.
import os,re,subprocess
files=subprocess.check_output(["git","ls-files","src","tests","bench","scripts"]).decode().split()
pat=re.compile(r'(from |import\()"((?:\.\.?/)+(?:[A-Za-z]+/)*)sync/(api|appClient)"')
for f in files:
    if not f.endswith((".ts",".tsx")) or f.startswith("tests/lint-"): continue
    s=open(f).read()
    def fix(m):
        target=os.path.normpath(os.path.join(os.path.dirname(f), m.group(2)+"sync/"+m.group(3)))
        new=target.replace("src/client/sync/","src/client/lib/")
        rel=os.path.relpath(new, os.path.dirname(f))
        if not rel.startswith("."): rel="./"+rel
        return f'{m.group(1)}"{rel}"'
    t=pat.sub(fix,s)
    if f.startswith("src/client/sync/"):
        t=re.sub(r'from "\./(api|appClient)"', lambda m: f'from "../lib/{m.group(1)}"', t)
    if t!=s: open(f,"w").write(t); print(f)
