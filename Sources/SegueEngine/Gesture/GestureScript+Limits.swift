extension GestureScript {
    /// Longest gesture script (`simulate --gesture`), in characters.
    public static let maximumCharacters = 10_000
    /// Most steps in a gesture script.
    public static let maximumSteps = 1_000
    /// Most simulated time a gesture script may take (its waits and drags together), in seconds.
    public static let maximumSeconds = 600.0
}
