/// The parts of a kernel constraint's constant beyond `-constant`.
/// Both are rare (most constraints have neither), so they live in one optional box: a
/// constraint without them spends 8 bytes here.
struct KernelExtras {
    private let box: Box?

    init(baseline: Double = 0, floating: FloatingShift? = nil) {
        box = baseline == 0 && floating == nil ? nil : Box(baseline: baseline, floating: floating)
    }

    /// Whether it holds neither part (the default).
    var isEmpty: Bool { box == nil }

    /// Baseline offsets of labels (first and last baselines).
    var baseline: Double { box?.baseline ?? 0 }
    /// How the constant depends on content offsets, for a constraint across a scroll boundary.
    var floating: FloatingShift? { box?.floating }

    /// The content-offset term currently in the kernel constant.
    var scroll: Double {
        get { box?.floating?.scroll ?? 0 }
        nonmutating set { box?.floating?.scroll = newValue }
    }

    private final class Box {
        let baseline: Double
        let floating: FloatingShift?

        init(baseline: Double, floating: FloatingShift?) {
            self.baseline = baseline
            self.floating = floating
        }
    }
}

extension LayoutConstraint {
    /// The constant of its kernel constraint: `-constant` plus baseline and scroll terms.
    var kernelConstant: Double { -constant + kernelExtras.baseline + kernelExtras.scroll }
}
