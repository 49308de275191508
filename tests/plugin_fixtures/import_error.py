"""A plugin module that fails while it is imported."""

raise ImportError("this plugin needs a library that is not installed")
