extension LayoutIssue {
    /// Whether issues recorded on the current thread (or task) are printed; off inside
    /// `withLoggingDisabled(_:)`. A task-local value, so separate threads never share it.
    @TaskLocal static var isLoggingEnabled = true

    /// Runs `body` with the printing of layout issues to standard error turned off, for
    /// every hierarchy it touches, windowless ones included, and for constraints whose items
    /// no longer exist. The issues are still recorded: read them with `View.layoutIssues`.
    ///
    /// Tests that expect an issue use it (or `Window.logsLayoutIssues`) so that a passing
    /// test run stays quiet:
    ///
    /// ```swift
    /// let issues = LayoutIssue.withLoggingDisabled {
    ///     conflicting.isActive = true
    ///     root.layoutIfNeeded()
    ///     return root.layoutIssues
    /// }
    /// ```
    ///
    /// The switch applies to the current thread, or the current task and the tasks it
    /// creates, until `body` returns.
    public static func withLoggingDisabled<Result>(_ body: () throws -> Result) rethrows -> Result {
        try $isLoggingEnabled.withValue(false, operation: body)
    }

    /// Prints the issue to standard error unless logging is off here or for `window`.
    func log(in window: Window?) {
        guard LayoutIssue.isLoggingEnabled, window?.logsLayoutIssues ?? true else { return }
        printToStandardError(description)
    }
}
