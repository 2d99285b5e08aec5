import LayoutAnchors
import LayoutScene

/// Runs `LayoutCheck` on a scene file's layout: the scene is built once per environment with
/// the environment's window (size, safe area, scale, direction, text size, keyboard) in place
/// of the scene's own. What `layout check` does.
///
/// ```swift
/// let scene = try SceneParser.parse(text, file: "screen.json")
/// let report = try SceneCheck.run(scene, matrix: .allPhones)
/// ```
public enum SceneCheck {
    /// The scene with `environment`'s window.
    public static func scene(_ scene: Scene, in environment: LayoutEnvironment) -> Scene {
        var copy = scene
        copy.window.size = environment.windowSize
        copy.window.safeArea = environment.safeAreaInsets
        copy.window.direction = environment.layoutDirection
        copy.window.contentSizeCategory = environment.contentSizeCategory
        copy.window.keyboardFrame = environment.keyboardFrame
        copy.window.displayScale = environment.device.displayScale
        return copy
    }

    /// Checks the scene in every environment of `matrix` (one shard of it with `shard`).
    /// Throws the scene's first error (an unknown view, a malformed constraint) before any
    /// environment runs.
    public static func run(
        _ scene: Scene, file: String = "", matrix: LayoutMatrix, options: CheckOptions = CheckOptions(),
        shard: Shard = .all, parallel: Bool = true
    ) throws(SceneError) -> LayoutReport {
        _ = try SceneBuilder.build(scene, file: file)  // the errors do not depend on the environment
        return LayoutCheck.run(matrix, options: options, shard: shard, parallel: parallel) { environment in
            window(for: scene, file: file, in: environment)
        }
    }

    /// The scene laid out in `environment`. The scene was validated, so building cannot fail;
    /// if it did, an empty window of the environment stands in.
    public static func window(for scene: Scene, file: String = "", in environment: LayoutEnvironment) -> Window {
        guard let built = try? SceneBuilder.build(self.scene(scene, in: environment), file: file) else {
            return environment.makeWindow()
        }
        return built.window
    }
}
