"""Where the user's editions and the caches live.

`ALTERED_JUDGE_HOME` puts both under one folder (tests, CI, a judge's USB stick); otherwise the
platform's user data and cache directories (platformdirs knows them on Linux, macOS, Windows).
"""

from __future__ import annotations

import os
from pathlib import Path

APP = "altered-judge"


def data_dir() -> Path:
    home = os.environ.get("ALTERED_JUDGE_HOME")
    if home:
        return Path(home) / "data"
    from platformdirs import user_data_dir

    return Path(user_data_dir(APP, appauthor=False))


def cache_dir() -> Path:
    home = os.environ.get("ALTERED_JUDGE_HOME")
    if home:
        return Path(home) / "cache"
    from platformdirs import user_cache_dir

    return Path(user_cache_dir(APP, appauthor=False))


def editions_dir() -> Path:
    return data_dir() / "editions"
