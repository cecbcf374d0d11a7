import ModelChecker

// Declaring what survives a relaunch: a store property kept as `@SceneStorage` or `@AppStorage` (its
// codable form), or saved by the app's own code; and the relaunches explored beside the plain one (damaged
// data, an older version's format).

extension Scene {
    /// The store's `property`, kept as `@SceneStorage(key)` in its `Codable` form (JSON): saved after
    /// every step, read back at a relaunch after which the system ended the process, lost when the scene
    /// is destroyed (the user quits from the app switcher). Declaring it gives the scene the
    /// ``SystemAction/relaunch(_:)`` actions.
    ///
    /// - Parameter onDamaged: the app's code when the saved text does not decode (its `catch`): given
    ///   the text. Nil (the default): the app's `try?`, which keeps the property's initial value and
    ///   says nothing.
    ///
    /// ```swift
    /// Scene { navigationStack("recipes", \.path) }.sceneStorage("path", \.path)
    /// ```
    public func sceneStorage<Value: Codable & Hashable>(_ key: String, _ property: WritableKeyPath<Store, Value>,
                                                        onDamaged: ((inout Store, String) -> Void)? = nil) -> Scene {
        let form: (encode: (Value) -> SavedText?, decode: (String) throws -> Value) = SavedForm.cached()
        return saving(key, .sceneStorage, property, encode: form.encode, decode: form.decode, onDamaged: onDamaged)
    }

    /// The store's `property`, kept as `@SceneStorage(key)` through the app's own `encode` and `decode`
    /// (a `NavigationPath`'s `codable` representation: `encode` returns nil when it has none, and the
    /// save is skipped). `decode` throws where the app's decoding throws.
    ///
    /// ```swift
    /// Scene { navigationStack("recipes", \.path) }
    ///     .sceneStorage("path", \.path, encode: { path in Router.encode(path) }, decode: { text in try Router.decode(text) })
    /// ```
    public func sceneStorage<Value>(_ key: String, _ property: WritableKeyPath<Store, Value>,
                                    encode: @escaping (Value) -> String?, decode: @escaping (String) throws -> Value,
                                    onDamaged: ((inout Store, String) -> Void)? = nil) -> Scene {
        saving(key, .sceneStorage, property, encode: { encode($0).map(SavedText.init) }, decode: decode, onDamaged: onDamaged)
    }

    /// The store's `property`, kept as `@AppStorage(key)` (UserDefaults) in its `Codable` form: as
    /// ``sceneStorage(_:_:onDamaged:)``, but kept when the scene is destroyed too.
    ///
    /// ```swift
    /// Scene { navigationStack("recipes", \.path) }.appStorage("tab", \.tab)
    /// ```
    public func appStorage<Value: Codable & Hashable>(_ key: String, _ property: WritableKeyPath<Store, Value>,
                                                      onDamaged: ((inout Store, String) -> Void)? = nil) -> Scene {
        let form: (encode: (Value) -> SavedText?, decode: (String) throws -> Value) = SavedForm.cached()
        return saving(key, .appStorage, property, encode: form.encode, decode: form.decode, onDamaged: onDamaged)
    }

    /// The store's `property`, kept as `@AppStorage(key)` through the app's own `encode` and `decode`.
    ///
    /// ```swift
    /// Scene { navigationStack("recipes", \.path) }
    ///     .appStorage("filters", \.filters, encode: { $0.joined(separator: ",") }, decode: { $0.split(separator: ",").map(String.init) })
    /// ```
    public func appStorage<Value>(_ key: String, _ property: WritableKeyPath<Store, Value>,
                                  encode: @escaping (Value) -> String?, decode: @escaping (String) throws -> Value,
                                  onDamaged: ((inout Store, String) -> Void)? = nil) -> Scene {
        saving(key, .appStorage, property, encode: { encode($0).map(SavedText.init) }, decode: decode, onDamaged: onDamaged)
    }

    /// `@SceneStorage(key)` that the app writes from the store and reads into it itself (an `onChange`
    /// that encodes several properties, an `onAppear` that decodes against what the store holds): `save`
    /// gives the text after a step (nil: the save is skipped), `load` reads it into a fresh store,
    /// throwing where the app's decoding throws. Kept as ``sceneStorage(_:_:onDamaged:)`` is.
    ///
    /// ```swift
    /// Scene { navigationStack("recipes", \.path) }
    ///     .sceneStorage("state", save: { store in store.encoded() }, load: { store, text in try store.decode(text) })
    /// ```
    public func sceneStorage(_ key: String, save: @escaping (Store) -> String?, load: @escaping (inout Store, String) throws -> Void,
                             onDamaged: ((inout Store, String) -> Void)? = nil) -> Scene {
        var s = self
        s.restoration.saved.append(SavedDeclaration(key: key, kind: .sceneStorage, save: save, load: load, onDamaged: onDamaged))
        return s
    }

    /// Data the app saves with its own code (a file written in `onChange(of: path)` or a `didSet`): `save`
    /// is what its save writes after a step (nil: it skips the save, and the file keeps what it had),
    /// `load` is its launch code reading the file into a fresh store, throwing where its decoding throws.
    /// Kept across both ends of the process.
    ///
    /// ```swift
    /// Scene { navigationStack("recipes", \.path) }
    ///     .savedByApp("path.json", save: { store in store.savedPath() }, load: { store, text in try store.loadPath(text) })
    /// ```
    public func savedByApp(_ name: String, save: @escaping (Store) -> String?,
                           load: @escaping (inout Store, String) throws -> Void,
                           onDamaged: ((inout Store, String) -> Void)? = nil) -> Scene {
        var s = self
        s.restoration.saved.append(SavedDeclaration(key: name, kind: .app, save: save, load: load, onDamaged: onDamaged))
        return s
    }

    /// The relaunches explored beside the plain one: one per key of `damaging` whose saved data is
    /// damaged (cut short) before the launch (the keys whose loss matters: a path, a draft; not the
    /// selected tab), and one per sample of an older version's saved text, by key
    /// (`olderFormats: ["path": ["[3,1]"]]`).
    ///
    /// ```swift
    /// Scene { navigationStack("recipes", \.path) }
    ///     .sceneStorage("path", \.path)
    ///     .relaunchVariants(damaging: ["path"], olderFormats: ["path": ["[3,1]"]])
    /// ```
    public func relaunchVariants(damaging: [String] = [], olderFormats: [String: [String]] = [:]) -> Scene {
        var s = self
        s.restoration.damaged = damaging
        s.restoration.olderFormats = olderFormats.keys.sorted().map { ($0, olderFormats[$0] ?? []) }
        return s
    }

    func saving<Value>(_ key: String, _ kind: StorageKind, _ property: WritableKeyPath<Store, Value>,
                       encode: @escaping (Value) -> SavedText?, decode: @escaping (String) throws -> Value,
                       onDamaged: ((inout Store, String) -> Void)?) -> Scene {
        var s = self
        s.restoration.saved.append(SavedDeclaration(key: key, kind: kind, property, encode: encode, decode: decode,
                                                    onDamaged: onDamaged))
        return s
    }
}

extension SceneNode {
    /// View `@SceneStorage(key)` of this node that the port keeps in its store at `property` (in its
    /// `Codable` form): unlike ``state(_:initial:)``, it does not die with the node, and it survives a
    /// relaunch after which the system ended the process (see ``Scene/sceneStorage(_:_:onDamaged:)``).
    ///
    /// ```swift
    /// navigationStack("notes", \.path).sceneStorage("notes.search", \.search)
    /// ```
    public func sceneStorage<Value: Codable & Hashable>(_ key: String, _ property: WritableKeyPath<Store, Value>) -> SceneNode {
        var node = self
        let form: (encode: (Value) -> SavedText?, decode: (String) throws -> Value) = SavedForm.cached()
        node.saved.append(SavedDeclaration(key: key, kind: .sceneStorage, property, encode: form.encode,
                                           decode: form.decode, onDamaged: nil))
        return node
    }
}

/// What a scene declares to survive a relaunch.
struct RestorationDeclaration<Store> {
    var saved: [SavedDeclaration<Store>] = []
    /// The keys whose damaged data is explored.
    var damaged: [String] = []
    var olderFormats: [(key: String, samples: [String])] = []
}

/// One key's saved data: how the app writes it after a step (interned: ``SavedText``) and reads it at a
/// launch.
final class SavedDeclaration<Store> {
    let key: String
    let kind: StorageKind
    let save: (Store) -> SavedText?
    let load: (inout Store, String) throws -> Void
    let onDamaged: ((inout Store, String) -> Void)?

    init(key: String, kind: StorageKind, saveText: @escaping (Store) -> SavedText?,
         load: @escaping (inout Store, String) throws -> Void, onDamaged: ((inout Store, String) -> Void)?) {
        self.key = key
        self.kind = kind
        self.save = saveText
        self.load = load
        self.onDamaged = onDamaged
    }

    convenience init(key: String, kind: StorageKind, save: @escaping (Store) -> String?,
                     load: @escaping (inout Store, String) throws -> Void, onDamaged: ((inout Store, String) -> Void)?) {
        self.init(key: key, kind: kind, saveText: { save($0).map(SavedText.init) }, load: load, onDamaged: onDamaged)
    }

    convenience init<Value>(key: String, kind: StorageKind, _ property: WritableKeyPath<Store, Value>,
                            encode: @escaping (Value) -> SavedText?, decode: @escaping (String) throws -> Value,
                            onDamaged: ((inout Store, String) -> Void)?) {
        self.init(key: key, kind: kind, saveText: { encode($0[keyPath: property]) },
                  load: { store, text in store[keyPath: property] = try decode(text) }, onDamaged: onDamaged)
    }
}
