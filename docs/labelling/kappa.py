"""Cohen's kappa per dimension between two labellings (JSON Lines with id and the four labels)."""
import json, sys
from collections import Counter
DIMS = ("library_cause", "crash_type", "root_cause", "pipeline_stage")

def load(path):
    return {d["id"]: d for d in map(json.loads, open(path)) }

def kappa(a, b):
    n = len(a)
    po = sum(x == y for x, y in zip(a, b)) / n
    ca, cb = Counter(a), Counter(b)
    pe = sum(ca[k] * cb[k] for k in set(ca) | set(cb)) / n / n
    return (po - pe) / (1 - pe) if pe < 1 else 1.0, po

A, B = load(sys.argv[1]), load(sys.argv[2])
ids = sorted(set(A) & set(B))
print(f"{len(ids)} cases in both ({len(A)} / {len(B)})")
for dim in DIMS:
    k, po = kappa([A[i][dim] for i in ids], [B[i][dim] for i in ids])
    print(f"{dim:16s} kappa {k:.3f}  agreement {po:.3f}")
    for i in ids:
        if A[i][dim] != B[i][dim]:
            print(f"    {i:16s} A={A[i][dim]!r:28s} B={B[i][dim]!r}")
