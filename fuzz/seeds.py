#!/usr/bin/env python3
"""Builds a seed corpus per fuzz target from the shared test data.

usage: fuzz/seeds.py smoke|full OUT_DIR [SHARED_DIR]

Writes OUT_DIR/TARGET/* for every target. `smoke` takes a small fixed
selection (the smallest files of each kind, for CI's few seconds a target);
`full` takes every file. Seeds are built at run time and never committed:
traces from conformance/wine-visual, vkd3d cases, the Wine shader corpus
(raw for the parsers, with the option bytes the translator and interpreter
targets read first), DDS files, and .hvs/.hvt packs, GE cache scripts and
manifest files written here to the formats' specs. Without the shared data
the generated seeds alone are written.
"""
import os
import struct
import sys
import zlib
from pathlib import Path

mode, out = sys.argv[1], Path(sys.argv[2])
shared = Path(sys.argv[3] if len(sys.argv) > 3 else os.environ.get("NINEBRIDGE_SHARED", "../shared"))
SMOKE = mode == "smoke"


def pick(files, n):
    """The n smallest files (all in full mode), in a stable order."""
    files = sorted(f for f in files if f.is_file())
    if SMOKE:
        files = sorted(files, key=lambda f: (f.stat().st_size, f.name))[:n]
    return files


def put(target, name, data):
    d = out / target
    d.mkdir(parents=True, exist_ok=True)
    (d / name).write_bytes(data)


def glob(sub, pattern):
    d = shared / sub
    return list(d.glob(pattern)) if d.is_dir() else []


# Traces and conformance cases.
for f in pick([f for f in glob("conformance/wine-visual/cases", "*.json") if f.name != "INDEX.json"], 6):
    put("trace_read", f.name, f.read_bytes())
for f in pick(glob("conformance/vkd3d", "*.json"), 8):
    put("conformance_case", f.name, f.read_bytes())

# Shaders: token streams (.bin) and assembly text.
shaders = pick(glob("corpus/d3dbc-wine", "*.bin"), 24)
for f in shaders:
    code = f.read_bytes()
    put("d3dbc_parse", f.name, code)
    # translate: flags byte (no alpha test, no fog), modes byte (strict).
    put("translate", f.name, b"\x00\x00" + code)
    put("translate", "lenient-" + f.name, b"\x08\x01" + code)
    # interp_run: word count of the program, then the program, then floats.
    words = min(len(code) // 4, 255)
    floats = struct.pack("<8f", 0.5, -1.0, 2.0, 0.25, 1.0, 0.0, 3.5, -0.75)
    put("interp_run", f.name, bytes([words]) + code[: words * 4] + floats)
for f in pick(glob("corpus/d3dbc-wine", "*.asm"), 12):
    put("d3dbc_asm", f.name, f.read_bytes())

# Textures: DDS files whole; raw decoding from their pixel data.
for i, f in enumerate(pick(glob("corpus/dds", "*.dds"), 8)):
    data = f.read_bytes()
    put("dds_decode", f.name, data)
    pixels = data[128:][:4096]
    head = bytes([i * 7 % 256]) + struct.pack("<HHHIB", 16, 16, 64, 1024, 1)
    put("texture_decode", f.name + ".raw", head + pixels)
put("texture_decode", "tiny", bytes([0]) + struct.pack("<HHHIB", 2, 2, 8, 16, 0) + bytes(range(16)))

# .hvs: pairs of corpus shaders (or two tiny vs_1_1 programs).
tiny = [struct.pack("<3I", 0xFFFE0101, 0x0000FFFF, 0)[:8], struct.pack("<2I", 0xFFFF0200, 0x0000FFFF)]
codes = [f.read_bytes() for f in shaders if f.stat().st_size % 4 == 0][:8] or tiny


def hvs(pairs):
    body = b"".join(struct.pack("<II", len(a), len(b)) + a + b for a, b in pairs)
    return b"HVSHD001" + struct.pack("<II", len(pairs), 0) + body


put("hvs_open", "one.hvs", hvs([(codes[0], codes[-1])]))
if len(codes) > 1:
    pairs = list(zip(codes[::2], codes[1::2]))
    put("hvs_open", "several.hvs", hvs(pairs))


# .hvt: BGRA8 entries sorted by CRC key.
def hvt(entries):
    entries = sorted(entries)
    n = len(entries)
    offset = 32 + 32 * n
    directory, data = b"", b""
    for crc, w, h, pixels in entries:
        directory += struct.pack("<IIIIQQ", crc, w, h, 1, offset + len(data), len(pixels))
        data += pixels
    size = offset + len(data)
    return b"HVTEX001" + struct.pack("<IIQQ", n, 32, 32, size) + directory + data


put("hvt_open", "one.hvt", hvt([(zlib.crc32(b"a"), 2, 2, bytes(range(16)))]))
put("hvt_open", "three.hvt", hvt([(zlib.crc32(bytes([i])), 1 << i, 1, bytes(4 << i)) for i in range(3)]))

# GE cache scripts (crates/gecache/src/script.rs) and an op stream.
put("gecache_script", "script.json", b'{"memory_size": 1024, "ops": [{"op": "write", "addr": 0, "hex": "0A0b0C0d"}, {"op": "tex", "addr": 0, "bufw": 8, "format": "5551", "width": 8, "height": 8}, {"op": "sprite", "x": 1, "width": 1, "height": 1}, {"op": "flush"}, {"op": "sample", "u": 1, "v": 0}]}')
put("gecache_script", "ops.bin", bytes([1, 0, 1, 0, 3, 3, 0, 0, 2, 1, 0, 1, 0, 0, 0, 0, 9, 4, 4, 8, 8, 0, 0, 0, 5, 0, 0, 0, 0, 0, 0, 0]))

# Pipeline manifests: select byte, then 32-byte (v2) or 24-byte (v1) records.
rec2 = b"".join(struct.pack("<QB15xB7x", k, k % 2, k % 3) for k in (1, 2, 3, 2))
rec1 = b"".join(struct.pack("<QB15x", k, k % 2) for k in (5, 6))
put("manifest_open", "v2", bytes([16]) + rec2)
put("manifest_open", "v1", bytes([17]) + rec1)

# Pipeline recipe records: no public encoder; a few shapes of bytes.
put("recipe_decode", "zeros", bytes(64))
put("recipe_decode", "ramp", bytes(range(256)))

print(f"seeds ({mode}) in {out}: " + ", ".join(f"{d.name} {len(list(d.iterdir()))}" for d in sorted(out.iterdir())))
