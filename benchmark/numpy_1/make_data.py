"""Synthetic indoor air-quality readings from five sensor devices in three office buildings.

Each device exports its readings as a 2-D array (one row per 5-minute sample, one column per
channel) in ``data/readings/<device_id>.npy``; ``data/devices.json`` lists the devices with
their site, firmware, first timestamp and the names of their channels. The two devices of site B
still run the 1.x firmware, which has no VOC sensor, so their arrays have one column fewer.
Run from anywhere; writes into ``data/`` beside this file, byte for byte the same every time.
"""

import json
from pathlib import Path

import numpy as np

SEED = 7321
OUT = Path(__file__).resolve().parent / "data"
N_SAMPLES = 1440  # five days at one sample every 5 minutes
ALL_CHANNELS = ["temperature_c", "humidity_pct", "pressure_hpa", "co2_ppm", "pm25_ugm3", "voc_ppb"]

DEVICES = [
    # device_id, site, room, firmware, occupancy scale, calibration offsets (temp, rh, co2)
    ("AQ-A01", "A", "open-plan 2F", "2.3.1", 1.00, (0.0, 0.0, 0.0)),
    ("AQ-A02", "A", "meeting room 2.14", "2.3.1", 1.35, (0.4, -2.0, 15.0)),
    ("AQ-B07", "B", "lobby", "1.8.4", 0.70, (-0.6, 3.0, -20.0)),
    ("AQ-B09", "B", "open-plan 1F", "1.8.4", 0.95, (0.3, 1.5, 10.0)),
    ("AQ-C03", "C", "lab 0.03", "2.2.0", 0.60, (-0.2, -1.0, 5.0)),
]


def occupancy(hours: np.ndarray, weekday: np.ndarray, rng: np.random.Generator) -> np.ndarray:
    """Fraction of the room occupied: office hours on weekdays, with a lunch dip."""
    day = np.clip((hours - 7.5) / 1.5, 0, 1) * np.clip((18.5 - hours) / 1.5, 0, 1)
    lunch = 1 - 0.35 * np.exp(-((hours - 12.5) ** 2) / 0.5)
    occ = day * lunch * (weekday < 5)
    return np.clip(occ + rng.normal(0, 0.05, occ.shape), 0, 1)


def device_readings(rng: np.random.Generator, scale: float, offsets, legacy: bool) -> np.ndarray:
    t = np.arange(N_SAMPLES)
    hours = (t * 5 / 60) % 24
    weekday = ((t * 5 / 60) // 24 + 3) % 7  # the export starts on a Thursday
    occ = occupancy(hours, weekday, rng) * scale

    temperature = 20.3 + 1.8 * occ + 0.6 * np.sin(2 * np.pi * (hours - 15) / 24) + rng.normal(0, 0.15, N_SAMPLES)
    humidity = 41 - 4.5 * np.sin(2 * np.pi * (hours - 15) / 24) + 3.0 * occ + rng.normal(0, 0.8, N_SAMPLES)
    front = rng.uniform(0, 2 * np.pi)  # a slow weather front passing over the region
    pressure = 1013 + 4.0 * np.sin(2 * np.pi * t / 1300 + front) + rng.normal(0, 0.25, N_SAMPLES)
    co2 = 425 + 650 * occ + rng.normal(0, 18, N_SAMPLES)
    co2 = np.convolve(co2, np.ones(6) / 6, mode="same")  # ventilation smooths the build-up
    pm25 = np.clip(6 + 7 * occ + rng.gamma(1.5, 1.6, N_SAMPLES), 0.5, None)
    voc = np.clip(90 + 260 * occ + rng.normal(0, 25, N_SAMPLES), 10, None)

    temperature += offsets[0]
    humidity += offsets[1]
    co2 += offsets[2]
    columns = [temperature, humidity, pressure, co2, pm25]
    if not legacy:
        columns.append(voc)
    data = np.column_stack(columns).round(2)

    # Radio drop-outs: single samples and, now and then, a whole block of them
    data[rng.random(N_SAMPLES) < 0.012] = np.nan
    for _ in range(2):
        start = int(rng.integers(0, N_SAMPLES - 30))
        data[start : start + int(rng.integers(6, 24))] = np.nan
    return data


def main() -> None:
    rng = np.random.default_rng(SEED)
    (OUT / "readings").mkdir(parents=True, exist_ok=True)
    meta = []
    for device_id, site, room, firmware, scale, offsets in DEVICES:
        legacy = firmware.startswith("1.")
        data = device_readings(rng, scale, offsets, legacy)
        if device_id == "AQ-A02":
            # A workshop with the windows shut on the Friday morning, then a faulty CO2 reading
            data[400:430, 3] += np.linspace(600, 1500, 30)
            data[400:430, 5] += 300
            data[1000:1012, 3] = 5000.0
        if device_id == "AQ-C03":
            data[820:835, 4] += 55  # a solder fume episode in the lab
        np.save(OUT / "readings" / f"{device_id}.npy", data)
        meta.append(
            {
                "device_id": device_id,
                "site": site,
                "room": room,
                "firmware": firmware,
                "sample_interval_min": 5,
                "first_timestamp": "2024-03-07T00:00:00",
                "channels": ALL_CHANNELS[:5] if legacy else ALL_CHANNELS,
            }
        )
    (OUT / "devices.json").write_text(json.dumps(meta, indent=2) + "\n")


if __name__ == "__main__":
    main()
