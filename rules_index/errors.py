"""Errors the rules index reports to the user as one clear line (exit status 2)."""


class BadInput(Exception):
    """Input the user gave us that we cannot use: the message is shown as is, one line."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


def printable(text: str) -> str:
    """`text` with control characters (a newline in a file name ...) and undecodable bytes
    of a file name written as escapes: a message stays one line, and printing it cannot fail."""
    return "".join(ch if ch.isprintable() else repr(ch)[1:-1] for ch in text)


def one_line(text: str, limit: int | None = None) -> str:
    """Whitespace runs become one space and other unprintable characters are escaped (cut to
    `limit` characters when given): a message quoting a file's text stays one line."""
    text = printable(" ".join(str(text).split()))
    return text if limit is None or len(text) <= limit else text[: limit - 3] + "..."


def shown(text: str, width: int = 60) -> str:
    """What the user typed, quoted in a message: control characters escaped, long text cut."""
    text = text if len(text) <= width else text[:width] + "..."
    return repr(text)


def say(line: str) -> None:
    """One line on standard error, whatever it holds: every message of the command line goes out
    through here (a file name with a newline in it stays on its line)."""
    import sys

    sys.stderr.write(printable(line) + "\n")
