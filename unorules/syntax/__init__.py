"""Reading variant files: the Lark grammar, the parse tree and the frozen AST."""
