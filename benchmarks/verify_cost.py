"""CPU cost of ``unorules verify``, one process per file, as a designer runs it.

Each file (by default every bundled variant and the correct house rules under
tests/clean/) is verified by its own ``unorules verify -q --jobs 1 FILE`` process; its
CPU time (user + system, the child's own rusage) is printed, with the total and the
slowest. The bounds issue 24 asks for: no file over 5 s, the bundled variants under 40 s
together. CPU time, not wall time: the machine is shared, and CPU time is what the bound
is about.

    python benchmarks/verify_cost.py                   # bundled + tests/clean
    python benchmarks/verify_cost.py tests/broken/*.uno  # any files or names
"""

from __future__ import annotations

import os
import resource
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FILE_BOUND = 5.0
BUNDLED_BOUND = 40.0


def cpu_of(target: str, out: str) -> tuple[float, int]:
    """The CPU seconds of one ``unorules verify`` process on ``target``, and its exit status."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    got = subprocess.run([sys.executable, "-m", "unorules", "verify", "-q", "--jobs", "1", "--out", out, target],
                         stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime), got.returncode


def main(argv: list[str]) -> int:
    import unorules

    bundled = list(unorules.variants())
    targets = argv or [*bundled, *sorted(str(p.relative_to(ROOT)) for p in (ROOT / "tests" / "clean").rglob("*.uno"))]
    rows = []
    with tempfile.TemporaryDirectory() as out:
        for t in targets:
            cpu, rc = cpu_of(t, out)
            rows.append((t, cpu, rc))
            print(f"{cpu:6.2f} s  exit {rc}  {t}", flush=True)
    total = sum(c for _, c, _ in rows)
    in_bundled = sum(c for t, c, _ in rows if t in bundled)
    slow = max(rows, key=lambda r: r[1])
    over = [t for t, c, _ in rows if c > FILE_BOUND]
    print(f"\n{len(rows)} files, {total:.1f} s CPU in all; bundled variants {in_bundled:.1f} s "
          f"(bound {BUNDLED_BOUND:.0f} s); slowest {slow[0]} {slow[1]:.2f} s (bound {FILE_BOUND:.0f} s a file)")
    print(f"over the file bound: {', '.join(over) if over else 'none'}")
    print(f"python {sys.version.split()[0]}, {os.cpu_count()} CPUs, load {os.getloadavg()[0]:.1f}")
    return 1 if over or in_bundled > BUNDLED_BOUND else 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
