"""Prints the axes positions matplotlib's constrained layout gives on a set of varied figures,
as JSON, with kiwisolver or with layoutkernel standing in for it.

    python matplotlib_figures.py kiwisolver  > kiwi.json
    python matplotlib_figures.py layoutkernel > lk.json
    python compare_matplotlib.py kiwi.json lk.json

Each figure: a grid of axes (1-4 rows and columns) at one of three sizes and paddings, with
one or more of: long tick labels and titles, shared axes, a suptitle, colorbars (per axes,
or one for a row), a legend outside the axes, a nested gridspec, subfigures, spans.
"""
import itertools
import json
import sys
import warnings

if len(sys.argv) > 1 and sys.argv[1] != "kiwisolver":
    sys.modules["kiwisolver"] = __import__(sys.argv[1])

import matplotlib  # noqa: E402

matplotlib.use("Agg")
import matplotlib.pyplot as plt  # noqa: E402
import numpy as np  # noqa: E402

SIZES = [(4, 3), (6.4, 4.8), (10, 5)]
PADS = [dict(), dict(w_pad=0.1, h_pad=0.1, wspace=0.05, hspace=0.1), dict(w_pad=0.02, h_pad=0.2, wspace=0.2, hspace=0.02)]


def decorate(ax, k, long_labels):
    data = np.arange(10) * (k + 1)
    ax.plot(data, label="series %d" % k)
    if long_labels:
        ax.set_ylabel("a long y label number %d" % k)
        ax.set_xlabel("x %d" % k)
        ax.set_title("title %d" % k, fontsize=8 + k % 6)
        ax.set_yticks([0, 1e4 * (k + 1)])


def grid_figure(rows, cols, size, pad, extras):
    fig, axs = plt.subplots(rows, cols, figsize=size, layout="constrained",
                            sharex="shared" in extras, sharey="shared" in extras, squeeze=False)
    fig.get_layout_engine().set(**pad)
    for k, ax in enumerate(axs.flat):
        decorate(ax, k, "labels" in extras)
        if "colorbar" in extras and k % 2 == 0:
            im = ax.imshow(np.arange(12).reshape(3, 4) * (k + 1), aspect="auto")
            fig.colorbar(im, ax=ax, shrink=0.8)
    if "rowbar" in extras:
        im = axs[0, 0].imshow(np.arange(4).reshape(2, 2), aspect="auto")
        fig.colorbar(im, ax=axs[0, :], location="top" if rows > 1 else "right")
    if "suptitle" in extras:
        fig.suptitle("A suptitle for a %dx%d grid" % (rows, cols), fontsize=14)
    if "legend" in extras:
        fig.legend(loc="outside right upper")
    return fig


def nested_figure(size, pad, variant):
    fig = plt.figure(figsize=size, layout="constrained")
    fig.get_layout_engine().set(**pad)
    outer = fig.add_gridspec(1, 2, width_ratios=[1, 1 + variant])
    left = outer[0].subgridspec(2, 1 + variant % 2)
    right = outer[1].subgridspec(1 + variant % 3, 2)
    for k, spec in enumerate(list(left) + list(right)):
        ax = fig.add_subplot(spec)
        decorate(ax, k, variant % 2 == 0)
    fig.suptitle("nested %d" % variant)
    return fig


def subfigure_figure(size, pad, variant):
    fig = plt.figure(figsize=size, layout="constrained")
    fig.get_layout_engine().set(**pad)
    subs = fig.subfigures(1, 2, wspace=0.05, width_ratios=[2, 1 + variant])
    axl = subs[0].subplots(2, 1 + variant % 2)
    for k, ax in enumerate(np.ravel(axl)):
        decorate(ax, k, True)
    subs[0].suptitle("left")
    axr = subs[1].subplots(1 + variant % 3, 1)
    for k, ax in enumerate(np.ravel(axr)):
        pc = ax.pcolormesh(np.arange(9).reshape(3, 3) * (k + 1))
        subs[1].colorbar(pc, ax=ax)
    subs[1].supylabel("right side %d" % variant)
    return fig


def mosaic_figure(size, pad, variant):
    layouts = ["AAB;CDB", "AB;CC;DE", "ABC;ADD"]
    fig, axd = plt.subplot_mosaic(layouts[variant % 3], figsize=size, layout="constrained")
    fig.get_layout_engine().set(**pad)
    for k, name in enumerate(sorted(axd)):
        decorate(axd[name], k, k % 2 == 0)
    return fig


def recipes():
    extras_sets = [(), ("labels",), ("labels", "shared"), ("colorbar",), ("suptitle", "labels"),
                   ("legend",), ("rowbar", "suptitle"), ("labels", "colorbar", "legend")]
    grids = [(1, 1), (1, 3), (2, 2), (3, 2), (4, 4), (2, 4)]
    count = 0
    for (rows, cols), extras in itertools.product(grids, extras_sets):
        size = SIZES[count % 3]
        pad = PADS[(count // 3) % 3]
        yield "grid %dx%d %s %s pad%d" % (rows, cols, "+".join(extras) or "plain", size, PADS.index(pad)), \
            lambda r=rows, c=cols, s=size, p=pad, e=extras: grid_figure(r, c, s, p, e)
        count += 1
    for variant in range(16):
        size, pad = SIZES[variant % 3], PADS[variant // 4 % 3]
        yield "nested %d" % variant, lambda s=size, p=pad, v=variant: nested_figure(s, p, v)
        yield "subfigures %d" % variant, lambda s=size, p=pad, v=variant: subfigure_figure(s, p, v)
        yield "mosaic %d" % variant, lambda s=size, p=pad, v=variant: mosaic_figure(s, p, v)


def positions(fig):
    out = []
    def walk(f):
        for ax in f.axes:
            out.append(list(ax.get_position().bounds))
        for sub in f.subfigs:
            walk(sub)
    walk(fig)
    return out


def main():
    # A figure too small for its decorations collapses identically with either solver.
    warnings.filterwarnings("ignore", message="constrained_layout not applied")
    result = {}
    for name, make in recipes():
        fig = make()
        fig.get_layout_engine().execute(fig)  # the layout a draw runs first, without rendering
        result[name] = positions(fig)
        plt.close(fig)
    json.dump(result, sys.stdout, indent=0)


if __name__ == "__main__":
    main()
