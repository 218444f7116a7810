"""Synthetic smartphone accelerometer windows for human activity recognition (WISDM-like).

Writes, from a fixed seed (re-running reproduces every byte):
- data/accel_windows.npy: float32 array (n_windows, 3, 64), x/y/z acceleration in m/s², 20 Hz,
  3.2 s per window;
- data/window_labels.csv: window_id, subject_id, activity, one row per window.
"""

from pathlib import Path

import numpy as np
import pandas as pd

SEED = 20
N_SUBJECTS = 20
WINDOWS_PER_SUBJECT = 60
LENGTH = 64
RATE_HZ = 20.0
G = 9.81
OUT = Path(__file__).resolve().parent / "data"

# activity: (share of windows, step frequency Hz, vertical amplitude m/s², gravity direction)
ACTIVITIES = {
    "walking": (0.32, 1.9, 3.2, (0.15, 0.97, 0.15)),
    "jogging": (0.22, 2.7, 7.5, (0.2, 0.95, 0.2)),
    "upstairs": (0.14, 1.6, 2.6, (0.35, 0.9, 0.25)),
    "sitting": (0.16, 0.0, 0.0, (0.1, 0.25, 0.96)),
    "standing": (0.16, 0.0, 0.0, (0.2, 0.97, 0.1)),
}


def window(rng: np.random.Generator, activity: str, gait: float, tilt: np.ndarray) -> np.ndarray:
    _, freq, amp, gravity = ACTIVITIES[activity]
    t = np.arange(LENGTH) / RATE_HZ
    direction = np.asarray(gravity) + tilt + rng.normal(0, 0.05, 3)
    direction = direction / np.linalg.norm(direction)
    signal = np.outer(direction, np.full(LENGTH, G))
    if freq > 0:
        f = freq * gait * rng.uniform(0.95, 1.05)
        phase = rng.uniform(0, 2 * np.pi)
        step = amp * gait * rng.uniform(0.85, 1.15)
        signal[1] += step * np.sin(2 * np.pi * f * t + phase) + 0.35 * step * np.sin(4 * np.pi * f * t)
        signal[0] += 0.4 * step * np.sin(np.pi * f * t + phase / 2)
        signal[2] += 0.3 * step * np.cos(2 * np.pi * f * t + phase)
        noise = 0.25 * amp
    else:
        signal += rng.normal(0, 0.08, (3, 1)) * np.linspace(0, 1, LENGTH)  # slow posture drift
        noise = 0.06
    signal += rng.normal(0, noise, signal.shape)
    return np.clip(signal, -2 * G, 2 * G)


def main() -> None:
    rng = np.random.default_rng(SEED)
    names = list(ACTIVITIES)
    shares = np.array([ACTIVITIES[name][0] for name in names])
    windows, rows = [], []
    for subject in range(1, N_SUBJECTS + 1):
        gait = rng.uniform(0.88, 1.12)  # each person walks at their own pace
        tilt = rng.normal(0, 0.08, 3)  # and carries the phone a little differently
        for activity in rng.choice(names, size=WINDOWS_PER_SUBJECT, p=shares / shares.sum()):
            windows.append(window(rng, str(activity), gait, tilt))
            rows.append({"window_id": len(rows), "subject_id": 1600 + subject, "activity": activity})
    OUT.mkdir(exist_ok=True)
    np.save(OUT / "accel_windows.npy", np.stack(windows).astype(np.float32))
    pd.DataFrame(rows).to_csv(OUT / "window_labels.csv", index=False, lineterminator="\n")


if __name__ == "__main__":
    main()
