"""The package version, in one place (the root package and the Sphinx extension read it)."""

VERSION = "0.1.0"
