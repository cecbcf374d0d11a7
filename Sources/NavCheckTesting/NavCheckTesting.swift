public enum NavCheckTestingPlaceholder {}
