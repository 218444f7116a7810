"""Synthetic WISDM activity-recognition accelerometer data, written to data/WISDM_ar_v1.1_raw.txt.

The WISDM Lab's "Activity Prediction" dataset (v1.1) is not shipped here; this writes a stand-in
in the layout of its raw file: no header, one line per sample, `user,activity,timestamp,x,y,z;`
(the trailing semicolon makes the z column text when a CSV reader loads it), accelerations in
m/s^2 from a phone in the front trouser pocket, sampled at 20 Hz, timestamps in nanoseconds.

Properties of the real file the notebook depends on and that this one keeps:

- six activities with the real shares of samples: Walking 38.6 %, Jogging 31.2 %, Upstairs
  11.2 %, Downstairs 9.1 %, Sitting 5.5 %, Standing 4.4 %; each user's session is a sequence of
  bouts of one activity (walking and jogging bouts long, the others short), users one after the
  other;
- y is the vertical axis while the user is upright, near 9.8 m/s^2 at rest; walking and stairs
  oscillate around it at the step rate (1.5-2.1 Hz), jogging faster (2.6-3.0 Hz) and much more
  strongly, values clipped to +-19.6 as the phone's sensor does; sitting puts gravity on x and z;
- values written as the Android logger wrote them (the shortest float32 decimal, e.g. 12.680544).
- a small 1-D CNN on 4-s windows reaches 90 % or more accuracy on held-out windows, as
  published notebooks on the real file report.

The real file has 36 users and 1 098 207 lines; this one keeps 6 users and 22 000 lines (about
18 minutes of data) to stay small. Written from a fixed seed: running this again reproduces
every byte.
"""

import argparse
from pathlib import Path

import numpy as np


def seeded(seed: int) -> int:
    """A seed of this file's data: as written, or moved by ``--seed S`` (a twin of the case,
    docs/twins.md), so that every seed of the file moves together."""
    return seed if ARGS.seed is None else (seed * 1_000_003 + ARGS.seed) % 2**32


PARSER = argparse.ArgumentParser(description="Write this case's data/ beside this file.")
PARSER.add_argument("--seed", type=int, help="another seed: the data of a twin (docs/twins.md)")
ARGS = PARSER.parse_args(None if __name__ == "__main__" else [])

OUT = Path(__file__).resolve().parent / "data"
FS = 20
N_ROWS = 22000
SHARES = {"Walking": 0.386, "Jogging": 0.312, "Upstairs": 0.112, "Downstairs": 0.091,
          "Sitting": 0.055, "Standing": 0.044}
BOUT = {"Walking": (700, 1400), "Jogging": (600, 1200), "Upstairs": (250, 500),
        "Downstairs": (250, 450), "Sitting": (300, 600), "Standing": (250, 500)}
USERS = [3, 8, 13, 19, 27, 33]


def bouts(rng):
    """(activity, length) bouts whose lengths add up to each activity's share of N_ROWS."""
    out = []
    for act, share in SHARES.items():
        left = int(round(share * N_ROWS))
        lo, hi = BOUT[act]
        while left > 0:
            n = min(left, int(rng.integers(lo, hi)))
            if left - n < lo // 2:
                n = left
            out.append((act, n))
            left -= n
    rng.shuffle(out)
    return out


def signal(act, n, rng, user_tilt):
    t = np.arange(n) / FS
    ph = rng.uniform(0, 2 * np.pi, 3)
    noise = lambda s: rng.normal(0, s, n)  # noqa: E731
    if act in ("Sitting", "Standing"):
        base = np.array([6.4, 1.6, 7.2]) if act == "Sitting" else np.array([-0.4, 9.6, 0.9])
        drift = 0.3 * np.sin(2 * np.pi * 0.05 * t[:, None] + ph)
        xyz = base + user_tilt + drift + rng.normal(0, 0.25, (n, 3))
    else:
        f, amp, mean, harm = {
            "Walking": (rng.uniform(1.7, 2.0), rng.uniform(3.5, 5.0), [1.2, 9.6, 0.6], 0.5),
            "Jogging": (rng.uniform(2.6, 3.0), rng.uniform(8.0, 11.0), [-1.5, 9.0, 0.3], 0.3),
            "Upstairs": (rng.uniform(1.4, 1.6), rng.uniform(2.5, 3.5), [2.0, 9.2, 2.2], 0.4),
            "Downstairs": (rng.uniform(1.8, 2.1), rng.uniform(4.5, 6.0), [0.8, 9.4, -1.6], 0.8),
        }[act]
        w = 2 * np.pi * f * t
        y = mean[1] + amp * (np.sin(w + ph[0]) + harm * np.sin(2 * w + ph[1])) + noise(1.0)
        x = mean[0] + 0.45 * amp * np.sin(w + ph[2]) + noise(0.9)
        z = mean[2] + 0.35 * amp * np.sin(w / 2 + ph[1]) + noise(0.8)
        xyz = np.column_stack([x, y, z]) + user_tilt
    return np.clip(xyz, -19.6, 19.6)


def fmt(v):
    return np.format_float_positional(np.float32(v), unique=True, trim="0")


def main() -> None:
    rng = np.random.default_rng(seeded(2011))
    plan = bouts(rng)
    per_user = np.array_split(np.arange(len(plan)), len(USERS))
    lines = []
    for user, idx in zip(USERS, per_user):
        tilt = rng.normal(0, 0.4, 3)
        stamp = int(rng.integers(10**13, 5 * 10**13)) // 1000 * 1000
        for k in idx:
            act, n = plan[k]
            xyz = signal(act, n, rng, tilt)
            for row in xyz:
                lines.append(f"{user},{act},{stamp},{fmt(row[0])},{fmt(row[1])},{fmt(row[2])};")
                stamp += 50_000_000 + int(rng.integers(-40, 41)) * 1000
    OUT.mkdir(exist_ok=True)
    (OUT / "WISDM_ar_v1.1_raw.txt").write_text("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
