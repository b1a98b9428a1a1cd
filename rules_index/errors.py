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
