"""The app modules stay inside MicroPython's subset: checked statically, then run for real.

The static part reads every module's syntax tree for what PyScript's MicroPython lacks
(web-platform.md). The runtime part renders the same screens under the real MicroPython
build the browser loads (run by Node) and under CPython, and demands identical output —
which also catches reliance on dict order, since MicroPython's dicts keep none.
"""

import ast
import json
import os
import re
import subprocess

import pytest
import shipped
from render_cases import run
from snapshots import HOSTILE, due_snapshots

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
UI = os.path.join(ROOT, "web", "ui")
APP = os.path.join(UI, "app")

MISSING_MODULES = {"typing", "dataclasses", "enum", "contextlib", "textwrap", "abc", "__future__",
                   "html.parser", "string", "operator"}
MISSING_METHODS = {"title", "zfill", "capitalize", "format_map", "findall", "shuffle", "product",
                   "lru_cache", "casefold", "removeprefix", "removesuffix"}


def ui_sources():
    """Every module of the UI: app/ and its packages (app/games/<id>/), then browser.py, page.py
    and main.py."""
    paths = []
    for folder, dirs, files in os.walk(APP):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        paths += [os.path.join(folder, n) for n in sorted(files) if n.endswith(".py")]
    return paths + [os.path.join(UI, name) for name in ("browser.py", "page.py", "main.py")]


@pytest.mark.parametrize("path", ui_sources(), ids=lambda p: os.path.relpath(p, UI))
def test_module_uses_only_what_micropython_has(path):
    with open(path, encoding="utf-8") as f:
        source = f.read()
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                assert alias.name.split(".")[0] not in MISSING_MODULES, alias.name
        elif isinstance(node, ast.ImportFrom):
            assert (node.module or "") not in MISSING_MODULES, node.module
        elif isinstance(node, ast.Match):
            raise AssertionError(f"match statement at line {node.lineno}")
        elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
            assert node.func.attr not in MISSING_METHODS, (node.func.attr, node.lineno)
            if node.func.attr == "dumps":
                assert not {k.arg for k in node.keywords} & {"indent", "sort_keys"}, node.lineno
        elif isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
            assert not node.args.posonlyargs, "positional-only parameters"
            if isinstance(node, ast.AsyncFunctionDef):
                for inner in ast.walk(node):
                    assert not isinstance(inner, (ast.Yield, ast.YieldFrom)), "async generator"
        elif isinstance(node, ast.ClassDef):
            assert not node.keywords, "metaclass or class keywords"
            for dec in node.decorator_list:
                assert "dataclass" not in ast.dump(dec)
    # f"{x=}" (self-documenting f-strings) are missing too
    assert not re.search(r"\bf[\"'][^\"']*\{[^{}\"']*=[}!:]", source)


def cases():
    snaps = due_snapshots(31)
    picks = snaps[::9] + [snaps[-1]]
    ready = {"ready": True, "thinking": None, "replay": None}
    saved = [{"id": "a", "game": "celtica", "names": ["Ann", HOSTILE], "updated": 0, "due": [1],
              "over": False}]
    out = [["static"],
           ["home", "en", [{"id": "celtica", "players": [2, 3, 4, 5]}], saved, "ready", 90000, None],
           ["home", "zh-Hant", None, saved, "loading", 4000000, "a"],
           ["setup", "zh-Hant", "celtica", [2, 3, 4, 5], ["setup-players:3", "setup-kind:1:human",
                                                          "setup-kind:2:bot", "setup-level:2:hard"],
            ["Ann", "", HOSTILE]],
           ["handoff", "en", HOSTILE, True],
           ["stats", "zh-Hant", json.dumps({"games": {"luna": {"easy": {"played": 3, "won": 2, "best": 41.5,
                                                                         "last": 3000},
                                                                "friends": {"played": 1, "won": 1, "best": 7,
                                                                            "last": 9000}}}}),
            ["luna", "celtica"], 4000000, False],
           ["stats", "en", "{}", ["luna"], 10, True],
           ["rules", "zh-Hant", "luna", "<html><!-- rules:start -->\n<h1>Luna</h1>\n<h2>目標</h2><p>x</p>"
                                        "\n<!-- rules:end --></html>", False],
           ["rules", "en", "citadels", None, False],
           ["rules", "en", "celtica", "Not found", True],
           ["ranking", "zh-Hant", snaps[-1], ["A", "B", "C"], "celtica"],
           ["flow", {"game": "celtica", "seats": [{"kind": "human"}, {"kind": "human"}]},
            {"to_move": [1]}, 0],
           ["saves", '[{"id": "x", "game": "celtica", "updated": 3}]',
            [{"id": "y", "game": "celtica", "updated": 9}, {"id": "x", "game": "celtica", "updated": 1}]]]
    # Damaged storage must read the same (as damaged) in both: CPython's parser gives up on
    # deep nesting that MicroPython's reads but then cannot write back.
    from app import saves
    stored = saves.dump_save(snaps[-1]["record"], snaps[-1])
    broken = json.loads(stored)
    broken["snapshot"]["to_move"] = ["a"]
    deep = '{"record": {"game": "celtica", "seats": [], "x": ' + "[" * 20000 + "]" * 20000 + "}}"
    out += [["save", stored], ["save", json.dumps(broken)], ["save", deep], ["save", "{"],
            ["saves", '[{"id": "a", "game": "luna", "names": 5, "due": 5, "updated": "x"}, '
                      '{"id": "b", "game": "luna", "names": ["Ann"], "due": [0], "over": 1}]', []],
            ["saves", "[" * 20000 + "]" * 20000, []]]
    for snap in picks:
        for lang in ("en", "zh-Hant"):
            out.append(["game", lang, snap, ready])
    out.append(["log", "zh-Hant", snaps[-1]["view"], ["A", "B", "C"]])
    out.append(["log", "en", snaps[-1]["view"], ["A", "B", "C"]])
    # the table mode: codes packed and read back, its screens
    with open(os.path.join(HERE, "data", "chromium_sdp.json")) as f:
        samples = json.load(f)
    for pair in samples.values():
        out += [["tsdp", pair["offer"], 0], ["tsdp", pair["answer"], 1]]
    lobby = {"game": "citadels", "names": ["Ann", HOSTILE, "Cy"], "shown": 1, "code": "https://x/#t1.AAAA",
             "answer": HOSTILE, "rejoin": False, "stun": "", "all_joined": False,
             "seats": [{"seat": 0, "name": "Ann", "role": "host", "state": "host"},
                       {"seat": 1, "name": HOSTILE, "role": "remote", "state": "waiting"},
                       {"seat": 2, "name": "Cy", "role": "bot", "state": "bot"}]}
    for lang in ("en", "zh-Hant"):
        out += [["tscreen", lang, "lobby", lobby],
                ["tscreen", lang, "join", {"phase": "answer", "answer": "a1.BBBB", "seat": 1}],
                ["tscreen", lang, "join", {"phase": "lost", "why": "table_host_gone", "seat": 1, "link": HOSTILE}],
                ["tscreen", lang, "bar", [["Ann", HOSTILE, "Cy"], ["host", "away", "botplays"], 1, [0], "x"]],
                ["tscreen", lang, "away", HOSTILE]]
    return out


def test_screens_render_identically_under_micropython(tmp_path):
    data = cases()
    # JSON both ways, as in the browser: the engine's replies arrive as JSON text.
    data = json.loads(json.dumps(data))
    path = tmp_path / "cases.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    proc = subprocess.run(["node", os.path.join(HERE, "mpy_runner.mjs"), shipped.web_dir(), str(path)],
                          capture_output=True, text=True, timeout=120, cwd=HERE)
    assert proc.returncode == 0, proc.stderr[-2000:]
    under_mpy = json.loads(proc.stdout)
    under_cpython = run(data)
    assert len(under_mpy) == len(under_cpython)
    for i in range(len(data)):
        assert under_mpy[i] == under_cpython[i], data[i][0]


def app_sessions():
    """Scripted sessions of the whole app (app_cases.py): a new game against a bot, a link
    game of two humans behind the hand-off cover, a damaged list rebuilt, a full list, and
    links refused (a forged seat address, deep nesting, a link too long to read)."""
    from app import saves
    from pycore import links, records
    humans = [{"name": "Ann", "kind": "human"}, {"name": HOSTILE, "kind": "human"}]
    vs_bot = [{"name": "Ann", "kind": "human"}, {"name": "Bot", "kind": "bot", "level": "random"}]
    record = records.make_record("celtica", humans, 11)
    state = records.replay(record)
    for _ in range(5):
        seat = state.to_move()[0]
        move = str(state.legal_moves(seat)[0])
        state.apply(seat, move)
        record["moves"].append([seat, move])
    old = records.make_record("luna", vs_bot, 12)
    stored = [["pt.bot_pace", "0"], [saves.save_key("old"), saves.dump_save(old, None, 5)],
              [saves.INDEX_KEY, "[{\"id\": \"old\", "]]
    full = [["pt.bot_pace", "0"]] + [[saves.save_key(f"s{i}"), saves.dump_save(old, None, i)]
                                     for i in range(saves.MAX_SAVES)]
    return [
        ["", [["pt.bot_pace", "0"]], [["action", "new:celtica"], ["action", "setup-kind:1:bot"],
                                      ["action", "start"], ["move"], ["move"], ["action", "home"]]],
        [links.encode(record), [["pt.bot_pace", "0"]], [["action", "handoff-go"], ["move"],
                                                       ["action", "lang:zh-Hant"], ["action", "home"]]],
        ["", stored, [["action", "open:old"], ["action", "share"], ["action", "cover-close"]]],
        [links.encode(record), full, [["action", "room-remove:s3"], ["action", "home"]]],
        # links the engine refuses, and one too long to be read at all: said, nothing saved
        [links.encode(record) + ".s01", [["pt.bot_pace", "0"]], []],
        ["g1." + _packed('{"x": ' + "[" * 20000 + "]" * 20000 + "}"), [["pt.bot_pace", "0"]], []],
        [2_000_000, [["pt.bot_pace", "0"]], []],
    ]


def _packed(text):
    import base64
    import zlib
    return base64.urlsafe_b64encode(zlib.compress(text.encode(), 9)).decode().rstrip("=")


def test_the_app_controller_runs_identically_under_micropython(tmp_path):
    import asyncio

    import app_cases
    from harness import fresh_engine
    sessions = json.loads(json.dumps(app_sessions()))
    engines = [app_cases.Recorder(fresh_engine()) for _ in sessions]
    under_cpython = json.loads(json.dumps(asyncio.run(app_cases.run(sessions, engines))))
    path = tmp_path / "sessions.json"
    path.write_text(json.dumps([sessions, [e.log for e in engines]]), encoding="utf-8")
    proc = subprocess.run(["node", os.path.join(HERE, "mpy_runner.mjs"), shipped.web_dir(), str(path), "app"],
                          capture_output=True, text=True, timeout=300, cwd=HERE)
    assert proc.returncode == 0, proc.stderr[-3000:]
    under_mpy = json.loads(proc.stdout)
    assert len(under_mpy) == len(under_cpython)
    for i in range(len(sessions)):
        assert len(under_mpy[i]) == len(under_cpython[i])
        for step in range(len(under_cpython[i])):
            assert under_mpy[i][step] == under_cpython[i][step], (i, step)
    # and the sessions did what they say: a save was written, the damaged list rebuilt
    assert any(key.startswith("pt.save.") for key, _ in under_cpython[0][-2])
    assert "old" in [e["id"] for e in dict(under_cpython[2][-2])["pt.saves"]]
    for refused, why in zip(under_cpython[4:], ["cannot be read", "nested too deeply", "too long"]):
        assert not [key for key, _ in refused[-2] if key.startswith("pt.save.")]
        assert [said for said in refused[-1] if said.startswith("This link could not be opened") and why in said]
