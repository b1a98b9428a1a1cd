"""Errors the rules index reports to the user as one clear line (exit status 2)."""


class BadInput(Exception):
    """Input the user gave us that we cannot use: the message is shown as is, one line."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message
