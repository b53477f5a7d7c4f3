#!/usr/bin/env python3
"""CPU time of a whole process tree, for measuring test steps and benches by hand:

    scripts/cpu-time.py npx vitest run --config contract-tests/web/vitest.config.ts

vitest does not wait for its forked workers, and Chromium's zygote reparents its renderers, so
`/usr/bin/time` and a shell's `times` miss their CPU. This command makes itself the child
subreaper (prctl PR_SET_CHILD_SUBREAPER): every descendant that outlives its parent is
reparented here and reaped, so the figure printed at the end counts the whole tree."""
import ctypes, os, resource, subprocess, sys, time

PR_SET_CHILD_SUBREAPER = 36
if ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0) != 0:
    sys.exit("cpu-time: prctl(PR_SET_CHILD_SUBREAPER) failed (Linux only)")
started = time.time()
code = subprocess.Popen(sys.argv[1:]).wait()
while True:
    try:
        os.wait()
    except ChildProcessError:
        break
usage = resource.getrusage(resource.RUSAGE_CHILDREN)
print(f"cpu-time: {time.time() - started:.1f} s wall, {usage.ru_utime + usage.ru_stime:.1f} s CPU "
      f"({usage.ru_utime:.1f} user, {usage.ru_stime:.1f} sys), exit {code}", file=sys.stderr)
sys.exit(code)
