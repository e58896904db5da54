// App code: read, and given no file of its own.
final class Helper {}
