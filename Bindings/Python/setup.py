"""Builds the C extension `layoutkernel._cext` over LayoutKernel's C API.

The build runs SwiftPM in the repository root (two directories up, or $LAYOUTKERNEL_ROOT) to
make liblayoutkernel.so with the Swift runtime linked in statically, copies it next to the
extension and links the extension to it with an $ORIGIN rpath: the installed package needs
no Swift toolchain and nothing outside Python's standard library.
"""
import os
import shutil
import subprocess

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.environ.get("LAYOUTKERNEL_ROOT") or os.path.normpath(os.path.join(HERE, "..", ".."))
SCRATCH = os.path.join(ROOT, ".build", "python")
LIBRARY = "liblayoutkernel.so"


def swift_build(*extra):
    command = ["swift", "build", "-c", "release", "--product", "layoutkernel",
               "--scratch-path", SCRATCH, "-Xswiftc", "-static-stdlib",
               "-j", os.environ.get("LAYOUTKERNEL_JOBS", "2"), *extra]
    return subprocess.check_output(command, cwd=ROOT, text=True)


class BuildWithSwift(build_ext):
    def run(self):
        if not os.path.exists(os.path.join(ROOT, "Package.swift")):
            raise RuntimeError("LayoutKernel sources not found at %s (set LAYOUTKERNEL_ROOT)" % ROOT)
        print(swift_build())
        libdir = swift_build("--show-bin-path").strip().splitlines()[-1]
        for ext in self.extensions:
            ext.library_dirs.append(libdir)
        super().run()
        target = os.path.join(self.build_lib, "layoutkernel")
        os.makedirs(target, exist_ok=True)
        shutil.copy2(os.path.join(libdir, LIBRARY), os.path.join(target, LIBRARY))


ext = Extension(
    "layoutkernel._cext",
    sources=[os.path.join("src", f) for f in (
        "constraint.c", "expression.c", "helpers.c", "module.c", "solver.c",
        "strength.c", "symbolics.c", "term.c", "variable.c")],
    depends=[os.path.join("src", "lkpy.h")],
    include_dirs=["src", os.path.join(ROOT, "Sources", "CLayoutKernel", "include")],
    libraries=["layoutkernel"],
    extra_compile_args=["-std=c11", "-O2", "-Wall", "-Wextra", "-Wno-unused-parameter",
                        "-Wno-missing-field-initializers", "-Wno-cast-function-type"],
    extra_link_args=["-Wl,-rpath,$ORIGIN"],
)

setup(ext_modules=[ext], cmdclass={"build_ext": BuildWithSwift})
