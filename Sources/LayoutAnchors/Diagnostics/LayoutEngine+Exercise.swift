import LayoutKernel

/// `exerciseAmbiguityInLayout()`: shows another solution of an ambiguous layout, as UIKit's
/// debugging aid does. The solver is pulled, for one solve, by probes below every priority on
/// the view's free attributes, and the frames of that solution are written; the probes then
/// go. The next call puts back the frames the first one moved. The solver may have settled on
/// another of its equally good solutions meanwhile: the frames it moved are queued, so the
/// next layout that writes frames shows the solver's solution, consistent everywhere.
extension LayoutEngine {
    /// How far a free attribute is pulled: far enough to see, in either direction.
    static let exerciseDistance = 20.0

    func exerciseAmbiguity(of view: View) {
        layoutIfNeeded()
        let id = ObjectIdentifier(view)
        if let moved = state.diagnostics.exercisedViews.removeValue(forKey: id) {
            for entry in moved {
                guard let v = entry.view else { continue }
                v.storedFrame = entry.frame
                state.views.changedVariables.append(v.layoutVariables.minX)
            }
            return
        }
        guard isRegistered(view), let root else { return }
        let vars = view.layoutVariables
        let all = [vars.minX, vars.minY, vars.width, vars.height]
        let free = zip(all, solver.freeVariables(among: all)).filter(\.1).map(\.0)
        guard !free.isEmpty else { return }
        let before = all.map(\.value)
        var frames: [(View, Rect)] = []
        root.forEachInSubtree { frames.append(($0, $0.storedFrame)) }
        for sign in [1.0, -1.0] {
            var added: [Constraint] = []
            for v in free {
                let target = v.value + sign * LayoutEngine.exerciseDistance
                let probe = Constraint(LinearExpression([Term(v, 1)], constant: -target), .equal, strength: LayoutEngine.probeStrength)
                if (try? solver.add(probe)) != nil { added.append(probe) }
            }
            // Nothing deferred: the values change back below, and the frames written here
            // are what the next call compares and restores.
            noteSolvedValues(deferringMoves: false)
            let moved = zip(all, before).contains { abs($0.0.value - $0.1) > 1e-6 }
            if moved { writeFrames() }
            for probe in added { try? solver.remove(probe) }
            noteSolvedValues(deferringMoves: false)
            if moved {
                state.diagnostics.exercisedViews[id] = frames.filter { $0.0.storedFrame != $0.1 }.map {
                    ExercisedFrame(view: $0.0, frame: $0.1)
                }
                return
            }
        }
    }
}

/// A frame `exerciseAmbiguityInLayout()` moved, and what it was (the view held weakly).
struct ExercisedFrame {
    weak var view: View?
    let frame: Rect
}
