"""Writing a file whole or not at all: the one way this program replaces a file.

A temporary file beside the target (os.replace cannot cross file systems), flushed to disk, then
renamed over it: a reader, a crash or a full disk sees the old file or the new one, never half
of one. The temporary file is removed on any failure, Ctrl-C included; only a hard kill can leave
one (named `.NAME-*.tmp`), which the folders' owners clean later. Errors are the caller's to
word: this raises OSError.
"""

from __future__ import annotations

import os

TMP_SUFFIX = ".tmp"


def write_whole(path: str | os.PathLike, data: bytes | str, *, mode: int | None = None, sync: bool = False) -> None:
    import errno
    import stat
    import tempfile

    path = os.fspath(path)
    try:
        st = os.stat(path)
    except FileNotFoundError:
        pass
    else:
        if not stat.S_ISREG(st.st_mode):  # a device, a pipe, a folder: never replaced by a file
            raise OSError(errno.EINVAL, "not a regular file: only a regular file is replaced", path)
    folder, name = os.path.split(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(dir=folder, prefix=f".{name}-", suffix=TMP_SUFFIX)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data.encode("utf-8") if isinstance(data, str) else data)
            if sync:
                fh.flush()
                os.fsync(fh.fileno())  # the data is on disk before the name points to it
        if mode is not None:
            os.chmod(tmp, mode)
        os.replace(tmp, path)
    except BaseException:
        unlink_quietly(tmp)
        raise


def unlink_quietly(path: str) -> None:
    """Remove a file if it is there: a leftover that is already gone is no error."""
    try:
        os.unlink(path)
    except OSError:
        pass
