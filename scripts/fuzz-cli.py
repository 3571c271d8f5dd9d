#!/usr/bin/env python3
"""Throws mutated presets and adversarial command lines at a built `segue` and reports crashes
(a signal, or a status other than 0, 1 and 64), hangs (over 5 s), non-finite output (nan or inf
in what it prints, when its input had none) and error lines over 500 characters (a bad value is
quoted in at most 80).

Then the attacks of docs/hardening.md, each a check with a verdict ("attack" findings):
writing files (links planted at temporary names, devices, FIFOs, /dev/stdout, `-`, modes,
read-only files, a full disk, a folder it may not write, long names), FIFOs swapped in for
preset files while lint reads them, odd-but-valid presets at their bounds (spring velocities,
perspectives), the timeline's rules over random gesture scripts (one completion, no step
hidden after it, time forward, the last intent wins), `curve --samples` at its bound; and, with
tmux, the playground: SIGTTIN and SIGTTOU in four modes, saving a linked, read-only or 0600
preset, an edited file deleted under the editor, save-as names with tabs, storms in compare
mode, a recording cut short, wide characters.

    swift build -c release
    python3 scripts/fuzz-cli.py .build/release/segue            # 3000 runs, seed 1
    python3 scripts/fuzz-cli.py .build/debug/segue --runs 500 --seed 7
    python3 scripts/fuzz-cli.py .build/release/segue --attacks-only

Plain python3, no packages. Deterministic for a seed. Exit status 0 when it found nothing, 1
otherwise; each finding is printed with the command line that reproduces it (its files are kept
under the printed folder).
"""
import argparse
import concurrent.futures
import stat
import threading
import time
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



# ---------------------------------------------------------------------------------------------
# Attacks: one function per item of docs/hardening.md, each returning (name, problem or None).


def sh(command, timeout=30, env=None):
    """`sh -c command`: (status, stdout, stderr); status None when it timed out (killed)."""
    try:
        done = subprocess.run(["sh", "-c", "exec " + command if not command.startswith("cd ") else command], stdin=subprocess.DEVNULL,
                              capture_output=True, timeout=timeout, env=dict(os.environ, **(env or {})))
    except subprocess.TimeoutExpired:
        return None, "", ""
    return done.returncode, done.stdout.decode("utf-8", "replace"), done.stderr.decode("utf-8", "replace")


def q(text):
    return "'" + text.replace("'", "'\\''") + "'"


def kind(path):
    try:
        return stat.S_IFMT(os.lstat(path).st_mode)
    except FileNotFoundError:
        return None


def attack_planted_links(binary, work):
    folder = os.path.join(work, "planted")
    os.makedirs(folder)
    victim = os.path.join(work, "victim.txt")
    with open(victim, "w") as f:
        f.write("keep me")
    # The old temporary names were `.NAME.PID.partial`: plant a link for every pid around ours.
    base = os.getpid()
    for pid in range(base, base + 400):
        for name in ("out.cast", "strip.svg"):
            os.symlink(victim, os.path.join(folder, ".%s.%d.partial" % (name, pid)))
    sh("%s record cube --play --output %s" % (q(binary), q(os.path.join(folder, "out.cast"))))
    sh("%s filmstrip cube --output %s" % (q(binary), q(os.path.join(folder, "strip.svg"))))
    with open(victim) as f:
        kept = f.read() == "keep me"
    return "1 links planted at temporary names", None if kept else "a planted link was followed: the file it points to was overwritten"


def attack_special_targets(binary, work):
    folder = os.path.join(work, "special")
    os.makedirs(folder)
    problems = []
    status, plain, _ = sh("%s filmstrip cube --format txt" % q(binary))
    status, dash, _ = sh("cd %s && %s filmstrip cube --output -" % (q(folder), q(binary)))
    if dash != plain or os.listdir(folder):
        problems.append("--output - did not go to standard output (or left a file)")
    link = os.path.join(folder, "stdout-link")
    os.symlink("/dev/stdout", link)
    status, out, _ = sh("%s filmstrip cube --format txt --output %s" % (q(binary), q(link)))
    if out != plain or kind(link) != stat.S_IFLNK:
        problems.append("a link to /dev/stdout was replaced or not written through")
    fifo = os.path.join(folder, "fifo")
    os.mkfifo(fifo)
    status, _, err = sh("%s filmstrip cube --format txt --output %s" % (q(binary), q(fifo)), timeout=5)
    if status is None:
        problems.append("--output FIFO with no reader hung")
    got = []
    reader = threading.Thread(target=lambda: got.append(open(fifo, "rb").read()))
    reader.start()
    time.sleep(0.2)
    status, _, err = sh("%s filmstrip cube --format txt --output %s" % (q(binary), q(fifo)), timeout=10)
    reader.join(5)
    if kind(fifo) != stat.S_IFIFO or not got or got[0].decode() != plain:
        problems.append("a FIFO was replaced or not written to its reader (%s)" % err.strip())
    if os.geteuid() == 0:
        node = os.path.join(folder, "node")
        os.mknod(node, 0o666 | stat.S_IFCHR, os.stat("/dev/null").st_rdev)
        sh("%s filmstrip cube --format txt --output %s" % (q(binary), q(node)))
        if kind(node) != stat.S_IFCHR:
            problems.append("a character device was replaced by a regular file")
    sub = os.path.join(folder, "dir")
    os.mkdir(sub)
    status, _, err = sh("%s filmstrip cube --output %s" % (q(binary), q(sub)))
    if status != 1 or "it is a folder" not in err:
        problems.append("a folder target was not refused with the reason")
    return "1b devices, FIFOs, /dev/stdout and -", "; ".join(problems) or None


def attack_modes(binary, work):
    folder = os.path.join(work, "modes")
    os.makedirs(folder)
    problems = []
    for mode in (0o600, 0o640, 0o664, 0o444):
        target = os.path.join(folder, "strip-%o.svg" % mode)
        with open(target, "w") as f:
            f.write("old")
        os.chmod(target, mode)
        status, _, err = sh("%s filmstrip cube --output %s" % (q(binary), q(target)))
        now = stat.S_IMODE(os.stat(target).st_mode)
        if mode == 0o444:
            if status != 1 or "read-only" not in err or open(target).read() != "old":
                problems.append("a read-only file was overwritten without a word")
        elif status != 0 or now != mode:
            problems.append("mode %o became %o" % (mode, now))
    long_name = os.path.join(folder, "n" * 251 + ".svg")
    status, _, err = sh("%s filmstrip cube --output %s" % (q(binary), q(long_name)))
    if status != 0:
        problems.append("a 255-byte file name failed: %s" % err.strip())
    leftovers = [n for n in os.listdir(folder) if n.startswith(".")]
    if leftovers:
        problems.append("temporary files left: %s" % leftovers)
    return "3 modes, read-only files, long names", "; ".join(problems) or None


def attack_full_disk(binary, work):
    folder = os.path.join(work, "full")
    os.makedirs(folder)
    out = folder + "/out"
    inner = ("mount -t tmpfs -o size=16k segue-full %s && mkdir %s && { head -c 65536 /dev/zero > %s/.fill; true; } 2>/dev/null && "
             "%s record cube --play --output %s/a.cast; echo record=$?; %s filmstrip cube --output %s/a.svg; echo filmstrip=$?; echo left: $(ls -A %s)"
             % (q(folder), q(out), q(folder), q(binary), q(out), q(binary), q(out), q(out)))
    status, stdout, stderr = sh("unshare -rm sh -c %s" % q(inner))
    if "record=" not in stdout:
        return "4 a full disk", None if status is not None else "hung"  # no mount namespace here: nothing to check
    problems = []
    if "record=1" not in stdout or "filmstrip=1" not in stdout:
        problems.append("a write to a full disk did not fail with status 1")
    if not stdout.rstrip().endswith("left:"):
        problems.append("files left behind on a full disk: %s" % stdout.strip().split("left:")[-1])
    if "No space left on device" not in stderr:
        problems.append("the failure does not say what failed")
    readonly = os.path.join(work, "readonly")
    os.makedirs(readonly)
    os.chmod(readonly, 0o555)
    user = "setpriv --reuid=65534 --regid=65534 --clear-groups " if os.geteuid() == 0 else ""
    status, _, err = sh("%s%s record cube --play --output %s/a.cast" % (user, q(binary), q(readonly)))
    if status != 1 or os.listdir(readonly):
        problems.append("a folder it may not write: status %s, files %s" % (status, os.listdir(readonly)))
    os.chmod(readonly, 0o755)
    return "4 a full disk, a read-only folder", "; ".join(problems) or None


def attack_fifo_swap(binary, work, presets):
    folder = os.path.join(work, "swap")
    os.makedirs(os.path.join(folder, "presets"))
    regular = os.path.join(folder, "file.json")
    with open(regular, "w") as f:
        f.write(presets["fade"])
    fifo = os.path.join(folder, "fifo")
    os.mkfifo(fifo)
    flipping = os.path.join(folder, "flip.json")
    for k in range(200):
        os.symlink(flipping, os.path.join(folder, "presets", "p%d.json" % k))
    stop = []

    def flip():
        spare = flipping + ".spare"
        use_fifo = True
        while not stop:
            try:
                os.link(fifo if use_fifo else regular, spare)
                os.rename(spare, flipping)
            except OSError:
                pass
            use_fifo = not use_fifo

    thread = threading.Thread(target=flip)
    thread.start()
    hung = 0
    try:
        for _ in range(10):
            status, _, _ = sh("%s lint %s" % (q(binary), q(os.path.join(folder, "presets"))), timeout=5)
            if status is None:
                hung += 1
    finally:
        stop.append(True)
        thread.join()
    return "7 FIFOs swapped in while lint reads", "%d of 10 lint runs blocked on a FIFO" % hung if hung else None


def attack_odd_but_valid(binary, work, presets, rng):
    """Presets whose numbers sit at their bounds: whatever lint accepts prints only finite numbers."""
    folder = os.path.join(work, "bounds")
    findings = []
    # The two values that reached the output as infinity: lint refuses them, saying the bound.
    for name, pattern, value in (("easy-bouncy", r"spring\([^\"]*\)", "spring(dampingRatio: 0.5, response: 0.3, initialVelocity: 1e308)"),
                                 ("fold", r'"perspective": [0-9.e-]+', '"perspective": 1e-300')):
        sub = os.path.join(folder, "refused-" + name)
        os.makedirs(sub)
        with open(os.path.join(sub, name + ".json"), "w") as f:
            f.write(re.sub(pattern, value, presets[name], count=1))
        status, out, err = sh("%s lint %s" % (q(binary), q(sub)))
        if status != 1 or "out of range" not in out + err and "must be within" not in out + err:
            findings.append("lint accepts %s" % value)
    values = ["1e12", "-1e12", "1e-12", "0", "999999999", "0.000001", "1e-300", "59.999"]
    number = re.compile(r"(?<=[:\[, ])-?[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?(?=[,\]\n }])")
    for k in range(120):
        name = sorted(presets)[k % len(presets)]
        text = number.sub(lambda m: rng.choice(values) if rng.random() < 0.3 else m.group(0), presets[name])
        if rng.random() < 0.5:
            text = re.sub(r"initialVelocity: [-0-9.e]+", "initialVelocity: %s" % rng.choice(["1e308", "1000", "-1000", "1001"]), text)
        if rng.random() < 0.5:
            text = re.sub(r'"perspective": [0-9.e-]+', '"perspective": %s' % rng.choice(["1e-300", "0.5", "1", "100000"]), text)
        sub = os.path.join(folder, "b%03d" % k)
        os.makedirs(sub)
        with open(os.path.join(sub, name + ".json"), "w") as f:
            f.write(text)
        status, out, err = sh("%s lint %s" % (q(binary), q(sub)))
        if status != 0:
            continue
        for args in (["simulate", name, "--presets", sub, "--gesture", "touch; drag 60% over 0.1s; release", "--json"],
                     ["simulate", name, "--presets", sub, "--gesture", "play"],
                     ["render", name, "--presets", sub, "--format", "json", "--progress", "0.5"]):
            status, out, err = sh(" ".join(q(a) for a in [binary] + args))
            # JSON writes what is not finite as null: in these outputs a number never is.
            match = NONFINITE.search(out + err) or re.search(r"[:\[,] ?null\b", out)
            if match:
                findings.append("%s: %s" % (" ".join(args[:2]), (out + err)[max(0, match.start() - 60): match.end() + 20].replace("\n", " ")))
    return "10 presets at their bounds", "; ".join(findings[:3]) or None


def timeline_problems(lines):
    """The timeline's rules (docs/hardening.md) checked on `simulate --json` lines."""
    events = [json.loads(line) for line in lines if line.strip()]
    problems = []
    times = [e["t"] for e in events]
    if any(b < a - 1e-9 for a, b in zip(times, times[1:])):
        problems.append("time goes backwards")
    done = [i for i, e in enumerate(events) if e["event"] == "completed"]
    if len(done) > 1:
        problems.append("%d completions" % len(done))
    if done:
        first = events[done[0]]
        if first["progress"] != (1 if first["position"] == "end" else 0):
            problems.append("completed at %s with progress %s" % (first["position"], first["progress"]))
        if any(e["event"] != "ignored" for e in events[done[0] + 1:]):
            problems.append("a step after the completion is not shown as ignored")
        intent = None
        for e in events[:done[0]]:
            if e["event"] == "decision":
                intent = "end" if e["outcome"] in ("finish", "dismiss", "pop", "tabBack") else "start"
            elif e["event"] == "finish-called" or (e["event"] == "began" and e.get("interactive") is False):
                intent = "end"
            elif e["event"] == "cancel-called":
                intent = "start"
        if intent and intent != first["position"]:
            problems.append("completed at %s, but the last intent was %s" % (first["position"], intent))
    return problems


def attack_timelines(binary, rng):
    findings = []
    targets = [("easy-alpha", ["--operation", "dismiss"]), ("easy-rotation", ["--operation", "dismiss"]), ("slide-over", []), ("cube", [])]
    for k in range(160):
        name, extra = targets[k % len(targets)]
        steps, touching = [], False
        for _ in range(rng.randint(1, 7)):
            kind = rng.randrange(7)
            if kind == 0:
                steps.append("play")
            elif kind == 1:
                steps.append("finish")
            elif kind == 2:
                steps.append("cancel")
            elif kind == 3:
                steps.append("wait %dms" % rng.randint(0, 400))
            elif not touching:
                steps.append("touch")
                touching = True
            elif rng.random() < 0.5:
                steps.append("drag %d%s over %dms" % (rng.randint(-150, 150), rng.choice(["pt", "%"]), rng.randint(10, 400)))
            else:
                steps.append("release")
                touching = False
        if touching:
            steps.append("release")
        script = "; ".join(steps)
        status, out, err = sh(" ".join(q(a) for a in [binary, "simulate", name] + extra + ["--gesture", script, "--json"]))
        problems = timeline_problems(out.splitlines()) if status in (0, 1) else []
        if problems:
            findings.append("%s '%s': %s" % (name, script, ", ".join(problems)))
    return "11 timelines over random scripts", "; ".join(findings[:3]) + (" (%d in all)" % len(findings) if findings else "") or None


def attack_curve_samples(binary):
    start = time.monotonic()
    status, out, _ = sh("%s curve easeInOut --samples 1000000 | tail -1" % q(binary), timeout=30)
    seconds = time.monotonic() - start
    if status is None:
        return "13 curve --samples 1000000", "hung"
    if out.strip() != "1.000000000 1.000000000":
        return "13 curve --samples 1000000", "wrong last line: %r" % out
    # On a release build it takes about 0.2 s (BENCHMARKS.md); 7 s before it wrote bytes.
    return "13 curve --samples 1000000 (%.2f s)" % seconds, None if seconds < 2 else "took %.1f s (a release build takes about 0.2 s)" % seconds


# The playground in tmux: each returns (name, problem or None); skipped without tmux.

class Pane:
    def __init__(self, command, columns=120, rows=40, env=None):
        self.socket = "segue-fuzz-%d-%d" % (os.getpid(), int(time.monotonic() * 1e6) % 10 ** 9)
        arguments = ["tmux", "-L", self.socket, "-f", "/dev/null", "new-session", "-d", "-s", "app", "-x", str(columns), "-y", str(rows)]
        for key, value in dict({"LANG": "C.UTF-8", "TERM": "tmux-256color", "SWIFT_BACKTRACE": "interactive=no"}, **(env or {})).items():
            arguments += ["-e", "%s=%s" % (key, value)]
        subprocess.run(arguments + ["trap : INT; %s; echo EXIT=$?; sleep 30" % command], check=True)

    def tmux(self, *arguments):
        return subprocess.run(["tmux", "-L", self.socket] + list(arguments), capture_output=True).stdout.decode("utf-8", "replace")

    def keys(self, *keys):
        self.tmux("send-keys", "-t", "app", *keys)

    def screen(self):
        return self.tmux("capture-pane", "-p", "-t", "app")

    def wait(self, text, timeout=10):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if re.search(text, self.screen()):
                return True
            time.sleep(0.05)
        return False

    def flag(self, name):
        return self.tmux("display-message", "-p", "-t", "app", "#{%s}" % name).strip()

    def kill(self):
        self.tmux("kill-server")


def tmux_stop_signals(binary, work):
    problems = []
    for signal_name in ("TTIN", "TTOU"):
        for mode in ("", "=", "e", "R"):
            folder = os.path.join(work, "stop-%s-%s" % (signal_name, mode or "plain"))
            os.makedirs(folder)
            pane = Pane("cd %s && bash --norc --noprofile -i" % q(folder))
            try:
                pane.keys("PS1='job-''shell$ '", "Enter")
                pane.wait("job-shell")
                pane.keys("%s play slide-over" % q(binary), "Enter")
                pane.wait("Inspector", 20)
                if mode:
                    pane.keys(mode)
                    time.sleep(0.5)
                pids = subprocess.run(["pgrep", "-n", "-f", "%s play slide-over" % binary], capture_output=True).stdout.split()
                if pids:
                    os.kill(int(pids[-1]), getattr(__import__("signal"), "SIG" + signal_name))
                if not pane.wait("Stopped") or pane.flag("alternate_on") == "1" or pane.flag("mouse_any_flag") == "1":
                    problems.append("SIG%s in %s mode left the terminal in Segue's modes" % (signal_name, mode or "normal"))
                pane.keys("fg", "Enter")
                if not pane.wait("Inspector|Editor"):
                    problems.append("SIG%s in %s mode: fg did not take the screen back" % (signal_name, mode or "normal"))
                pane.keys("Escape")
                time.sleep(0.2)
                pane.keys("q")
            finally:
                pane.kill()
    return "8 SIGTTIN and SIGTTOU in four modes", "; ".join(problems) or None


def tmux_saving(binary, work, presets):
    problems = []
    for case in ("link", "read-only", "0600", "deleted", "tab"):
        folder = os.path.join(work, "save-" + case)
        os.makedirs(os.path.join(folder, "real"))
        os.makedirs(os.path.join(folder, "presets"))
        text = presets["fade"].replace('"name": "fade"', '"name": "mine"')
        real = os.path.join(folder, "real", "mine.json")
        target = os.path.join(folder, "presets", "mine.json")
        with open(real if case == "link" else target, "w") as f:
            f.write(text)
        if case == "link":
            os.symlink(real, target)
        if case == "read-only":
            os.chmod(target, 0o444)
        if case == "0600":
            os.chmod(target, 0o600)
        pane = Pane("%s play %s --presets %s" % (q(binary), "fade" if case == "tab" else "mine", q(os.path.join(folder, "presets"))),
                    env={"XDG_CONFIG_HOME": os.path.join(folder, "config")})
        try:
            pane.wait("Inspector", 20)
            pane.keys("e")
            time.sleep(0.3)
            pane.keys("Right")
            time.sleep(0.3)
            if case == "deleted":
                os.unlink(target)
                if not pane.wait(re.escape(target) + " was deleted while mine has unsaved edits"):
                    problems.append("a deleted edited file is not named in the question")
                pane.keys("Escape")
                time.sleep(0.3)
                if "was deleted while" in pane.screen().splitlines()[-1]:
                    problems.append("Esc did not leave the question")
                continue
            pane.keys("w")
            time.sleep(0.5)
            if case == "tab":
                pane.keys("Tab")
                if not pane.wait("a name cannot hold a tab"):
                    problems.append("save-as dropped a tab silently")
                continue
            if case == "read-only":
                if not pane.wait("Read-only: "):
                    problems.append("a read-only preset was overwritten without a word")
                pane.keys("Enter")
                time.sleep(0.5)
                if stat.S_IMODE(os.stat(target).st_mode) != 0o444 or '"duration": 0.51' not in open(target).read():
                    problems.append("replacing a read-only preset lost its mode or its edit")
            if case == "link":
                if kind(target) != stat.S_IFLNK or '"duration": 0.51' not in open(real).read():
                    problems.append("saving a linked preset replaced the link or left its target behind")
            if case == "0600" and stat.S_IMODE(os.stat(target).st_mode) != 0o600:
                problems.append("saving a 0600 preset changed its mode")
        finally:
            pane.kill()
    return "2, 3, 5, 5b saving: links, modes, a deleted file, a tab in a name", "; ".join(problems) or None


def tmux_storms(binary, work, rng):
    folder = os.path.join(work, "storm")
    os.makedirs(folder)
    pane = Pane("cd %s && %s play slide-over" % (q(folder), q(binary)), columns=160, rows=50, env={"XDG_CONFIG_HOME": folder})
    problems = []
    try:
        pane.wait("Inspector", 20)
        pane.keys("=")
        pane.wait("compare")
        keys = [chr(c) for c in range(32, 127) if chr(c) not in "/ewq?iR"]
        paste = os.path.join(folder, "paste.txt")
        with open(paste, "w") as f:
            f.write("x" * 80000 + "".join(rng.choice(keys) for _ in range(72000)))
        pane.tmux("load-buffer", paste)
        start = time.monotonic()
        pane.tmux("paste-buffer", "-t", "app")
        for _ in range(3):
            pane.keys("Escape")
            time.sleep(0.5)
            pane.keys("q")
            if pane.wait("EXIT=", 5):
                break
        if not pane.wait("EXIT=0", 60):
            problems.append("q did not end the playground after a storm")
        seconds = time.monotonic() - start
        # q waits behind no backlog: what is left is tmux delivering the paste (about 1.5 s).
        if seconds > 10:
            problems.append("q took %.0f s after the storm began" % seconds)
    finally:
        pane.kill()
    return "9 storms in compare mode (q after %.1f s)" % seconds, "; ".join(problems) or None


def tmux_recording_cut(binary, work):
    problems = []
    for cut in ("0", "half", "4096"):
        folder = os.path.join(work, "cut-" + cut)
        os.makedirs(folder)
        pane = Pane("cd %s && %s play cube" % (q(folder), q(binary)), columns=100, rows=30)
        try:
            pane.wait("Inspector", 20)
            pane.keys("R")
            pane.wait("REC")
            pane.keys("Space")
            time.sleep(0.4)
            casts = [n for n in os.listdir(folder) if n.endswith(".cast")]
            path = os.path.join(folder, casts[0])
            os.truncate(path, 0 if cut == "0" else 4096 if cut == "4096" else os.path.getsize(path) // 2)
            for _ in range(30):
                if "recording failed" in pane.screen():
                    break
                pane.keys("Space")
                time.sleep(0.6)
            if not pane.wait(r"\.cast (removed: no whole frame in it|kept with its)"):
                problems.append("cut to %s: the log does not say what is left" % cut)
            if os.path.exists(path):
                try:
                    lines = open(path, "rb").read().decode("utf-8").split("\n")
                    [json.loads(line) for line in lines[:-1]]
                    if lines[-1] != "":
                        raise ValueError("no newline at the end")
                except ValueError as error:
                    problems.append("cut to %s: the file left is not valid asciicast (%s)" % (cut, error))
        finally:
            pane.kill()
    return "6 a recording cut short", "; ".join(problems) or None


def tmux_wide(binary, work, presets):
    folder = os.path.join(work, "wide")
    os.makedirs(folder)
    text = presets["slide-over"].replace('"name": "slide-over"', '"name": "wide"').replace('"title": "Slide Over"', '"title": "%s"' % ("漢字のタイトル " * 12))
    with open(os.path.join(folder, "wide.json"), "w", encoding="utf-8") as f:
        f.write(text)
    pane = Pane("%s play wide --presets %s" % (q(binary), q(folder)), columns=100, rows=30, env={"XDG_CONFIG_HOME": folder})
    problems = []
    try:
        pane.wait("Inspector", 20)
        for keys in (["i"], ["Escape", "Tab", "e", "Right", "w", "-l", "漢字" * 40]):
            pane.keys(*keys)
            time.sleep(0.6)
            if not pane.screen().startswith("╭"):
                problems.append("the screen scrolled after %s" % " ".join(keys[:3]))
    finally:
        pane.kill()
    return "12 wide characters", "; ".join(problems) or None


def attacks(binary, work, presets, rng):
    """Each attack's (name, problem or None), as it finishes."""
    yield attack_planted_links(binary, work)
    yield attack_special_targets(binary, work)
    yield attack_modes(binary, work)
    yield attack_full_disk(binary, work)
    yield attack_fifo_swap(binary, work, presets)
    yield attack_odd_but_valid(binary, work, presets, rng)
    yield attack_timelines(binary, rng)
    yield attack_curve_samples(binary)
    if not (shutil.which("tmux") and shutil.which("bash")):
        print("fuzz-cli: tmux or bash is missing: the playground's attacks are skipped")
        return
    yield tmux_stop_signals(binary, work)
    yield tmux_saving(binary, work, presets)
    yield tmux_storms(binary, work, rng)
    yield tmux_recording_cut(binary, work)
    yield tmux_wide(binary, work, presets)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("binary", nargs="?", default=".build/release/segue")
    parser.add_argument("--runs", type=int, default=3000, help="how many runs in all (half presets, half command lines)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--timeout", type=float, default=5.0, help="seconds before a run counts as a hang")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--attacks-only", action="store_true", help="only the attacks of docs/hardening.md, no random runs")
    options = parser.parse_args()
    options.binary = os.path.abspath(options.binary)
    repository = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    presets = {}
    folder = os.path.join(repository, "presets")
    for file in sorted(os.listdir(folder)):
        if file.endswith(".json") and not file.endswith(".schema.json"):
            with open(os.path.join(folder, file), encoding="utf-8") as f:
                presets[file[:-5]] = f.read()
    rng = random.Random(options.seed)
    work = tempfile.mkdtemp(prefix="segue-fuzz-")
    runs = [] if options.attacks_only else preset_runs(rng, presets, work, options.runs // 2) + command_line_runs(rng, sorted(presets), options.runs - options.runs // 2)
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
    failed_attacks = 0
    for name, problem in attacks(options.binary, work, presets, rng):
        print("attack %s: %s" % (name, "held" if problem is None else "FAILED: " + problem[:600]), flush=True)
        if problem is not None:
            failed_attacks += 1
            findings.append(("attack", [name], problem))
    if not findings:
        shutil.rmtree(work)
        work = "(removed)"
    print("fuzz-cli: %d runs (seed %d): %d crashes, %d hangs over %g s, %d non-finite outputs, %d messages over %d characters; %d attacks failed; files in %s"
          % (len(runs), options.seed, counts["crash"], counts["hang"], options.timeout, counts["nonfinite"], counts["long"], MESSAGE_LINE, failed_attacks, work))
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
