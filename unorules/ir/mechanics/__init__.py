"""The clause kinds of the language, one class per module (see :mod:`unorules.ir.mechanic`).

Found by this folder: :func:`unorules.ir.mechanic.load_mechanics` imports every module.
"""
