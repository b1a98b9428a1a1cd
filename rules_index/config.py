"""The user's settings, set once: the edition they use (`judge config edition v5.0`).

Kept as JSON in the user's config directory (platformdirs; `ALTERED_JUDGE_HOME/config` when set).
Every command that reads an edition takes it as its default; `--edition` still chooses per
command. A settings file that cannot be read is said once, on standard error, and left as it
is (never rewritten unasked): the built-in edition is used meanwhile.
"""

from __future__ import annotations

from pathlib import Path

from .paths import config_dir

BUILTIN = "builtin"
FILE = "settings.json"
MAX_BYTES = 64 * 1024  # a settings file is a few bytes: anything bigger is not one


def settings_path() -> Path:
    return config_dir() / FILE


def _read() -> dict:
    path = settings_path()
    try:
        with open(path, "rb") as fh:
            raw = fh.read(MAX_BYTES + 1)
    except FileNotFoundError:
        return {}
    except OSError as exc:
        _warn(f"{path}: cannot be read ({exc.strerror or exc}); using the built-in edition")
        return {}
    import json  # only when there is a settings file: a lookup without one pays nothing

    try:
        if len(raw) > MAX_BYTES:
            raise ValueError(f"more than {MAX_BYTES} bytes")
        data = json.loads(raw.decode("utf-8"))
        if not isinstance(data, dict):
            raise ValueError("not a mapping")
    except (ValueError, UnicodeDecodeError) as exc:
        _warn(f"{path}: not a settings file ({exc}); using the built-in edition (judge config edition NAME writes a new one)")
        return {}
    return data


def _warn(message: str) -> None:
    from .errors import say

    say(f"judge: {message}")


def default_edition() -> str:
    """The edition the user set (`judge config edition`), or the built-in one."""
    name = _read().get("edition")
    return name if isinstance(name, str) and name.strip() else BUILTIN


def set_default_edition(name: str) -> Path:
    """Keep `name` as the user's edition; the other settings as they were."""
    import json

    from .files import write_whole

    data = _read()
    data["edition"] = name
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    write_whole(path, json.dumps(data, indent=2, sort_keys=True) + "\n")
    return path
