"""Runs a script written for kiwisolver with another module standing in for it.

    python run_with.py layoutkernel kiwi_workloads.py [args...]
    python run_with.py kiwisolver  kiwi_workloads.py [args...]   (kiwisolver itself)
"""
import runpy
import sys

module = sys.argv[1]
if module != "kiwisolver":
    sys.modules["kiwisolver"] = __import__(module)
sys.argv = sys.argv[2:]
runpy.run_path(sys.argv[0], run_name="__main__")
