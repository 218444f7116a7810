"""Synthetic vibration/sound recordings of four water pumps, for condition monitoring.

A contact microphone on each pump's bearing housing records a short clip whenever the pump
reaches steady speed; the recorder trims the clip at the trigger, so clips last between 0.7 and
1.1 s. Three conditions: normal, imbalance (a strong once-per-revolution component) and a
bearing outer-race fault (impulses at the fault frequency that ring the housing resonance).
Writes data/clips/<clip_id>.wav (8 kHz, 16-bit mono) and data/clips.csv beside this file,
byte for byte the same every time.
"""

from pathlib import Path

import numpy as np
import pandas as pd
from scipy.io import wavfile

SEED = 1515
SR = 8000
OUT = Path(__file__).resolve().parent / "data"
PUMPS = {"P-01": 24.6, "P-02": 24.4, "P-03": 29.3, "P-04": 29.1}  # shaft speed (Hz)
CONDITIONS = ["normal", "imbalance", "bearing_fault"]
CLIPS_PER_PUMP = {"normal": 10, "imbalance": 6, "bearing_fault": 6}


def clip(rng: np.random.Generator, f0: float, condition: str) -> np.ndarray:
    duration = rng.uniform(0.7, 1.1)
    n = int(round(duration * SR))
    t = np.arange(n) / SR
    f = f0 * rng.normal(1.0, 0.004)
    x = np.zeros(n)
    for k, amp in enumerate([0.20, 0.09, 0.05, 0.03], start=1):  # shaft harmonics
        x += amp * np.sin(2 * np.pi * k * f * t + rng.uniform(0, 2 * np.pi))
    x += 0.06 * np.sin(2 * np.pi * 100 * t + rng.uniform(0, 2 * np.pi))  # motor hum
    vanes = 6  # blade-pass tone of the impeller
    x += 0.07 * np.sin(2 * np.pi * vanes * f * t + rng.uniform(0, 2 * np.pi))
    x += rng.normal(0, 0.05, n)  # flow noise
    if condition == "imbalance":
        x += rng.uniform(0.35, 0.55) * np.sin(2 * np.pi * f * t + rng.uniform(0, 2 * np.pi))
    elif condition == "bearing_fault":
        bpfo = 3.57 * f
        resonance = rng.uniform(2300, 2700)
        impulse_t = np.arange(rng.uniform(0, 1 / bpfo), duration, 1 / bpfo)
        ring = np.arange(int(0.006 * SR)) / SR
        burst = np.exp(-ring / 0.0012) * np.sin(2 * np.pi * resonance * ring)
        for t0 in impulse_t:
            i = int(t0 * SR)
            m = min(len(burst), n - i)
            x[i : i + m] += rng.uniform(0.7, 1.0) * burst[:m]
    x *= rng.uniform(0.7, 1.3)  # mounting and gain differ between recordings
    return np.clip(np.round(x / 1.2 * 32767), -32768, 32767).astype(np.int16)


def main() -> None:
    rng = np.random.default_rng(SEED)
    (OUT / "clips").mkdir(parents=True, exist_ok=True)
    rows = []
    for pump, f0 in PUMPS.items():
        for condition in CONDITIONS:
            for _ in range(CLIPS_PER_PUMP[condition]):
                rows.append((pump, f0, condition))
    order = rng.permutation(len(rows))
    records = []
    start = pd.Timestamp("2024-05-02 06:00")
    for number, idx in enumerate(order, start=1):
        pump, f0, condition = rows[idx]
        audio = clip(rng, f0, condition)
        clip_id = f"clip_{number:03d}"
        wavfile.write(OUT / "clips" / f"{clip_id}.wav", SR, audio)
        start += pd.Timedelta(minutes=int(rng.integers(20, 200)))
        records.append(
            {
                "clip_id": clip_id,
                "pump_id": pump,
                "recorded_at": start.strftime("%Y-%m-%d %H:%M"),
                "condition": condition,
            }
        )
    pd.DataFrame(records).to_csv(OUT / "clips.csv", index=False)


if __name__ == "__main__":
    main()
