#!/usr/bin/env python3
"""Throws mutated presets and adversarial command lines at a built `segue` and reports crashes
(a signal, or a status other than 0, 1 and 64), hangs (over 5 s), non-finite output (nan or inf
in what it prints, when its input had none) and error lines over 500 characters (a bad value is
quoted in at most 80).

    swift build -c release
    python3 scripts/fuzz-cli.py .build/release/segue            # 3000 runs, seed 1
    python3 scripts/fuzz-cli.py .build/debug/segue --runs 500 --seed 7

Plain python3, no packages. Deterministic for a seed. Exit status 0 when it found nothing, 1
otherwise; each finding is printed with the command line that reproduces it (its files are kept
under the printed folder).
"""
import argparse
import concurrent.futures
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

HOSTILE = [
    "1e308", "-1e308", "1e12", "-1e12", "1e-300", "0", "-0", "-1", "0.5", "NaN", "null", '""', "[]", "{}",
    '"W-W"', '"-W"', '"W/0"', '"sqrt(-W)"', '"H-W"', '"1e9*W*W*W"', '"((((((((W))))))))"',
    '"spring(dampingRatio: 0, response: 0.3)"', '"spring(mass: 1e-300, stiffness: 1e300, damping: 1)"',
    '"cubic-bezier(0.5, 1.7976931348623157e308, 0.5, -1e308)"', '"spring(dampingRatio: 0.001)"',
    '"percent(1e-3)"', '"flick(1e-300, 1e12)"', '"projection(0.9999999)"', '"easeinout"', '"#00000"',
    '"presentd"', '"fromLeft"', '"dismiss"', '"' + "W+" * 3000 + 'W"', '"' + "x" * 20000 + '"',
    "[" * 70 + "]" * 70,
]
NUMBERS = ["0", "1", "-1", "0.5", ".5", "1e-3", "1e308", "-1e308", "1e999", "nan", "inf", "1e-300", "100000000000000000000",
           "2.5", "-0", "1e5", "x", "", "9" * 400]
SPECS = ["ease", "easeinout", "linear", "cubic-bezier({a}, {b}, {c}, {d})", "spring(dampingRatio: {a}, response: {b})",
         "spring(mass: {a}, stiffness: {b}, damping: {c})", "spring(duration: {a}, bounce: {b})", "spring(dampingRatio: {a})",
         "spring(dampingRatio: {a}, response: {b}, initialVelocity: {c})", "x" * 5000]
POLICIES = ["percent", "percent({a})", "percent-or-velocity({a}, {b}, {c})", "flick({a}, {b})", "projection({a})",
            "nearest-end({a}, threshold: {b})", "velocity", "percent(" + "9" * 3000 + ")"]
STEPS = ["touch", "release", "play", "finish", "cancel", "wait {a}s", "wait {a}ms", "wait {a}", "drag {a}pt over {b}s",
         "drag {a}% over {b}ms", "drag {a} over {b}s", "drag {a}pt over 0s"]
# Error messages quote at most 80 characters of a bad value, so no stderr line comes near this.
MESSAGE_LINE = 500
NONFINITE = re.compile(r"(?<![a-z])-?(nan|inf|infinity)(?![a-z])", re.IGNORECASE)


def fill(template, rng):
    return template.format(**{k: rng.choice(NUMBERS) for k in "abcd"})


def mutate(text, rng):
    chars = text
    for _ in range(rng.randint(1, 3)):
        if not chars:
            break
        i = rng.randrange(len(chars))
        kind = rng.randrange(5)
        if kind <= 1:
            start = min((j for j in (chars.find(":", i), chars.find("[", i)) if j >= 0), default=-1)
            if start < 0:
                continue
            end = start + 1
            in_string = False
            while end < len(chars) and (in_string or chars[end] not in ",]}\n"):
                if chars[end] == '"':
                    in_string = not in_string
                end += 1
            chars = chars[:start + 1] + " " + rng.choice(HOSTILE) + chars[end:]
        elif kind == 2:
            chars = chars[:i] + chars[i + 1:]
        elif kind == 3:
            chars = chars[:i] + rng.choice(HOSTILE) + chars[i:]
        else:
            chars = chars[:i] + chars[i + rng.randint(1, 30):]
    return chars


def preset_runs(rng, presets, work, count):
    """Mutated presets, one folder per preset, through lint, list, render and simulate."""
    runs = []
    names = sorted(presets)
    for k in range(count):
        name = names[k % len(names)]
        folder = os.path.join(work, "p%05d" % k)
        os.mkdir(folder)
        with open(os.path.join(folder, name + ".json"), "w", encoding="utf-8") as f:
            f.write(mutate(presets[name], rng))
        script = "; ".join(fill(rng.choice(STEPS), rng) for _ in range(rng.randint(1, 6)))
        choice = rng.randrange(4)
        if choice == 0:
            runs.append(["lint", folder])
        elif choice == 1:
            runs.append(["list", "--json", "--presets", folder])
        elif choice == 2:
            args = ["render", name, "--presets", folder, "--size", "40x12", "--color", "never", "--progress", rng.choice(["0", "0.3", "1"])]
            runs.append(args + (["--landscape"] if rng.random() < 0.5 else []))
        else:
            runs.append(["simulate", name, "--presets", folder, "--gesture",
                         rng.choice([script, "touch; drag 60% over 0.4s; release", "play"])])
    return runs


def command_line_runs(rng, names, count):
    """Adversarial arguments to every headless command."""
    runs = []
    specials = ["/dev/zero", "/dev/null", "/dev/stdin", "/nonexistent", "/", "README.md", "x" * 5000]
    for _ in range(count):
        name = rng.choice(names + ["slide-ovr", "x" * 3000, ""])
        kind = rng.randrange(7)
        if kind == 0:
            args = ["curve", fill(rng.choice(SPECS), rng)]
            args += rng.choice([["--at", ",".join(rng.choice(NUMBERS) for _ in range(rng.randint(1, 4)))],
                                ["--samples", rng.choice(["1", "7", "1000", "0", "1e3", "1000001"])], ["--plot"]])
        elif kind == 1:
            script = "; ".join(fill(rng.choice(STEPS), rng) for _ in range(rng.randint(1, 8)))
            args = ["simulate", name, "--gesture", script]
            if rng.random() < 0.5:
                args += ["--policy", fill(rng.choice(POLICIES), rng)]
            if rng.random() < 0.3:
                args += ["--container", rng.choice(["1e5x1e-5", "393x852", "1x1", "100000x100000", "0x5", "nanxinf", "2x"])]
            if rng.random() < 0.2:
                args += ["--duration", rng.choice(NUMBERS)]
        elif kind == 2:
            args = ["render", name, "--size", rng.choice(["10000x10000", "1000x1000", "1x1", "80x24", "0x0", "1e3x2", "-5x5"]),
                    "--progress", rng.choice(NUMBERS), "--color", rng.choice(["never", "always", "auto", "sometimes"])]
        elif kind == 3:
            args = ["lint", rng.choice(specials)]
        elif kind == 4:
            args = [rng.choice(["list", "render", "simulate"]), "--presets", rng.choice(specials)]
            if args[0] != "list":
                args[1:1] = [name]
            if args[0] == "simulate":
                args += ["--gesture", "play"]
        elif kind == 5:
            args = [rng.choice(["curve", "render", "simulate", "lint", "list", "bogus"]), "--" + "y" * rng.randint(1, 4000)]
        else:
            args = ["simulate", name, "--gesture", "touch; " + "wait 1ms; " * rng.randint(990, 1010) + "release"]
        runs.append(args)
    return runs


def run_one(binary, args, timeout):
    inputs = []
    for a in args:
        if os.path.isdir(a) and os.path.basename(a).startswith("p"):
            for name in os.listdir(a):
                with open(os.path.join(a, name), encoding="utf-8", errors="replace") as f:
                    inputs.append(f.read())
    env = dict(os.environ, NO_COLOR="1", HOME=tempfile.gettempdir(), XDG_CONFIG_HOME="/nonexistent-segue-config")
    try:
        done = subprocess.run([binary] + args, stdin=subprocess.DEVNULL, capture_output=True, timeout=timeout, env=env)
    except subprocess.TimeoutExpired:
        return "hang", args, ""
    text = done.stdout.decode("utf-8", "replace") + done.stderr.decode("utf-8", "replace")
    if done.returncode < 0 or done.returncode not in (0, 1, 64):
        return "crash", args, "status %d: %s" % (done.returncode, text[-300:])
    stderr = done.stderr.decode("utf-8", "replace")
    longest = max((len(line) for line in stderr.split("\n")), default=0)
    if longest > MESSAGE_LINE:
        return "long", args, "a %d-character line on stderr: %s" % (longest, stderr[:300])
    for match in NONFINITE.finditer(text):
        # Messages and listings may quote the input (a file's title, a refused value): a nan or inf
        # counts only when the input has none, so every one found is Segue's own.
        if any("nan" in a.lower() or "inf" in a.lower() for a in args + inputs):
            continue
        return "nonfinite", args, text[max(0, match.start() - 100): match.end() + 100]
    return "ok", args, ""


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary", nargs="?", default=".build/release/segue")
    parser.add_argument("--runs", type=int, default=3000, help="how many runs in all (half presets, half command lines)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=5.0, help="seconds before a run counts as a hang")
    parser.add_argument("--jobs", type=int, default=2)
    options = parser.parse_args()
    repository = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    presets = {}
    folder = os.path.join(repository, "presets")
    for file in sorted(os.listdir(folder)):
        if file.endswith(".json") and not file.endswith(".schema.json"):
            with open(os.path.join(folder, file), encoding="utf-8") as f:
                presets[file[:-5]] = f.read()
    rng = random.Random(options.seed)
    work = tempfile.mkdtemp(prefix="segue-fuzz-")
    runs = preset_runs(rng, presets, work, options.runs // 2) + command_line_runs(rng, sorted(presets), options.runs - options.runs // 2)
    counts = {"ok": 0, "crash": 0, "hang": 0, "nonfinite": 0, "long": 0}
    findings = []
    with concurrent.futures.ThreadPoolExecutor(max_workers=options.jobs) as pool:
        for kind, args, detail in pool.map(lambda a: run_one(options.binary, a, options.timeout), runs):
            counts[kind] += 1
            if kind != "ok":
                findings.append((kind, args, detail))
    for kind, args, detail in findings[:50]:
        shown = " ".join(json.dumps(a) if (" " in a or not a) else a for a in args)
        print("%s: segue %s\n  %s" % (kind, shown[:400], detail.replace("\n", "\n  ")[:600]))
    if not findings:
        shutil.rmtree(work)
        work = "(removed)"
    print("fuzz-cli: %d runs (seed %d): %d crashes, %d hangs over %g s, %d non-finite outputs, %d messages over %d characters; files in %s"
          % (len(runs), options.seed, counts["crash"], counts["hang"], options.timeout, counts["nonfinite"], counts["long"], MESSAGE_LINE, work))
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
