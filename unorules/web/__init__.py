"""The workbench in a browser (``unorules serve``, the ``[web]`` extra).

A local web application over the library's public pieces: the editor asks the
language for located errors and the nearest phrase, the rule book is the docs
reader's, proofs and simulations run as jobs in child processes, the table is the
terminal table's session logic. Starlette and uvicorn are imported only by
:mod:`unorules.web.server` and :mod:`unorules.web.cli`'s command, so ``import
unorules`` never loads them. The page and its assets are files of this package;
nothing is fetched from anywhere else.
"""
