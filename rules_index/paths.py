"""Where the user's editions and the caches live.

`ALTERED_JUDGE_HOME` puts both under one folder (tests, CI, a judge's USB stick); otherwise the
platform's user data and cache directories (platformdirs knows them on Linux, macOS, Windows).
"""

from __future__ import annotations

import os
from pathlib import Path

APP = "altered-judge"


def _user_dir(kind: str) -> Path:
    """`ALTERED_JUDGE_HOME/<kind>`, or the platform's user directory of that kind."""
    home = os.environ.get("ALTERED_JUDGE_HOME")
    if home:
        return Path(home) / kind
    import platformdirs

    return Path(getattr(platformdirs, f"user_{kind}_dir")(APP, appauthor=False))


def data_dir() -> Path:
    return _user_dir("data")


def cache_dir() -> Path:
    return _user_dir("cache")


def config_dir() -> Path:
    """The user's settings (rules_index/config.py)."""
    return _user_dir("config")


def editions_dir() -> Path:
    return data_dir() / "editions"
