"""Synthetic greenhouse fertiliser trial on tomatoes: one row per plant at final harvest.

Four treatments (control, N-low, N-high, N-high+K) laid out on four benches (blocks), 24 plants
per treatment and bench. The first three columns are text (plant id, bench, treatment), the
others are the measured traits; a few measurements were not taken and are exported as ``nan``.
Run from anywhere; writes data/tomato_trial.csv beside this file, byte for byte the same each time.
"""

from pathlib import Path

import numpy as np

SEED = 5113
OUT = Path(__file__).resolve().parent / "data"

BENCHES = ["B1", "B2", "B3", "B4"]
TREATMENTS = ["control", "N-low", "N-high", "N-high+K"]
CODES = {"control": "CT", "N-low": "NL", "N-high": "NH", "N-high+K": "NK"}
PLANTS_PER_PLOT = 24

# treatment effects: nitrogen supply index and potassium flag
NITROGEN = {"control": 0.0, "N-low": 0.5, "N-high": 1.0, "N-high+K": 1.0}
POTASSIUM = {"control": 0.0, "N-low": 0.0, "N-high": 0.0, "N-high+K": 1.0}
BENCH_EFFECT = {"B1": 0.03, "B2": -0.02, "B3": 0.01, "B4": -0.04}  # light gradient along the house

HEADER = [
    "plant_id", "bench", "treatment", "plant_height_cm", "stem_diameter_mm", "leaf_count",
    "truss_count", "fruit_count", "fruit_yield_g", "brix_pct", "leaf_n_mg_g", "spad",
]  # fmt: skip


def main() -> None:
    rng = np.random.default_rng(SEED)
    OUT.mkdir(exist_ok=True)
    rows = []
    for bench in BENCHES:
        for treatment in TREATMENTS:
            n_idx = NITROGEN[treatment]
            k_idx = POTASSIUM[treatment]
            vigour = 1 + BENCH_EFFECT[bench] + rng.normal(0, 0.04)  # plot-level noise
            for p in range(1, PLANTS_PER_PLOT + 1):
                plant = vigour * (1 + rng.normal(0, 0.08))
                height = plant * (148 + 22 * n_idx + rng.normal(0, 9))
                stem = plant * (9.8 + 1.6 * n_idx + rng.normal(0, 0.7))
                leaves = int(round(plant * (21 + 3.5 * n_idx + rng.normal(0, 2))))
                trusses = max(2, int(round(plant * (6.2 + 1.1 * n_idx + 0.3 * k_idx + rng.normal(0, 0.8)))))
                fruits = max(3, int(rng.poisson(trusses * (4.1 + 0.4 * k_idx))))
                fruit_mass = 78 + 9 * n_idx + 6 * k_idx + rng.normal(0, 8)
                yield_g = fruits * fruit_mass * (1 + rng.normal(0, 0.05))
                brix = 5.1 - 0.35 * n_idx + 0.45 * k_idx + rng.normal(0, 0.3)
                leaf_n = 28 + 9 * n_idx + rng.normal(0, 2.2)
                spad = 41 + 6.5 * n_idx + 0.8 * k_idx + rng.normal(0, 2.4)
                values = [
                    f"{height:.1f}", f"{stem:.2f}", str(leaves), str(trusses), str(fruits),
                    f"{yield_g:.1f}", f"{brix:.2f}", f"{leaf_n:.1f}", f"{spad:.1f}",
                ]  # fmt: skip
                # measurements that were not taken: the refractometer was out on some days,
                # and the SPAD meter missed a few plants
                if rng.uniform() < 0.04:
                    values[6] = "nan"
                if rng.uniform() < 0.03:
                    values[8] = "nan"
                if rng.uniform() < 0.01:
                    values[0] = "nan"
                plant_id = f"{bench}-{CODES[treatment]}-{p:03d}"
                rows.append([plant_id, bench, treatment] + values)

    order = rng.permutation(len(rows))  # exported in the order the plants were harvested
    lines = [",".join(HEADER)] + [",".join(rows[i]) for i in order]
    (OUT / "tomato_trial.csv").write_text("\n".join(lines) + "\n", encoding="utf-8")


if __name__ == "__main__":
    main()
